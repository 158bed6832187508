import { bareHandle, type Post } from '@launchdeck/protocol';

export type PlatformName = Post['platform'];

/** Badge text of each platform. */
export const PLATFORM_LABELS: Record<PlatformName, string> = {
  twitter: 'X',
  truthsocial: 'Truth Social',
  instagram: 'Instagram',
  bluesky: 'Bluesky',
  external: 'External',
  site: 'Site chat',
};

const PROFILE_URLS: Partial<Record<PlatformName, (handle: string) => string>> = {
  twitter: (h) => `https://x.com/${h}`,
  truthsocial: (h) => `https://truthsocial.com/@${h}`,
  instagram: (h) => `https://www.instagram.com/${h}/`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
};

/**
 * FC §7 outbound links: author links go to the posting platform by handle. Site chat users have
 * no platform profile; external alerts (and their @mentions) are about X accounts.
 */
export function profileUrl(platform: PlatformName, handle: string): string | null {
  const clean = bareHandle(handle);
  if (!clean || platform === 'site') return null;
  const build = PROFILE_URLS[platform] ?? PROFILE_URLS.twitter;
  return build ? build(encodeURIComponent(clean)) : null;
}

/** The post on its platform, when the source gave a link. */
export function postUrl(post: Post): string | undefined {
  return post.tweetUrl ?? post.truthSocialUrl ?? post.instagramUrl;
}
