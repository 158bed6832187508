import { describe, expect, it } from 'vitest';
import { profileUrl } from './platform.ts';

describe('profileUrl', () => {
  it.each([
    ['twitter', 'degenkaito', 'https://x.com/degenkaito'],
    ['truthsocial', 'senatorhaldane', 'https://truthsocial.com/@senatorhaldane'],
    ['instagram', 'sienna.vale', 'https://www.instagram.com/sienna.vale/'],
    ['bluesky', 'tomas.bsky.social', 'https://bsky.app/profile/tomas.bsky.social'],
    ['external', 'launchradar', 'https://x.com/launchradar'],
    ['twitter', '@withat', 'https://x.com/withat'],
    ['twitter', 'a/b?c', 'https://x.com/a%2Fb%3Fc'],
  ] as const)('links %s handle %s to %s', (platform, handle, url) => {
    expect(profileUrl(platform, handle)).toBe(url);
  });

  it('has no profile for site chat users', () => {
    expect(profileUrl('site', 'alice')).toBeNull();
  });
});
