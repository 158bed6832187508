import {
  DEPLOY_MODES,
  type DeployMode,
  LAUNCH_STAGES,
  type LaunchRecord,
  type LaunchStages,
  LaunchTrigger,
} from '@launchdeck/protocol';
import type { LaunchRow } from './repository.ts';

/** The row's platform, or undefined for one this version does not know. */
export const deployModeOf = (mode: string): DeployMode | undefined =>
  DEPLOY_MODES.find((known) => known === mode);

/** The stages the row's timings hold, in milliseconds since the request arrived. */
function stagesOf(timings: Record<string, number>): LaunchStages {
  const stages: LaunchStages = {};
  for (const stage of LAUNCH_STAGES) {
    const ms = timings[stage];
    if (typeof ms === 'number' && Number.isFinite(ms) && ms >= 0) stages[stage] = ms;
  }
  return stages;
}

/** The row's hotkey as the list carries it, when it reads as one (an unknown shape is left out). */
function triggerOf(stored: unknown): { trigger: LaunchTrigger } | undefined {
  const parsed = LaunchTrigger.safeParse(stored);
  return parsed.success ? { trigger: parsed.data } : undefined;
}

/**
 * A launch as My Launches and `launch_update` carry it. Empty links and a missing image are left
 * out; the source post is there when the launch came from one. Undefined for a row of a platform
 * this version does not know (none is written so; the list skips it rather than failing).
 */
export function launchRecordOf(row: LaunchRow): LaunchRecord | undefined {
  const mode = deployModeOf(row.mode);
  if (!mode) return undefined;
  return {
    id: String(row.id),
    mode,
    name: row.name,
    ticker: row.ticker,
    status: row.status,
    addresses: row.addresses,
    ...(row.error ? { error: row.error } : {}),
    stages: stagesOf(row.timings),
    buyAmount: row.buyAmount,
    multiDeploy: row.multiDeploy > 1,
    simulated: row.simulated,
    createdAt: row.createdAt.getTime(),
    ...(row.sourcePostId
      ? {
          sourcePost: {
            id: row.sourcePostId,
            handle: row.sourceAuthor ?? '',
            text: row.sourceText ?? '',
          },
        }
      : {}),
    ...(triggerOf(row.trigger) ?? {}),
    ...(row.website ? { website: row.website } : {}),
    ...(row.twitter ? { twitter: row.twitter } : {}),
    ...(row.image ? { image: row.image } : {}),
  };
}
