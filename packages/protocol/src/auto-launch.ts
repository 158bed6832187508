import { z } from 'zod';
import { TwoFactorCode } from './account-security.ts';
import { ALERT_LIMITS, AlertId, AlertKindSchema, RuleAccount, RuleKeyword } from './alerts.ts';
import { DEPLOY_LIMITS } from './deploy.ts';
import { DeployMode } from './deploy-settings.ts';
import { LaunchRecord } from './launches.ts';
import { Keybind, PRESET_MODES, Preset, PresetImageType, TickerMode } from './presets.ts';
import { WalletHandle } from './wallet.ts';

/**
 * Issue 53: rules that launch on their own. A trader's auto-launch rule names which posts fire it
 * (the alert rule's trigger: accounts, kinds, an address, keywords) and what it launches (a
 * platform, a wallet, a first buy, the name and ticker from the post as a card's Deploy fills
 * them, an image), within limits (launches an hour and a day, a spend cap of its own beside the
 * wallet's, a cooldown per account). Every call needs `x-session-id` and answers a refusal as
 * `{ error }` with a 4xx status. Creating, enabling or raising a rule needs two-factor login on
 * and its current code (`code`).
 */
export const AUTO_LAUNCH_PATHS = {
  /** GET: the trader's rules and the feature's state; POST AutoLaunchRuleBody: a new rule. */
  rules: '/api/auto-launch-rules',
  /** PUT AutoLaunchRuleBody: the rule replaced; DELETE: the rule removed. */
  rule: '/api/auto-launch-rules/:id',
  /** GET: whether the trader's rules may fire and why not (AutoLaunchState). */
  state: '/api/auto-launch',
  /** POST: every rule of the trader stops firing, on every node, until resumed. */
  pause: '/api/auto-launch/pause',
  /** POST: the trader's rules fire again. */
  resume: '/api/auto-launch/resume',
  /** Admin. GET: AutoLaunchAdminSettings; PUT AutoLaunchAdminSettings: on or off for everyone. */
  admin: '/api/admin/auto-launch',
  /** Admin. PUT AutoLaunchUserAccessBody: the feature on or off for one trader. */
  adminUser: '/api/admin/users/:username/auto-launch',
} as const;

export const AUTO_LAUNCH_LIMITS = {
  nameMax: 60,
  rulesMax: 10,
  perHourMax: 60,
  perDayMax: 500,
  cooldownSecondsMax: 86_400,
  /** The oldest a post may be when it reaches us (its platform time) and still fire a rule, s. */
  maxPostAgeSecondsMax: 3_600,
  maxPostAgeSecondsDefault: 60,
} as const;

export const AUTO_LAUNCH_MESSAGES = {
  notFound: 'No such auto-launch rule.',
  rulesFull: `You have ${AUTO_LAUNCH_LIMITS.rulesMax} auto-launch rules already; delete one to add another.`,
  twoFactorOff:
    'Auto-launch rules need two-factor login. Turn it on in Settings → Account security first.',
  codeNeeded:
    'Enter your two-factor code: it is needed to create a rule, turn one on, or raise what it may spend.',
  offForEveryone: 'The administrator has turned auto-launch off.',
  offForYou: 'The administrator has turned auto-launch off for your account.',
  notYourWallet: 'That wallet is not one of yours.',
  notYourChannel: (id: string) => `The channel ${id} is not one of yours.`,
  wrongWalletChain: (mode: string) => `That wallet cannot launch on ${mode}.`,
  perHour: (n: number) =>
    `The rule's limit of ${n} launch${n === 1 ? '' : 'es'} an hour is reached.`,
  perDay: (n: number) => `The rule's limit of ${n} launch${n === 1 ? '' : 'es'} a day is reached.`,
  spendCap: (cap: number) => `The rule's spend cap of ${cap} a day would be passed.`,
  cooldown: (handle: string, seconds: number) =>
    `The rule launched from @${handle} less than ${seconds} s ago (its cooldown).`,
  noName: 'The post gave no token name to launch with.',
  paused: 'Auto-launch is paused.',
  ruleChanged: 'The rule was changed as this post arrived; it did not fire.',
  busy: 'The rule fired from several places at once; this post was not launched.',
  dryRun: 'Dry run: this post matched the rule; nothing was sent.',
  tooFast: 'Too many auto-launch changes. Please wait a minute and try again.',
} as const;

