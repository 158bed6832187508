import { describe, expect, it } from 'vitest';
import type { SourcesConfig } from '../config.ts';
import { accountLookupFromConfig, sourceStatesFromConfig } from './account-lookup.ts';

const none: SourcesConfig = {
  demo: undefined,
  x: undefined,
  truthSocial: undefined,
  bluesky: undefined,
};
const all: SourcesConfig = {
  demo: undefined,
  x: { bearerToken: 't', baseUrl: 'http://x.test', ruleMaxLength: 512 },
  truthSocial: { baseUrl: 'http://truth.test', token: undefined, pollMs: 1000 },
  bluesky: { jetstreamUrl: 'ws://jet.test', appviewUrl: 'http://bsky.test' },
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Plays the three platforms: `known` handles exist, everything else is missing. */
function platforms(known: string[]): typeof fetch {
  return (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    const asked =
      url.searchParams.get('acct') ??
      url.searchParams.get('handle') ??
      decodeURIComponent(url.pathname.split('/').pop() ?? '');
    if (url.host === 'bsky.test' && url.pathname.endsWith('getProfiles')) {
      return json({
        profiles: [{ did: 'did:plc:abc', handle: 'a.bsky.social', displayName: 'A' }],
      });
    }
    if (!known.includes(asked)) {
      if (url.host === 'x.test') return json({ errors: [{ title: 'Not Found Error' }] });
      return json({ error: 'not found' }, url.host === 'bsky.test' ? 400 : 404);
    }
    if (url.host === 'x.test')
      return json({ data: { name: 'Exy', profile_image_url: 'https://i/x.png' } });
    if (url.host === 'truth.test') {
      return json({
        id: '1',
        username: asked,
        acct: asked,
        display_name: 'Tru',
        avatar: 'https://i/t.png',
      });
    }
    return json({ did: 'did:plc:abc' });
  }) as typeof fetch;
}

describe('accountLookupFromConfig', () => {
  it('answers unverified for every platform without a source', async () => {
    const lookup = accountLookupFromConfig(none, { fetch: platforms(['anyone']) });
    for (const platform of ['twitter', 'truthsocial', 'bluesky'] as const) {
      expect(await lookup(platform, 'anyone')).toEqual({ kind: 'unverified' });
    }
  });

  it.each([
    ['twitter', 'exy', { kind: 'found', name: 'Exy', avatar: 'https://i/x.png' }],
    ['truthsocial', 'tru', { kind: 'found', name: 'Tru', avatar: 'https://i/t.png' }],
    ['bluesky', 'a.bsky.social', { kind: 'found', name: 'A', avatar: undefined }],
    ['twitter', 'ghost', { kind: 'not_found' }],
    ['truthsocial', 'ghost', { kind: 'not_found' }],
    ['bluesky', 'ghost.bsky.social', { kind: 'not_found' }],
  ] as const)('looks up %s @%s through its source', async (platform, handle, result) => {
    const lookup = accountLookupFromConfig(all, {
      fetch: platforms(['exy', 'tru', 'a.bsky.social']),
    });
    expect(await lookup(platform, handle)).toEqual(result);
  });

  it('answers unverified when the platform fails', async () => {
    const down = (async () => json({ error: 'down' }, 503)) as unknown as typeof fetch;
    const lookup = accountLookupFromConfig(all, { fetch: down });
    expect(await lookup('truthsocial', 'tru')).toEqual({ kind: 'unverified' });
    expect(await lookup('twitter', 'exy')).toEqual({ kind: 'unverified' });
  });
});

describe('sourceStatesFromConfig', () => {
  it('says live where a connector runs, demo where only the demo does, off elsewhere', () => {
    expect(sourceStatesFromConfig({ ...none, demo: { postsPerMinute: 1 }, x: all.x })).toEqual({
      twitter: 'live',
      truthsocial: 'demo',
      bluesky: 'demo',
    });
    expect(sourceStatesFromConfig(none)).toEqual({
      twitter: 'off',
      truthsocial: 'off',
      bluesky: 'off',
    });
  });
});
