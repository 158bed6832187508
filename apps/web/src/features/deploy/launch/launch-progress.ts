import { LAUNCH_STAGES, type LaunchProgressPayload, type LaunchStage } from '@launchdeck/protocol';

/** One stage a launch reached on the server, in ms since its request arrived there. */
export type StageTime = { stage: LaunchStage; ms: number };

/** The launch in flight (by its request_id), the stages it has reached, and whether it failed. */
export type LaunchProgress = { requestId: string; stages: StageTime[]; failed?: boolean };

export function startProgress(requestId: string): LaunchProgress {
  return { requestId, stages: [] };
}

/** The launch named by `requestId` failed: its line says so after the stages it reached. */
export function withFailure(
  progress: LaunchProgress | null,
  requestId: string | undefined,
): LaunchProgress | null {
  if (!progress || (requestId !== undefined && progress.requestId !== requestId)) return null;
  return { ...progress, failed: true };
}

/**
 * A `launch_progress` event applied to the launch it names; null when it is another launch's.
 * Each stage is kept once (the server reports a stage the first time it is reached), in the
 * order of LAUNCH_STAGES whatever order the events come in.
 */
export function withStage(
  progress: LaunchProgress | null,
  event: LaunchProgressPayload,
): LaunchProgress | null {
  if (!progress || progress.requestId !== event.request_id) return null;
  if (progress.stages.some((known) => known.stage === event.stage)) return null;
  const order = (stage: LaunchStage) => LAUNCH_STAGES.indexOf(stage);
  const stages = [...progress.stages, { stage: event.stage, ms: event.ms }].sort(
    (a, b) => order(a.stage) - order(b.stage),
  );
  return { ...progress, stages };
}

/** Sub-100 ms times with one decimal (the server's part is a few ms), longer ones whole. */
export function formatMs(ms: number): string {
  return ms < 100 ? ms.toFixed(1) : String(Math.round(ms));
}

/** 'validated 0.2 ms · prepared 0.7 ms · … · confirmed 812 ms', and '· failed' when it did. */
export function progressLine(stages: readonly StageTime[], failed = false): string {
  const reached = stages.map(({ stage, ms }) => `${stage} ${formatMs(ms)} ms`);
  return [...reached, ...(failed ? ['failed'] : [])].join(' · ');
}
