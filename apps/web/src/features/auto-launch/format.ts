import {
  ALERT_KINDS,
  type AlertKind,
  AUTO_LAUNCH_LIMITS,
  type AutoLaunchRule,
  AutoLaunchRuleBody,
  type AutoLaunchRuleStats,
  type DeployMode,
  type Preset,
  type StoredWallet,
  shortAddress,
} from '@launchdeck/protocol';
import type { z } from 'zod';
import { splitAccounts, splitKeywords } from '../alerts/format.ts';
import { KIND_LABELS } from '../alerts/strings.ts';
import { PLATFORM_NAMES } from '../launches/launches-text.ts';
import { BUY_UNITS, IMAGE_LABELS, AUTO_LAUNCH_TEXT as T } from './strings.ts';

export type RuleImage = z.output<typeof AutoLaunchRuleBody>['action']['image'];

/** The rule form's values as typed: numbers are the text of their fields. */
export type RuleDraft = {
  name: string;
  accounts: string;
  kinds: AlertKind[];
  hasAddress: boolean;
  keywords: string;
  memeWords: boolean;
  mode: DeployMode;
  /** The wallet's handle (`api_key`); '' when none is chosen. */
  wallet: string;
  buyAmount: string;
  image: RuleImage;
  /** The preset copied into the rule; null: none. */
  preset: Preset | null;
  perHour: string;
  perDay: string;
  spendCap: string;
  cooldownSeconds: string;
  maxPostAgeSeconds: string;
  /** The ids of the trader's alert channels told of each fire, in the order ticked. */
  channels: string[];
  testPosts: boolean;
  dryRun: boolean;
  enabled: boolean;
  code: string;
};

/** The form's fields a refusal can be about, by the body path they fill. */
export const RULE_FIELDS = [
  'name',
  'trigger.accounts',
  'trigger.kinds',
  'trigger.keywords',
  'action.mode',
  'action.wallet',
  'action.buyAmount',
  'action.image',
  'action.preset',
  'limits.perHour',
  'limits.perDay',
  'limits.spendCap',
  'limits.cooldownSeconds',
  'maxPostAgeSeconds',
  'channels',
  'code',
] as const;
export type RuleField = (typeof RULE_FIELDS)[number];
export type RuleErrors = Partial<Record<RuleField, string>>;

/** A new rule's values: one account's new posts, dry run, the protocol's default limits. */
export function blankDraft(mode: DeployMode, wallet: string): RuleDraft {
  return {
    name: '',
    accounts: '',
    kinds: ['post'],
    hasAddress: false,
    keywords: '',
    memeWords: false,
    mode,
    wallet,
    buyAmount: '',
    image: 'post',
    preset: null,
    perHour: '1',
    perDay: '3',
    spendCap: '',
    cooldownSeconds: '300',
    maxPostAgeSeconds: String(AUTO_LAUNCH_LIMITS.maxPostAgeSecondsDefault),
    channels: [],
    testPosts: false,
    dryRun: true,
    enabled: true,
    code: '',
  };
}

/** A saved rule's values in the form. */
export function draftOf(rule: AutoLaunchRule): RuleDraft {
  const { trigger, action, limits } = rule;
  return {
    name: rule.name,
    accounts: trigger.accounts.map((handle) => `@${handle}`).join(', '),
    kinds: [...trigger.kinds],
    hasAddress: trigger.hasAddress,
    keywords: trigger.keywords.join(', '),
    memeWords: trigger.memeWords,
    mode: action.mode,
    wallet: action.wallet,
    buyAmount: String(action.buyAmount),
    image: action.image,
    preset: action.preset ?? null,
    perHour: String(limits.perHour),
    perDay: String(limits.perDay),
    spendCap: limits.spendCap === undefined ? '' : String(limits.spendCap),
    cooldownSeconds: String(limits.cooldownSeconds),
    maxPostAgeSeconds: String(rule.maxPostAgeSeconds),
    channels: [...rule.channels],
    testPosts: rule.testPosts,
    dryRun: rule.dryRun,
    enabled: rule.enabled,
    code: '',
  };
}

