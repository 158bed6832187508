import type { AutoLaunchRuleStored } from '@launchdeck/protocol';

/**
 * Issue 53 item 2: whether saving `next` over `before` (undefined: a new rule) needs the current
 * two-factor code. A new rule does; so does any change that lets it do more: turning it on, going
 * live (dry run off), a larger first buy, another platform, wallet or preset, more launches an
 * hour or a day, a higher or removed spend cap, a shorter cooldown, an older post age, test
 * posts on, or a wider trigger (an account, a kind or a keyword added, hasAddress dropped, meme
 * words on). Lowering a limit, pausing, renaming or turning a rule off needs no code.
 */
export function needsCode(
  before: AutoLaunchRuleStored | undefined,
  next: AutoLaunchRuleStored,
): boolean {
  if (!before) return true;
  if (next.enabled && !before.enabled) return true;
  if (!next.dryRun && before.dryRun) return true;
  const a = before.action;
  const b = next.action;
  if (b.mode !== a.mode || b.wallet !== a.wallet || b.buyAmount > a.buyAmount) return true;
  if (b.image !== a.image || JSON.stringify(b.preset) !== JSON.stringify(a.preset)) return true;
  const la = before.limits;
  const lb = next.limits;
  if (lb.perHour > la.perHour || lb.perDay > la.perDay) return true;
  if (la.spendCap !== undefined && (lb.spendCap === undefined || lb.spendCap > la.spendCap))
    return true;
  if (lb.cooldownSeconds < la.cooldownSeconds) return true;
  if (next.maxPostAgeSeconds > before.maxPostAgeSeconds) return true;
  if (next.testPosts && !before.testPosts) return true;
  const ta = before.trigger;
  const tb = next.trigger;
  const added = (from: readonly string[], to: readonly string[]) =>
    to.some((value) => !from.includes(value));
  if (added(ta.accounts, tb.accounts) || added(ta.kinds, tb.kinds)) return true;
  // Keywords narrow a rule: any keyword added to a rule that had none, or one added beside others.
  if (added(ta.keywords, tb.keywords)) return true;
  if (ta.keywords.length > 0 && tb.keywords.length === 0 && !tb.memeWords) return true;
  if (ta.hasAddress && !tb.hasAddress) return true;
  if (tb.memeWords && !ta.memeWords) return true;
  return false;
}
