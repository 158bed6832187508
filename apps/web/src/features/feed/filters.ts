import {
  type ClassifiablePost,
  normalizeHandle,
  type Post,
  PostKind,
  postKindsOf,
} from '@launchdeck/protocol';
import type { AccountFilter, FilterSettings } from '../../lib/storage.ts';

/** One of the seven per-account filter flags of FC §3. */
export type FilterKind = keyof AccountFilter;

type Classified = ClassifiablePost & Pick<Post, 'author'>;

/** The filter that hides each kind; site chat and external alerts belong to no account filter. */
const FILTER_OF_KIND = {
  [PostKind.original]: 'tweets',
  [PostKind.reply]: 'replies',
  [PostKind.repost]: 'retweets',
  [PostKind.retweetedQuote]: 'retweets',
  [PostKind.quote]: 'quotes',
  [PostKind.profile]: 'profile_updates',
  [PostKind.following]: 'following_updates',
  [PostKind.pinned]: 'pinned_updates',
  [PostKind.external]: undefined,
  [PostKind.siteMessage]: undefined,
  [PostKind.deleted]: undefined,
} as const satisfies Record<PostKind, FilterKind | undefined>;

const POST_VARIANTS: ReadonlySet<PostKind> = new Set([
  PostKind.reply,
  PostKind.repost,
  PostKind.retweetedQuote,
  PostKind.quote,
]);

/**
 * The filter kinds a post belongs to, read from the shared post classifier. A deleted entry is
 * filtered as the post it was (FC §4: it is placed "unless filtered"). A post variant belongs
 * to every variant it shows, so a reply that quotes is both a reply and a quote; an original
 * post ('tweets') is none of the others.
 */
export function filterKindsOf(post: Classified): FilterKind[] {
  const kinds = postKindsOf(post).filter((kind) => kind !== PostKind.deleted);
  const kind = kinds[0] ?? PostKind.original;
  const shown = POST_VARIANTS.has(kind) ? kinds.filter((k) => POST_VARIANTS.has(k)) : [kind];
  const filters = shown.map((k) => FILTER_OF_KIND[k]).filter((f) => f !== undefined);
  return [...new Set(filters)];
}

/** FC §3: a true flag for the post's account filters that kind of post out. */
export function isFilteredOut(post: Classified, filters: FilterSettings): boolean {
  const account = filters.users[normalizeHandle(post.author.handle)];
  if (!account) return false;
  return filterKindsOf(post).some((kind) => account[kind]);
}

/** Filter settings with every handle lowercased, as FC §3 keys them (older data may not be). */
export function normalizeFilters(filters: FilterSettings): FilterSettings {
  const users: FilterSettings['users'] = {};
  for (const [handle, account] of Object.entries(filters.users)) {
    const key = normalizeHandle(handle);
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
