import { z } from 'zod';
import { DeployMode } from './deploy-settings.ts';

/**
 * Ours (issue 32, My Launches): every launch of a trader with its stages and its fate. A launch is
 * `preparing` until its transaction is sent, `sent` until the chain confirms it, then `confirmed`
 * or `failed` (a refused launch is `failed` from the start, with the reason the trader saw).
 * `dry_run` (issue 53): an auto-launch rule in dry run matched a post; nothing was sent.
 */
export const LAUNCH_STATUSES = ['preparing', 'sent', 'confirmed', 'failed', 'dry_run'] as const;
export const LaunchStatus = z.enum(LAUNCH_STATUSES);
export type LaunchStatus = z.infer<typeof LaunchStatus>;

/** Ours: why a launch left unsettled by a stopped server is listed as failed. */
export const LAUNCH_HISTORY_MESSAGES = {
  stoppedBeforeSent:
    'The server stopped before this launch was sent. Check the wallet before trying again.',
  notConfirmed:
    'The chain did not confirm this launch in time. Check the wallet before trying again.',
  notCheckable:
    'This launch could not be checked on chain after a restart. Check the wallet before trying again.',
} as const;

const stageMs = z.number().nonnegative().optional();

/** The milliseconds since the request reached the server at which each stage was reached. */
export const LaunchStages = z.object({
  /** An auto-launch (issue 53): its rule matched the post; stages count from the post's arrival. */
  matched: stageMs,
  validated: stageMs,
  metadata: stageMs,
  prepared: stageMs,
  signed: stageMs,
  sent: stageMs,
  confirmed: stageMs,
});
export type LaunchStages = z.infer<typeof LaunchStages>;

/** The post a launch was made from (the card's deploy button), as the list shows it. */
export const LaunchSourcePost = z.object({ id: z.string(), handle: z.string(), text: z.string() });
export type LaunchSourcePost = z.infer<typeof LaunchSourcePost>;

/**
 * Ours (issue 50): what set a launch off when it was not a click on Launch, Deploy or the
 * toolbar: a deploy hotkey, with the key as the trader reads it ('Ctrl+Z') and the preset it
 * launched ('Coinify'; absent for the auto-deploy key). Optional on every launch request, so
 * clients that do not send it keep working; My Launches shows it beside the source post.
 */
export const HotkeyTrigger = z.object({
  kind: z.literal('hotkey'),
  keybind: z.string().min(1).max(40),
  preset: z.string().max(64).optional(),
});
export type HotkeyTrigger = z.infer<typeof HotkeyTrigger>;

/** Ours (issue 53): an auto-launch rule fired on a post; set by the server only. */
export const RuleTrigger = z.object({
  kind: z.literal('rule'),
  ruleId: z.string().max(80),
  /** The rule's name when it fired. */
  rule: z.string().max(80),
});
export type RuleTrigger = z.infer<typeof RuleTrigger>;

/** What set a launch off, as My Launches shows it: a hotkey (sent by the browser) or a rule. */
export const LaunchTrigger = z.discriminatedUnion('kind', [HotkeyTrigger, RuleTrigger]);
export type LaunchTrigger = z.infer<typeof LaunchTrigger>;

/** One launch as the trader's list and the `launch_update` event carry it. */
export const LaunchRecord = z.object({
  /** The launch's id (digits); `before` pages with it. */
  id: z.string(),
  mode: DeployMode,
  name: z.string(),
  ticker: z.string(),
  status: LaunchStatus,
  /** The mints or contracts; several for a multi-deploy, none before the send or on a refusal. */
  addresses: z.array(z.string()),
  error: z.string().optional(),
  stages: LaunchStages,
  buyAmount: z.number(),
  multiDeploy: z.boolean(),
  simulated: z.boolean(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  sourcePost: LaunchSourcePost.optional(),
  /** The hotkey (issue 50) or the auto-launch rule (issue 53) that launched it; absent for a click. */
  trigger: LaunchTrigger.optional(),
  /** What 'Launch again' prefills the deploy form with. */
  website: z.string().optional(),
  twitter: z.string().optional(),
  image: z.string().optional(),
});
export type LaunchRecord = z.infer<typeof LaunchRecord>;

/** The trader's list of launches (ours). */
export const LAUNCHES_API_PATH = '/api/launches';

export const LAUNCH_LIST_LIMIT = { default: 50, max: 200 } as const;

/** A launch id as `before` takes it: digits only. */
const launchIdParam = z.string().regex(/^[1-9][0-9]{0,17}$/, 'must be a launch id (digits)');

/** GET /api/launches?limit=N&before=<id>&mode=&status= (newest first, the caller's own). */
export const LaunchListQuery = z.object({
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(LAUNCH_LIST_LIMIT.max, `must be at most ${LAUNCH_LIST_LIMIT.max}`)
    .default(LAUNCH_LIST_LIMIT.default),
  before: launchIdParam.optional(),
  mode: DeployMode.optional(),
  status: LaunchStatus.optional(),
});
export type LaunchListQuery = z.infer<typeof LaunchListQuery>;

/** `nextBefore` is present when older launches remain: pass it as `before` for the next page. */
export const LaunchListResponse = z.object({
  launches: z.array(LaunchRecord),
  nextBefore: z.string().optional(),
});
export type LaunchListResponse = z.infer<typeof LaunchListResponse>;

/** The admin panel's Launches tab: every trader's launches, with the trader. */
export const AdminLaunchRecord = LaunchRecord.extend({ username: z.string() });
export type AdminLaunchRecord = z.infer<typeof AdminLaunchRecord>;

/** GET /api/admin/launches: the same query as the trader's, over every trader. */
export const AdminLaunchListQuery = LaunchListQuery;
export type AdminLaunchListQuery = z.infer<typeof AdminLaunchListQuery>;

/** Launch counts over the last 24 hours, per platform and per status. */
export const LaunchCounts = z.object({
  byPlatform: z.record(DeployMode, z.number().int().nonnegative()),
  byStatus: z.record(LaunchStatus, z.number().int().nonnegative()),
  total: z.number().int().nonnegative(),
});
export type LaunchCounts = z.infer<typeof LaunchCounts>;

export const AdminLaunchListResponse = z.object({
  launches: z.array(AdminLaunchRecord),
  nextBefore: z.string().optional(),
  last24h: LaunchCounts,
});
export type AdminLaunchListResponse = z.infer<typeof AdminLaunchListResponse>;
