import { KEYS, read, write } from '../../lib/storage.ts';

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

/** The panel's width for a pointer at `clientX` over a container starting at `left`, `width` wide. */
export function widthAtPointer(clientX: number, left: number, width: number): number {
  return width > 0 ? clampPanelWidth(((clientX - left) / width) * 100) : PANEL_WIDTH.fallback;
}
