import { describe, expect, it } from 'vitest';
import { stageSteps } from './stages.ts';

describe('stageSteps', () => {
  it('lists the stages reached in order, each with its own share of the time', () => {
    expect(stageSteps({ sent: 180, validated: 0.5, confirmed: 950, signed: 42 })).toEqual([
      { stage: 'validated', at: 0.5, took: 0.5 },
      { stage: 'signed', at: 42, took: 41.5 },
      { stage: 'sent', at: 180, took: 138 },
      { stage: 'confirmed', at: 950, took: 770 },
    ]);
  });

  it('is empty for a launch refused before any stage', () => {
    expect(stageSteps({})).toEqual([]);
  });
});