const Id = z.string().regex(/^al_[A-Za-z0-9_-]{8,64}$/, 'must be an id this server gave');
/**
 * Which posts fire a rule: the alert rule's matcher (rules/alert-match.ts matchesAlertRule) on a
 * new post. Only new posts fire (never an edit, a deletion or a post seen again).
 */
export const AutoLaunchTrigger = z.object({
  /** Handles (without '@', any case); at least one: a rule that launches from every account is refused. */
  accounts: z
    .array(RuleAccount)
    .min(1, 'must name at least one account')
    .max(ALERT_LIMITS.accountsMax),
  /** Which kinds of post fire it; a new original post when absent. */
  kinds: z.array(AlertKindSchema).min(1, 'must name at least one kind').max(9).default(['post']),
  hasAddress: z.boolean().default(false),
  keywords: z.array(RuleKeyword).max(ALERT_LIMITS.keywordsMax).default([]),
  memeWords: z.boolean().default(false),
});
export type AutoLaunchTrigger = z.output<typeof AutoLaunchTrigger>;

/** Where the token's image comes from: the post's first picture (else a letter), or drawn. */
export const AUTO_LAUNCH_IMAGES = ['post', 'letter', 'ascii'] as const;

/**
 * What a rule launches: a card's Deploy on the post (its name, its $TICKER or one made from the
 * name, its link as twitter, its first link as website), with this platform, wallet and first
 * buy; a `preset` (the trader's, copied when the rule is saved) shapes the name, ticker and
 * image as its hotkey would.
 */
export const AutoLaunchAction = z.object({
  mode: DeployMode,
  /** The wallet's handle (its `api_key`), one of the trader's, of the platform's chain. */
  wallet: WalletHandle,
  /** The first buy, in the platform's unit (SOL, BNB, thousands of USD1). */
  buyAmount: z.number().min(0).max(DEPLOY_LIMITS.buyAmountMax),
  image: z.enum(AUTO_LAUNCH_IMAGES).default('post'),
  preset: Preset.optional(),
});
export type AutoLaunchAction = z.output<typeof AutoLaunchAction>;

/** How much a rule may do; every fire past one is refused and recorded with its reason. */
export const AutoLaunchLimits = z.object({
  perHour: z.number().int().min(1).max(AUTO_LAUNCH_LIMITS.perHourMax).default(1),
  perDay: z.number().int().min(1).max(AUTO_LAUNCH_LIMITS.perDayMax).default(3),
  /** The first buys this rule may spend in 24 hours, in the platform's unit; absent: only the wallet's cap. */
  spendCap: z.number().min(0).max(1_000_000).optional(),
  /** After a launch from an account, no other from that account for this long, s. */
  cooldownSeconds: z.number().int().min(0).max(AUTO_LAUNCH_LIMITS.cooldownSecondsMax).default(300),
});
export type AutoLaunchLimits = z.output<typeof AutoLaunchLimits>;

/** POST /api/auto-launch-rules and PUT /api/auto-launch-rules/:id body. */
export const AutoLaunchRuleBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(AUTO_LAUNCH_LIMITS.nameMax, `must be at most ${AUTO_LAUNCH_LIMITS.nameMax} characters`),
  trigger: AutoLaunchTrigger,
  action: AutoLaunchAction,
  limits: AutoLaunchLimits.default({ perHour: 1, perDay: 3, cooldownSeconds: 300 }),
  /** A post older than this when it reaches us (by its platform time) never fires the rule, s. */
  maxPostAgeSeconds: z
    .number()
    .int()
    .min(1)
    .max(AUTO_LAUNCH_LIMITS.maxPostAgeSecondsMax)
    .default(AUTO_LAUNCH_LIMITS.maxPostAgeSecondsDefault),
  /**
   * The trader's alert channels (webhooks, Telegram, Discord, push; their ids) told of each fire
   * (`launch.auto`): what was launched, or why not, and the post.
   */
  channels: z.array(AlertId).max(ALERT_LIMITS.channelsMax).default([]),
  /** Fire on the administrator's test posts too (to try a rule); off by default. */
  testPosts: z.boolean().default(false),
  /** Match and record what would have launched; send nothing. On by default: a new rule is tried first. */
  dryRun: z.boolean().default(true),
  enabled: z.boolean().default(true),
  /** The current two-factor code: needed to create, enable, go live or raise a limit. */
  code: TwoFactorCode.optional(),
});
export type AutoLaunchRuleBody = z.input<typeof AutoLaunchRuleBody>;
/** A rule as stored: the body parsed, its defaults filled in, without the code. */
export type AutoLaunchRuleStored = Omit<z.output<typeof AutoLaunchRuleBody>, 'code'>;