/** A saved rule as the body that saves it again: its id, time and stats left out. */
export function ruleBody(rule: AutoLaunchRule): AutoLaunchRuleBody {
  const { id: _id, createdAt: _createdAt, stats: _stats, ...body } = rule;
  return body;
}

/** A number field's text: blank is undefined, anything else a number (NaN when it is not one). */
const numberOf = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text.trim());

/** The field an issue of the body's schema is about: its path's first one or two names. */
function fieldOf(path: readonly PropertyKey[]): RuleField | null {
  const [first, second] = path.map(String);
  const nested = first === 'trigger' || first === 'action' || first === 'limits';
  const key = nested ? `${first}.${second}` : first;
  return RULE_FIELDS.find((field) => field === key) ?? null;
}

/** A schema issue as the sentence under its field ("Must be at most 60."). */
function issueSentence(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_small' && issue.origin === 'number')
    return T.atLeast(Number(issue.minimum));
  if (issue.code === 'too_big' && issue.origin === 'number') return T.atMost(Number(issue.maximum));
  if (issue.code === 'invalid_type' && issue.expected === 'int') return T.wholeNumber;
  if (issue.code === 'invalid_type' && issue.expected === 'number') return T.enterNumber;
  return T.fieldSentence(issue.message);
}

export type CheckedRule = { body: z.output<typeof AutoLaunchRuleBody> } | { errors: RuleErrors };

/**
 * The form's values checked with the protocol's AutoLaunchRuleBody, as the server will read them
 * (handles without '@' in lower case, the code without spaces), or each field's first problem as
 * a sentence. A blank code is left out: only some changes need one, the server says which.
 */
export function checkDraft(draft: RuleDraft): CheckedRule {
  const input = {
    name: draft.name,
    trigger: {
      accounts: splitAccounts(draft.accounts),
      kinds: ALERT_KINDS.filter((kind) => draft.kinds.includes(kind)),
      hasAddress: draft.hasAddress,
      keywords: splitKeywords(draft.keywords),
      memeWords: draft.memeWords,
    },
    action: {
      mode: draft.mode,
      wallet: draft.wallet,
      buyAmount: numberOf(draft.buyAmount),
      image: draft.image,
      ...(draft.preset ? { preset: draft.preset } : {}),
    },
    limits: {
      perHour: numberOf(draft.perHour),
      perDay: numberOf(draft.perDay),
      ...(draft.spendCap.trim() === '' ? {} : { spendCap: numberOf(draft.spendCap) }),
      cooldownSeconds: numberOf(draft.cooldownSeconds),
    },
    maxPostAgeSeconds: numberOf(draft.maxPostAgeSeconds),
    channels: draft.channels,
    testPosts: draft.testPosts,
    dryRun: draft.dryRun,
    enabled: draft.enabled,
    ...(draft.code.trim() === '' ? {} : { code: draft.code }),
  };
  const result = AutoLaunchRuleBody.safeParse(input);
  const errors: RuleErrors = {};
  if (draft.wallet === '') errors['action.wallet'] = T.chooseWalletFirst;
  if (draft.buyAmount.trim() === '') errors['action.buyAmount'] = T.enterBuyAmount;
  if (result.success && Object.keys(errors).length === 0) return { body: result.data };
  for (const issue of result.success ? [] : result.error.issues) {
    const field = fieldOf(issue.path);
    if (field && errors[field] === undefined) errors[field] = issueSentence(issue);
  }
  return { errors };
}

/** The form's field a server's field key names ('limits.perHour', 'trigger.accounts.2'). */
export function fieldOfKey(key: string): RuleField | null {
  return RULE_FIELDS.find((field) => key === field || key.startsWith(`${field}.`)) ?? null;
}

const AMOUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** An amount in the platform's unit: "0.5 SOL". */
export const amountText = (amount: number, mode: DeployMode) =>
  `${AMOUNT.format(amount)} ${BUY_UNITS[mode]}`;

