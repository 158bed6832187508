import type { Post } from '@launchdeck/protocol';
import type { AccountFilter, FilterSettings } from '../../lib/storage.ts';

/** One of the seven per-account filter flags of FC §3. */
export type FilterKind = keyof AccountFilter;

type Classified = Pick<
  Post,
  | 'type'
  | 'author'
  | 'isRetweet'
  | 'isQuote'
  | 'isReply'
  | 'isSiteMessage'
  | 'isExternal'
  | 'isProfileUpdate'
  | 'isPinnedUpdate'
  | 'isFollowingUpdate'
>;

/**
 * The filter kinds a post belongs to. A reply that quotes is both a reply and a quote; an
 * original post ('tweets') is none of the others. Site chat and external messages belong to no
 * account filter, so they are never filtered.
 */
export function filterKindsOf(post: Classified): FilterKind[] {
  if (post.isSiteMessage || post.isExternal) return [];
  if (post.type === 'external_message' || post.type === 'EXTERNAL') return [];
  if (post.isProfileUpdate || post.type === 'profile_update') return ['profile_updates'];
  if (post.isPinnedUpdate || post.type === 'pinned_update') return ['pinned_updates'];
  if (post.isFollowingUpdate || post.type === 'following_update') return ['following_updates'];
  const kinds: FilterKind[] = [];
  if (post.isRetweet) kinds.push('retweets');
  if (post.isQuote) kinds.push('quotes');
  if (post.isReply) kinds.push('replies');
  return kinds.length > 0 ? kinds : ['tweets'];
}

/** FC §3: a true flag for the post's account filters that kind of post out. */
export function isFilteredOut(post: Classified, filters: FilterSettings): boolean {
  const account = filters.users[post.author.handle.replace(/^@/, '').toLowerCase()];
  if (!account) return false;
  return filterKindsOf(post).some((kind) => account[kind]);
}

/** Filter settings with every handle lowercased, as FC §3 keys them (older data may not be). */
export function normalizeFilters(filters: FilterSettings): FilterSettings {
  const users: FilterSettings['users'] = {};
  for (const [handle, account] of Object.entries(filters.users)) {
    const key = handle.replace(/^@/, '').toLowerCase();
    const earlier = users[key];
    // "Alice" and "alice" are one account: a flag set under either spelling counts.
    users[key] = earlier
      ? (Object.fromEntries(
          Object.entries(account).map(([kind, on]) => [kind, on || earlier[kind as FilterKind]]),
        ) as AccountFilter)
      : account;
  }
  return { users };
}
