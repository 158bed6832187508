import { describe, expect, it } from 'vitest';
import { DETECTOR_MAX_PIXELS, detectorSize } from './detector-size.ts';

describe('detectorSize', () => {
  it('keeps a screenshot of up to DETECTOR_MAX_PIXELS at its own size', () => {
    expect(detectorSize(800, 320)).toEqual({ width: 800, height: 320 });
    expect(detectorSize(1024, 768)).toEqual({ width: 1024, height: 768 });
  });

  it('reduces a padded 3x phone screenshot to about DETECTOR_MAX_PIXELS, sides of 32', () => {
    const size = detectorSize(1248, 2592);
    expect(size.width % 32).toBe(0);
    expect(size.height % 32).toBe(0);
    expect(size.width * size.height).toBeLessThanOrEqual(DETECTOR_MAX_PIXELS * 1.1);
    expect(size.width / size.height).toBeCloseTo(1248 / 2592, 1);
  });

  it('never reduces a picture below half its sides', () => {
    expect(detectorSize(6400, 6400)).toEqual({ width: 3200, height: 3200 });
  });
});
