import { z } from 'zod';
import { HttpStatusError, rateLimitResetAt } from '../connector-kit.ts';
import { Profile } from './payload.ts';

/** app.bsky.actor.getProfiles takes at most 25 actors a call. */
const PROFILES_PER_CALL = 25;

export type AppViewOptions = {
  baseUrl: string;
  fetch: typeof fetch;
  now: () => number;
  requestTimeoutMs: number;
};

const ResolveHandleOutput = z.object({ did: z.string().startsWith('did:') });
const GetProfilesOutput = z.object({ profiles: z.array(z.unknown()) });

/** The public AppView XRPC calls the connector needs, one method each. */
export class AppView {
  constructor(private readonly options: AppViewOptions) {}

  /** com.atproto.identity.resolveHandle: handle → DID. */
  async resolveHandle(handle: string, signal: AbortSignal): Promise<string> {
    const query = new URLSearchParams({ handle });
    const body = await this.get(`com.atproto.identity.resolveHandle?${query}`, signal);
    return ResolveHandleOutput.parse(body).did;
  }

  /** app.bsky.actor.getProfiles, in calls of 25; profiles of an odd shape are left out. */
  async getProfiles(dids: string[], signal: AbortSignal): Promise<Profile[]> {
    const profiles: Profile[] = [];
    for (let i = 0; i < dids.length; i += PROFILES_PER_CALL) {
      const query = new URLSearchParams();
      for (const did of dids.slice(i, i + PROFILES_PER_CALL)) query.append('actors', did);
      const body = await this.get(`app.bsky.actor.getProfiles?${query}`, signal);
      for (const raw of GetProfilesOutput.parse(body).profiles) {
        const profile = Profile.safeParse(raw);
        if (profile.success) profiles.push(profile.data);
      }
    }
    return profiles;
  }

  private async get(method: string, signal: AbortSignal): Promise<unknown> {
    const response = await this.options.fetch(`${this.options.baseUrl}/xrpc/${method}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.any([signal, AbortSignal.timeout(this.options.requestTimeoutMs)]),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new HttpStatusError(
        response.status,
        `GET /xrpc/${method.split('?')[0]}`,
        rateLimitResetAt(response.headers, this.options.now()),
      );
    }
    return response.json();
  }
}
