import {
  AUTO_LAUNCH_MESSAGES,
  type AutoLaunchLimits,
  type AutoLaunchRuleStats,
} from '@launchdeck/protocol';

/** One fire a rule took: when (epoch ms), its first buy (the platform's unit), from which account. */
export type RecentFire = { at: number; amount: number; account: string };

const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** Float sums of buys (0.1 + 0.2) are compared with this much slack. */
const SPEND_EPSILON = 1e-9;

/**
 * Issue 53: why a rule may not fire now, or undefined when it may. `recent` is the rule's fires
 * (any age; only the last 24 hours count); `amount` the first buy the fire would spend; `account`
 * the post's author (handle, compared case-insensitively). Checked in this order, the first
 * failing one answered: launches in the last hour (< `perHour`), in the last 24 hours
 * (< `perDay`), the rule's spend in the last 24 hours plus `amount` (≤ `spendCap`, when set), and
 * the cooldown (no fire from `account` in the last `cooldownSeconds`). Sliding windows, by `now`.
 */
export function limitRefusal(
  limits: AutoLaunchLimits,
  recent: readonly RecentFire[],
  now: number,
  amount: number,
  account: string,
): string | undefined {
  const lastDay = recent.filter((fire) => fire.at > now - DAY_MS);
  if (lastDay.filter((fire) => fire.at > now - HOUR_MS).length >= limits.perHour)
    return AUTO_LAUNCH_MESSAGES.perHour(limits.perHour);
  if (lastDay.length >= limits.perDay) return AUTO_LAUNCH_MESSAGES.perDay(limits.perDay);
  if (limits.spendCap !== undefined) {
    const spent = lastDay.reduce((sum, fire) => sum + fire.amount, 0);
    if (spent + amount > limits.spendCap + SPEND_EPSILON)
      return AUTO_LAUNCH_MESSAGES.spendCap(limits.spendCap);
  }
  if (limits.cooldownSeconds > 0) {
    const who = account.toLowerCase();
    const since = now - limits.cooldownSeconds * 1000;
    if (lastDay.some((fire) => fire.account.toLowerCase() === who && fire.at > since))
      return AUTO_LAUNCH_MESSAGES.cooldown(account, limits.cooldownSeconds);
  }
  return undefined;
}

/** The fires kept after `fire` is taken: the last 24 hours', then it. */
export function recentAfter(recent: readonly RecentFire[], fire: RecentFire): RecentFire[] {
  return [...recent.filter((kept) => kept.at > fire.at - DAY_MS), fire];
}

/** A rule's fires of the last hour and day, as its list shows them. */
export function statsOf(
  recent: readonly RecentFire[],
  now: number,
  refusedLastDay: number,
  lastFiredAt: number | undefined,
): AutoLaunchRuleStats {
  const lastDay = recent.filter((fire) => fire.at > now - DAY_MS);
  return {
    launchesLastHour: lastDay.filter((fire) => fire.at > now - HOUR_MS).length,
    launchesLastDay: lastDay.length,
    spentLastDay: Math.round(lastDay.reduce((sum, fire) => sum + fire.amount, 0) * 1e9) / 1e9,
    refusedLastDay,
    ...(lastFiredAt === undefined ? {} : { lastFiredAt }),
  };
}
