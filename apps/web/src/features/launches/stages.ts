import { LAUNCH_STAGES, type LaunchStage, type LaunchStages } from '@launchdeck/protocol';

/** One stage reached: when (ms since the request arrived) and how long after the one before. */
export type StageStep = { stage: LaunchStage; at: number; took: number };

/**
 * The stages a launch reached, in the order it reached them (some run side by side: the metadata
 * upload can finish after the transaction is signed), each with the time since the one before.
 * An auto-launch's `matched` (issue 53), its rule matching the post, always comes first.
 */
export function stageSteps(stages: LaunchStages): StageStep[] {
  const reached = LAUNCH_STAGES.flatMap((stage) => {
    const at = stages[stage];
    return at === undefined ? [] : [{ stage, at }];
  }).sort((a, b) => Number(b.stage === 'matched') - Number(a.stage === 'matched') || a.at - b.at);
  return reached.map((step, index) => ({
    ...step,
    took: step.at - (reached[index - 1]?.at ?? 0),
  }));
}
