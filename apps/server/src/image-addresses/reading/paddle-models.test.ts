import { describe, expect, it } from 'vitest';
import { inputPlanes, RECOGNISER_INPUT, textMask } from './paddle-models.ts';

describe('inputPlanes', () => {
  // Two RGBA pixels: pure red, then white.
  const picture = {
    data: new Uint8Array([255, 0, 0, 255, 255, 255, 255, 255]),
    width: 2,
    height: 1,
  };

  it('feeds the recogniser the planes B, G, R in -1..1, as PaddleOCR trained it', () => {
    expect([...inputPlanes(picture, RECOGNISER_INPUT)]).toEqual([-1, 1, -1, 1, 1, 1]);
  });

  it('applies each plane its own mean and deviation', () => {
    const planes = inputPlanes(picture, { mean: [0.5, 0, 0.25], std: [1, 0.5, 0.25] });
    expect([...planes].map((v) => Number(v.toFixed(4)))).toEqual([-0.5, 0.5, 0, 2, 3, 3]);
  });
});

describe('textMask', () => {
  it('marks the pixels the detector finds text in white, the rest black, all opaque', () => {
    const mask = textMask(new Float32Array([0.9, 0.01, 0.03, 0.031]), 4);
    expect([...mask]).toEqual([255, 255, 255, 255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255, 255]);
  });
});
