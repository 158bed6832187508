import { describe, expect, it } from 'vitest';
import { cropView } from './crop.ts';

const picture = { width: 800, height: 600 };
const fit = { width: 360, height: 140 };

describe('cropView', () => {
  it('shows the box with a little room around it, fitted and placed', () => {
    const view = cropView({ x: 100, y: 300, width: 300, height: 20 }, picture, fit);
    // 12 px of room (0.6 of the line) on each side: 324 × 44 picture pixels, scaled by 360 / 324.
    const scale = 360 / 324;
    expect(view.width).toBe(360);
    expect(view.height).toBe(Math.round(44 * scale));
    expect(view.image).toEqual({
      x: -Math.round(88 * scale),
      y: -Math.round(288 * scale),
      width: Math.round(800 * scale),
      height: Math.round(600 * scale),
    });
    expect(view.mark).toEqual({
      x: Math.round(12 * scale),
      y: Math.round(12 * scale),
      width: Math.round(300 * scale),
      height: Math.round(20 * scale),
    });
  });

  it('enlarges small text at most three times', () => {
    const view = cropView({ x: 10, y: 10, width: 60, height: 10 }, picture, fit);
    // Room 6: 72 × 22 picture pixels, ×3.
    expect(view).toMatchObject({ width: 216, height: 66, mark: { x: 18, y: 18 } });
    expect(view.image).toMatchObject({ width: 2400, height: 1800 });
  });

  it('keeps the room inside the picture at its edges', () => {
    const view = cropView({ x: 0, y: 0, width: 100, height: 20 }, picture, fit);
    // Room 12 only to the right and below: 112 × 32, ×3.
    expect(view).toMatchObject({ width: 336, height: 96, image: { x: 0, y: 0 } });
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
    // 100 × 10 of the box is in the picture; room 6 to the left and above only.
    expect(view).toMatchObject({ width: 318, height: 48 });
  });
});
