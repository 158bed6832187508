import type { PanelSide } from '@launchdeck/protocol';
import { KEYS, read, write } from '../../../lib/storage.ts';

/** FC §9: the docked panel is 20 to 50 % of the window, 30 % by default; the feed gets the rest less 12 px. */
export const PANEL_WIDTH = { min: 20, max: 50, fallback: 30, gapPx: 12 } as const;

export function clampPanelWidth(percent: number): number {
  if (!Number.isFinite(percent)) return PANEL_WIDTH.fallback;
  const clamped = Math.min(PANEL_WIDTH.max, Math.max(PANEL_WIDTH.min, percent));
  return Math.round(clamped * 10) / 10;
}

/** FC §4: the width is stored as a percentage (persistentPanelWidth). */
export function readPanelWidth(): number {
  const stored = read(KEYS.persistentPanelWidth);
  return stored === null || stored === '' ? PANEL_WIDTH.fallback : clampPanelWidth(Number(stored));
}

export function savePanelWidth(percent: number): void {
  write(KEYS.persistentPanelWidth, String(clampPanelWidth(percent)));
}

/**
 * The panel's width for a pointer at `clientX` over a container starting at `left`, `width` wide:
 * a left panel runs from the container's left edge to the pointer, a right one from the pointer
 * to the container's right edge.
 */
export function widthAtPointer(
  clientX: number,
  left: number,
  width: number,
  side: PanelSide = 'left',
): number {
  if (width <= 0) return PANEL_WIDTH.fallback;
  const span = side === 'left' ? clientX - left : left + width - clientX;
  return clampPanelWidth((span / width) * 100);
}

/**
 * The width after an arrow key on the panel's edge: the arrow moves the edge that way, so it
 * widens a left panel to the right and a right panel to the left. Other keys leave it as it is.
 */
export function widthAfterKey(key: string, percent: number, side: PanelSide = 'left'): number {
  const toRight = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  return clampPanelWidth(percent + (side === 'left' ? toRight : -toRight));
}
