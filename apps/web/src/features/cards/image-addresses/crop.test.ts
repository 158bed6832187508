import { describe, expect, it } from 'vitest';
import { cropView } from './crop.ts';

const picture = { width: 800, height: 600 };
const fit = { width: 360, height: 140 };

describe('cropView', () => {
  it('shows the box with a little room around it, fitted and placed', () => {
    const view = cropView({ x: 100, y: 300, width: 300, height: 20 }, picture, fit);
    // 16 px of room (0.8 of the line) on each side: 332 × 52 picture pixels, scaled by 360 / 332.
    const scale = 360 / 332;
    expect(view.width).toBe(360);
    expect(view.height).toBe(Math.round(52 * scale));
    expect(view.image).toEqual({
      x: -Math.round(84 * scale),
      y: -Math.round(284 * scale),
      width: Math.round(800 * scale),
      height: Math.round(600 * scale),
    });
    expect(view.mark).toEqual({
      x: Math.round(16 * scale),
      y: Math.round(16 * scale),
      width: Math.round(300 * scale),
      height: Math.round(20 * scale),
    });
  });

  it('enlarges small text at most three times', () => {
    const view = cropView({ x: 10, y: 10, width: 60, height: 10 }, picture, fit);
    // Room 8: 76 × 26 picture pixels, ×3.
    expect(view).toMatchObject({ width: 228, height: 78, mark: { x: 24, y: 24 } });
    expect(view.image).toMatchObject({ width: 2400, height: 1800 });
  });

  it('keeps the room inside the picture at its edges', () => {
    const view = cropView({ x: 0, y: 0, width: 100, height: 20 }, picture, fit);
    // Room 16 only to the right and below: 116 × 36, ×3.
    expect(view).toMatchObject({ width: 348, height: 108, image: { x: 0, y: 0 } });
    expect(view.mark).toMatchObject({ x: 0, y: 0, width: 300, height: 60 });
  });

  it.each([
    ['no box', undefined],
    ['a box outside the picture', { x: 900, y: 700, width: 50, height: 10 }],
  ])('shows the whole picture, fitted, for %s', (_, box) => {
    const view = cropView(box, picture, fit);
    const scale = 140 / 600;
    expect(view).toEqual({
      width: Math.round(800 * scale),
      height: 140,
      image: { x: 0, y: 0, width: Math.round(800 * scale), height: 140 },
      mark: null,
    });
  });

  it('cuts a box that runs past the edge to the picture', () => {
    const view = cropView({ x: 700, y: 590, width: 300, height: 30 }, picture, fit);
    expect(view.mark).not.toBeNull();
    expect(view.width).toBeGreaterThan(0);
    // 100 × 10 of the box is in the picture; room 8 to the left and above only: 108 × 18, ×3.
    expect(view).toMatchObject({ width: 324, height: 54 });
  });
});
