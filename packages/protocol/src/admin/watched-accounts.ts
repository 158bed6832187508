import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { POST_LIMITS } from '../post.ts';
import { bareHandle } from '../rules/handles.ts';
import { PLATFORM_HANDLES } from '../rules/post-identifiers.ts';

/**
 * Issue 50: the admin's Watched Accounts tab. The platforms a source can follow (X, Truth Social,
 * Bluesky); a handle is held to its platform's rule (PLATFORM_HANDLES) before anything is stored.
 */
export const WATCHABLE_PLATFORMS = ['twitter', 'truthsocial', 'bluesky'] as const;
export const WatchablePlatform = z.enum(WATCHABLE_PLATFORMS, {
  error: 'Platform must be X, Truth Social or Bluesky',
});
export type WatchablePlatform = z.infer<typeof WatchablePlatform>;

/** How a person names each platform. */
export const WATCHABLE_PLATFORM_NAMES: Readonly<Record<WatchablePlatform, string>> = {
  twitter: 'X',
  truthsocial: 'Truth Social',
  bluesky: 'Bluesky',
};

/** Ours: the sentences the admin reads after an add or a remove (the server's answers). */
export const WATCHED_ACCOUNTS_TEXT = {
  added: (handle: string, platform: WatchablePlatform) =>
    `Now watching @${handle} on ${WATCHABLE_PLATFORM_NAMES[platform]}`,
  addedNotVerified: (handle: string, platform: WatchablePlatform) =>
    `Added @${handle} on ${WATCHABLE_PLATFORM_NAMES[platform]}, not verified: no source here can look it up`,
  notFound: (handle: string, platform: WatchablePlatform) =>
    `@${handle} was not found on ${WATCHABLE_PLATFORM_NAMES[platform]}`,
  alreadyWatched: (handle: string) => `@${handle} is already watched`,
  removed: (handle: string) => `Stopped watching @${handle}`,
  notWatched: (handle: string) => `@${handle} is not watched`,
} as const;

/** What a platform's rule says of a handle, as a sentence ('Handle must be an X handle: …'). */
export function watchedHandleProblem(
  handle: string,
  platform: WatchablePlatform,
): string | undefined {
  const rule = PLATFORM_HANDLES[platform];
  return rule.pattern.test(bareHandle(handle)) ? undefined : `Handle ${rule.message}`;
}

/** A handle as typed: '@'s and spaces around it dropped, its case kept for the platform's lookup. */
const TypedHandle = z
  .string({ error: MESSAGES.handleRequired })
  .transform(bareHandle)
  .pipe(
    z
      .string()
      .min(1, MESSAGES.handleRequired)
      .max(POST_LIMITS.handleMax, `Handle must be at most ${POST_LIMITS.handleMax} characters`),
  );

/** POST /api/admin/watched-accounts */
export const AddWatchedAccountRequestBody = z
  .object({ platform: WatchablePlatform, handle: TypedHandle })
  .superRefine((body, ctx) => {
    const problem = watchedHandleProblem(body.handle, body.platform);
    if (problem) ctx.addIssue({ code: 'custom', path: ['handle'], message: problem });
  });
export type AddWatchedAccountRequestBody = z.infer<typeof AddWatchedAccountRequestBody>;

/** Its answer: the sentence, and whether a source looked the account up and found it. */
export const AddWatchedAccountResponseBody = z.object({
  message: z.string(),
  verified: z.boolean(),
});
export type AddWatchedAccountResponseBody = z.infer<typeof AddWatchedAccountResponseBody>;

/** DELETE /api/admin/watched-accounts/:handle, the handle as stored (lowercase, no '@'). */
export const WatchedHandleParam = z
  .string()
  .transform((value) => bareHandle(value).toLowerCase())
  .pipe(
    z
      .string()
      .min(1, MESSAGES.handleRequired)
      .max(POST_LIMITS.handleMax)
      .regex(/^[a-z0-9_.:@-]+$/, MESSAGES.handleInvalid),
  );

/** One watched account; `lastPostAt` is its newest post in the feed log (epoch ms), or null. */
export const AdminWatchedAccount = z.object({
  platform: z.string().max(32),
  handle: z.string().max(POST_LIMITS.handleMax),
  name: z.string().max(200).nullable(),
  avatar: z.string().max(2048).nullable(),
  lastPostAt: z.number().int().nullable(),
});
export type AdminWatchedAccount = z.infer<typeof AdminWatchedAccount>;

/**
 * A platform's source as this server runs it: `live` (its connector is configured), `demo` (only
 * the demo replay, which plays its own fictional accounts), `off` (posts come only through
 * ingest). `lastPostAt`: the newest post from the platform in the feed log (epoch ms), or null.
 */
export const WatchedSourceHealth = z.object({
  platform: WatchablePlatform,
  state: z.enum(['live', 'demo', 'off']),
  lastPostAt: z.number().int().nullable(),
});
export type WatchedSourceHealth = z.infer<typeof WatchedSourceHealth>;

/** GET /api/admin/watched-accounts: the accounts by platform then handle, and each source. */
export const AdminWatchedAccountsResponseBody = z.object({
  accounts: z.array(AdminWatchedAccount).max(10_000),
  sources: z.array(WatchedSourceHealth),
});
export type AdminWatchedAccountsResponseBody = z.infer<typeof AdminWatchedAccountsResponseBody>;
