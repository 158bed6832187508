import type { WatchablePlatform } from '@launchdeck/protocol';
import { z } from 'zod';
import type { SourcesConfig } from '../config.ts';
import { AppView } from './bluesky/appview.ts';
import { HttpStatusError } from './connector-kit.ts';
import { TruthApi } from './truthsocial/truth-api.ts';

/**
 * What a platform says of a handle: `found` (with the name and avatar it gave), `not_found`, or
 * `unverified` when no source of that platform is configured here or the platform did not answer.
 */
export type AccountLookupResult =
  | { kind: 'found'; name?: string; avatar?: string }
  | { kind: 'not_found' }
  | { kind: 'unverified' };

/** Looks a handle up on its platform, through the source configured for it; never throws. */
export type AccountLookup = (
  platform: WatchablePlatform,
  handle: string,
) => Promise<AccountLookupResult>;

/** Per platform: whether a connector follows it here, or only the demo, or nothing. */
export type SourceStates = Record<WatchablePlatform, 'live' | 'demo' | 'off'>;

const TIMEOUT_MS = 8000;
const XUser = z.object({
  data: z.object({ name: z.string().optional(), profile_image_url: z.string().optional() }),
});

const text = (value: string | null | undefined) => value?.trim() || undefined;

/** A platform's refusal that means "no such account" (Mastodon and X 404, AT Protocol 400). */
const isMissing = (err: unknown, statuses: number[]) =>
  err instanceof HttpStatusError && statuses.includes(err.status);

/** The lookup each configured source can make; the others answer `unverified`. */
export function accountLookupFromConfig(
  config: SourcesConfig,
  options: { fetch?: typeof fetch; now?: () => number } = {},
): AccountLookup {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const common = { fetch: doFetch, now, requestTimeoutMs: TIMEOUT_MS };
  const truth = config.truthSocial && new TruthApi({ ...common, ...config.truthSocial });
  const appview = config.bluesky && new AppView({ ...common, baseUrl: config.bluesky.appviewUrl });
  const x = config.x;
  const signal = () => AbortSignal.timeout(TIMEOUT_MS);

  const lookups: Record<WatchablePlatform, (handle: string) => Promise<AccountLookupResult>> = {
    twitter: async (handle) => {
      if (!x) return { kind: 'unverified' };
      const url = `${x.baseUrl.replace(/\/+$/, '')}/2/users/by/username/${encodeURIComponent(handle)}?user.fields=name,profile_image_url`;
      const response = await doFetch(url, {
        headers: { authorization: `Bearer ${x.bearerToken}` },
        signal: signal(),
      });
      if (response.status === 404) return { kind: 'not_found' };
      if (!response.ok) return { kind: 'unverified' };
      // X answers 200 with only `errors` for a username nobody has.
      const user = XUser.safeParse(await response.json());
      if (!user.success) return { kind: 'not_found' };
      const { name, profile_image_url } = user.data.data;
      return { kind: 'found', name: text(name), avatar: text(profile_image_url) };
    },
    truthsocial: async (handle) => {
      if (!truth) return { kind: 'unverified' };
      try {
        const account = await truth.lookup(handle, signal());
        return { kind: 'found', name: text(account.display_name), avatar: text(account.avatar) };
      } catch (err) {
        if (isMissing(err, [404])) return { kind: 'not_found' };
        throw err;
      }
    },
    bluesky: async (handle) => {
      if (!appview) return { kind: 'unverified' };
      try {
        const did = handle.startsWith('did:')
          ? handle
          : await appview.resolveHandle(handle, signal());
        const [profile] = await appview.getProfiles([did], signal());
        return { kind: 'found', name: text(profile?.displayName), avatar: text(profile?.avatar) };
      } catch (err) {
        if (isMissing(err, [400, 404])) return { kind: 'not_found' };
        throw err;
      }
    },
  };
  return (platform, handle) => lookups[platform](handle).catch(() => ({ kind: 'unverified' }));
}

/** Which platforms a connector follows on this server, from the same configuration. */
export function sourceStatesFromConfig(config: SourcesConfig): SourceStates {
  const state = (on: unknown): SourceStates[WatchablePlatform] =>
    on ? 'live' : config.demo ? 'demo' : 'off';
  return {
    twitter: state(config.x),
    truthsocial: state(config.truthSocial),
    bluesky: state(config.bluesky),
  };
}