/** What a rule has done in the last 24 hours (fires that launched or dry-ran, and refusals). */
export const AutoLaunchRuleStats = z.object({
  launchesLastHour: z.number().int().nonnegative(),
  launchesLastDay: z.number().int().nonnegative(),
  spentLastDay: z.number().nonnegative(),
  refusedLastDay: z.number().int().nonnegative(),
  /** Epoch ms of the last fire, launched, dry or refused. */
  lastFiredAt: z.number().optional(),
});
export type AutoLaunchRuleStats = z.infer<typeof AutoLaunchRuleStats>;

/** A preset as a rule keeps it (the body's Preset once parsed: every field filled in). */
export const PresetSnapshot = z.object({
  id: z.string(),
  name: z.string(),
  keybind: Keybind,
  prefix: z.string(),
  suffix: z.string(),
  mode: z.enum(PRESET_MODES),
  tickerMode: TickerMode,
  customTicker: z.string(),
  imageType: PresetImageType,
  customImage: z.string(),
  translateToChinese: z.boolean(),
});

/** A rule as answered. */
export const AutoLaunchRule = AutoLaunchRuleBody.omit({ code: true }).extend({
  trigger: AutoLaunchTrigger.extend({ accounts: z.array(z.string().max(64)) }),
  action: AutoLaunchAction.extend({ preset: PresetSnapshot.optional() }),
  id: Id,
  createdAt: z.string(),
  stats: AutoLaunchRuleStats,
});
export type AutoLaunchRule = z.output<typeof AutoLaunchRule>;

/** Why a trader's rules do not fire now, when they do not. */
export const AUTO_LAUNCH_BLOCKS = [
  'paused',
  'off-for-everyone',
  'off-for-you',
  'two-factor-off',
] as const;

/** GET /api/auto-launch, and the answer of pause and resume. */
export const AutoLaunchState = z.object({
  paused: z.boolean(),
  /** Whether the trader may use auto-launch at all (admin switches, two-factor login). */
  allowed: z.boolean(),
  /** What stops the rules now, the first that applies; absent: they fire. */
  blockedBy: z.enum(AUTO_LAUNCH_BLOCKS).optional(),
});
export type AutoLaunchState = z.infer<typeof AutoLaunchState>;

export const AutoLaunchRulesResponse = z.object({
  rules: z.array(AutoLaunchRule).max(AUTO_LAUNCH_LIMITS.rulesMax),
  state: AutoLaunchState,
});
export type AutoLaunchRulesResponse = z.infer<typeof AutoLaunchRulesResponse>;

export const AutoLaunchRuleParams = { id: Id } as const;

/** Admin: the feature for everyone. */
export const AutoLaunchAdminSettings = z.object({ enabled: z.boolean() });
export type AutoLaunchAdminSettings = z.infer<typeof AutoLaunchAdminSettings>;

/** Admin: the feature for one trader. */
export const AutoLaunchUserAccessBody = z.object({ enabled: z.boolean() });
export type AutoLaunchUserAccessBody = z.infer<typeof AutoLaunchUserAccessBody>;

/**
 * Socket event `auto_launch` to the trader's windows when a rule fired: the launch as My Launches
 * lists it (status `dry_run` for a dry run, `failed` with the reason for a refusal), for a toast.
 */
export const AutoLaunchFiredPayload = z.object({
  ruleId: Id,
  rule: z.string(),
  launch: LaunchRecord,
});
export type AutoLaunchFiredPayload = z.infer<typeof AutoLaunchFiredPayload>;

/** Socket event `auto_launch_state` to the trader's windows when pause, resume or an admin switch changed it. */
export const AutoLaunchStatePayload = AutoLaunchState;
