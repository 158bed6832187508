import { normalizeHandle } from '@launchdeck/protocol';
import { describeError } from '../connector-kit.ts';
import type { SourceLog } from '../source.ts';
import type { AppView } from './appview.ts';
import type { Identity } from './map-event.ts';

const SOURCE = 'bluesky';

/**
 * Watched handles → identities by DID. Resolution failures fall back to what was known before
 * (an AppView outage must not empty the subscription); profiles only add names and avatars, so
 * their failure is logged and tolerated.
 */
export class Identities {
  /** Last good identity per watched handle (lower case, without '@'). */
  private readonly known = new Map<string, Identity>();

  constructor(
    private readonly appview: AppView,
    private readonly log: SourceLog,
  ) {}

  async resolve(handles: readonly string[], signal: AbortSignal): Promise<Map<string, Identity>> {
    const wanted = new Set(handles.map(normalizeHandle).filter(Boolean));
    for (const handle of this.known.keys()) if (!wanted.has(handle)) this.known.delete(handle);
    for (const handle of wanted) {
      try {
        const did = handle.startsWith('did:')
          ? handle
          : await this.appview.resolveHandle(handle, signal);
        const before = this.known.get(handle);
        this.known.set(handle, before?.did === did ? before : { did, handle });
      } catch (err) {
        if (signal.aborted) throw err;
        this.log.warn(
          { source: SOURCE, handle, known: this.known.has(handle), err: describeError(err) },
          'bluesky: could not resolve a handle',
        );
      }
    }
    await this.addProfiles(signal);
    return new Map([...this.known.values()].map((identity) => [identity.did, identity]));
  }

  private async addProfiles(signal: AbortSignal): Promise<void> {
    if (this.known.size === 0) return;
    try {
      const profiles = await this.appview.getProfiles(
        [...this.known.values()].map((identity) => identity.did),
        signal,
      );
      const byDid = new Map(profiles.map((profile) => [profile.did, profile]));
      for (const [handle, identity] of this.known) {
        const profile = byDid.get(identity.did);
        if (!profile) continue;
        this.known.set(handle, {
          did: identity.did,
          handle: profile.handle === 'handle.invalid' ? identity.handle : profile.handle,
          name: profile.displayName,
          avatar: profile.avatar,
          verified: profile.verification?.verifiedStatus === 'valid' ? true : undefined,
        });
      }
    } catch (err) {
      if (signal.aborted) throw err;
      this.log.warn({ source: SOURCE, err: describeError(err) }, 'bluesky: profiles unavailable');
    }
  }
}
