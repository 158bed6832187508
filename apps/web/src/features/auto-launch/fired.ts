import type { AutoLaunchFiredPayload, LaunchRecord } from '@launchdeck/protocol';
import { AUTO_LAUNCH_NOTICE_TEXT as T } from './notice-strings.ts';

/** How a rule's fire ended: a launch sent, a dry run, or refused (a limit, a cap, a failure). */
export type FiredOutcome = 'launched' | 'dryRun' | 'refused';

export function firedOutcome(launch: Pick<LaunchRecord, 'status'>): FiredOutcome {
  if (launch.status === 'dry_run') return 'dryRun';
  if (launch.status === 'failed') return 'refused';
  return 'launched';
}

/**
 * A fire in one sentence: "Auto-launch Elon: launched Doge King ($DOGE) from @elonmusk", "… dry
 * run: would have launched …", "Auto-launch Elon refused: ‹the server's reason›".
 */
export function firedText({
  rule,
  launch,
}: Pick<AutoLaunchFiredPayload, 'rule' | 'launch'>): string {
  const token = T.firedToken(launch.name, launch.ticker);
  const from = launch.sourcePost ? T.firedFrom(launch.sourcePost.handle) : '';
  switch (firedOutcome(launch)) {
    case 'dryRun':
      return T.firedDryRun(rule, token, from);
    case 'refused':
      return T.firedRefused(rule, launch.error ?? T.firedNoReason);
    default:
      return T.firedLaunched(rule, token, from);
  }
}