/** Seconds as a trader reads them: "45 s", "5 min", "2 h". */
export function secondsText(seconds: number): string {
  if (seconds >= 3600 && seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds >= 120 && seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "a, b or c" */
function anyOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

type RuleParts = Pick<AutoLaunchRule, 'trigger' | 'action' | 'limits' | 'maxPostAgeSeconds'> & {
  testPosts?: boolean;
  channels?: readonly string[];
};

/** Which posts fire it: "Posts, replies from @elonmusk · with an address · saying doge". */
export function triggerSummary(rule: RuleParts): string {
  const { trigger } = rule;
  const kinds = ALERT_KINDS.filter((kind) => trigger.kinds.includes(kind))
    .map((kind, i) => (i === 0 ? KIND_LABELS[kind] : lowerFirst(KIND_LABELS[kind])))
    .join(', ');
  const handles = trigger.accounts.map((handle) => `@${handle}`).join(', ');
  const parts = [`${kinds} ${T.summaryFrom(handles)}`];
  if (trigger.hasAddress) parts.push(T.summaryAddress);
  const words = [...trigger.keywords, ...(trigger.memeWords ? [T.summaryMemeWords] : [])];
  if (words.length > 0) parts.push(T.summaryWords(anyOf(words)));
  if (rule.testPosts) parts.push(T.summaryTestPosts);
  return parts.join(' · ');
}

/** The wallet by its handle, as a trader tells wallets apart: its address, shortened. */
export function walletName(handle: string, wallets: readonly StoredWallet[]): string {
  const wallet = wallets.find((candidate) => candidate.api_key === handle);
  return wallet ? shortAddress(wallet.address) : T.summaryNoWallet;
}

/**
 * What it launches: "on Pump, first buy 0.5 SOL, from 7xKX…sAsU · preset Coinify · image: … ·
 * tells 2 channels".
 */
export function actionSummary(rule: RuleParts, wallets: readonly StoredWallet[]): string {
  const { action } = rule;
  const parts = [
    T.summaryAction(
      PLATFORM_NAMES[action.mode],
      amountText(action.buyAmount, action.mode),
      walletName(action.wallet, wallets),
    ),
  ];
  if (action.preset) parts.push(T.summaryPreset(action.preset.name));
  parts.push(T.summaryImage(IMAGE_LABELS[action.image]));
  const told = rule.channels?.length ?? 0;
  if (told > 0) parts.push(T.summaryChannels(told));
  return parts.join(' · ');
}

/** Its limits: "1 an hour · 3 a day · spend cap 2 SOL a day · 5 min cooldown per account · …". */
export function limitsSummary(rule: RuleParts): string {
  const { limits, action } = rule;
  const parts = [T.summaryPerHour(limits.perHour), T.summaryPerDay(limits.perDay)];
  if (limits.spendCap !== undefined)
    parts.push(T.summarySpendCap(amountText(limits.spendCap, action.mode)));
  parts.push(T.summaryCooldown(secondsText(limits.cooldownSeconds)));
  parts.push(T.summaryPostAge(secondsText(rule.maxPostAgeSeconds)));
  return parts.join(' · ');
}

/**
 * What it did in the last 24 hours: "1 this hour, 2 today · spent 0.5 SOL · 1 refused"; for a
 * rule in dry run, what it would have spent (nothing was sent).
 */
export function statsSummary(stats: AutoLaunchRuleStats, mode: DeployMode, dryRun = false): string {
  const nothing =
    stats.launchesLastDay === 0 && stats.refusedLastDay === 0 && stats.spentLastDay === 0;
  if (nothing) return T.statsNone;
  return [
    T.statsLaunches(stats.launchesLastHour, stats.launchesLastDay),
    (dryRun ? T.statsWouldSpend : T.statsSpent)(amountText(stats.spentLastDay, mode)),
    T.statsRefused(stats.refusedLastDay),
  ].join(' · ');
}
