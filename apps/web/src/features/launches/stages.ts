import { LAUNCH_STAGES, type LaunchStage, type LaunchStages } from '@launchdeck/protocol';

/** One stage reached: when (ms since the request arrived) and how long it took after the last. */
export type StageStep = { stage: LaunchStage; at: number; took: number };

/** The stages a launch reached, in their order, each with its own share of the time. */
export function stageSteps(stages: LaunchStages): StageStep[] {
  const steps: StageStep[] = [];
  let previous = 0;
  for (const stage of LAUNCH_STAGES) {
    const at = stages[stage];
    if (at === undefined) continue;
    steps.push({ stage, at, took: Math.max(0, at - previous) });
    previous = Math.max(previous, at);
  }
  return steps;
}
