import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { clampPanelWidth, PANEL_WIDTH, widthAtPointer } from './panel-width.ts';
import { DEPLOY_TEXT } from './strings.ts';

type Props = {
  width: number;
  /** While dragging: the width to show. */
  onResize: (percent: number) => void;
  /** At the end of a drag or a key press: the width to keep. */
  onCommit: (percent: number) => void;
};

/**
 * FC §4: the docked panel's edge, dragged to resize it (20–50 %). A focusable separator, so the
 * arrow keys resize it too.
 */
export function PanelResizer({ width, onResize, onCommit }: Props) {
  const dragging = useRef(false);
  const latest = useRef(width);
  latest.current = width;

  const at = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.parentElement?.getBoundingClientRect();
    return box ? widthAtPointer(event.clientX, box.left, box.width) : width;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    onCommit(clampPanelWidth(width + step));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: an <hr> cannot be dragged or focused; this is the ARIA window splitter pattern
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={DEPLOY_TEXT.resizePanel}
      aria-valuemin={PANEL_WIDTH.min}
      aria-valuemax={PANEL_WIDTH.max}
      aria-valuenow={width}
      tabIndex={0}
      className="deploy-resizer"
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        dragging.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (dragging.current) onResize(at(event));
      }}
      onPointerUp={(event) => {
        if (!dragging.current) return;
        dragging.current = false;
        onCommit(at(event));
      }}
      onPointerCancel={() => {
        dragging.current = false;
        onCommit(latest.current);
      }}
    />
  );
}
