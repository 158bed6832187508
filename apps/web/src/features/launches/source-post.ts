import type { LaunchSourcePost, Post } from '@launchdeck/protocol';

/**
 * The card to show for a launch's post: the feed's own copy while the feed still holds it (media,
 * links and all), else one made from what the launch kept (author, text, the launch's time).
 */
export function sourceCardPost(
  source: LaunchSourcePost,
  launchedAt: number,
  inFeed: Post | null,
): Post {
  if (inFeed) return inFeed;
  return {
    id: source.id,
    text: source.text,
    author: { handle: source.handle },
    createdAt: new Date(launchedAt).toISOString(),
    platform: 'twitter',
    contract_addresses: [],
    seq: 0,
  };
}
