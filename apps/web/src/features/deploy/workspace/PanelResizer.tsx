import type { PanelSide } from '@launchdeck/protocol';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { DEPLOY_TEXT } from '../strings.ts';
import { PANEL_WIDTH, widthAfterKey, widthAtPointer } from './panel-width.ts';
import './deploy-workspace.css';

type Props = {
  width: number;
  /** The side the panel is docked on; the edge is on its other side. */
  side: PanelSide;
  /** While dragging: the width to show. */
  onResize: (percent: number) => void;
  /** At the end of a drag or a key press: the width to keep. */
  onCommit: (percent: number) => void;
};

/**
 * FC §4: the docked panel's edge, dragged to resize it (20–50 %). A focusable separator, so the
 * arrow keys resize it too; drag and arrows move the edge, whichever side the panel is on.
 */
export function PanelResizer({ width, side, onResize, onCommit }: Props) {
  const dragging = useRef(false);
  const latest = useRef(width);
  latest.current = width;

  const at = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.parentElement?.getBoundingClientRect();
    return box ? widthAtPointer(event.clientX, box.left, box.width, side) : width;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    onCommit(widthAfterKey(event.key, width, side));
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
