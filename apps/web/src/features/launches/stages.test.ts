import { describe, expect, it } from 'vitest';
import { stageSteps } from './stages.ts';

describe('stageSteps', () => {
  it('lists the stages reached in order, each with the time since the one before', () => {
    expect(stageSteps({ sent: 180, validated: 0.5, confirmed: 950, signed: 42 })).toEqual([
      { stage: 'validated', at: 0.5, took: 0.5 },
      { stage: 'signed', at: 42, took: 41.5 },
      { stage: 'sent', at: 180, took: 138 },
      { stage: 'confirmed', at: 950, took: 770 },
    ]);
  });

  it('orders stages that ran side by side by when they were reached', () => {
    const steps = stageSteps({ validated: 2, metadata: 18, prepared: 3, signed: 14, sent: 14 });
    expect(steps.map((step) => [step.stage, step.took])).toEqual([
      ['validated', 2],
      ['prepared', 1],
      ['signed', 11],
      ['sent', 0],
      ['metadata', 4],
    ]);
  });

  it('puts an auto-launch’s Matched first, counting from the post (issue 53)', () => {
    expect(stageSteps({ validated: 121, matched: 120, sent: 300 })).toEqual([
      { stage: 'matched', at: 120, took: 120 },
      { stage: 'validated', at: 121, took: 1 },
      { stage: 'sent', at: 300, took: 179 },
    ]);
    expect(stageSteps({ matched: 40, validated: 40 }).map((step) => step.stage)).toEqual([
      'matched',
      'validated',
    ]);
  });

  it('is empty for a launch refused before any stage', () => {
    expect(stageSteps({})).toEqual([]);
  });
});
