import type { FeedEvent, Post } from '@launchdeck/protocol';

/**
 * The post a stored event carries, as it read after the event; undefined for the updates that
 * name their post only by id (a late video or link card) and for account_blocked and
 * account_unblocked, which name an account.
 */
export function postOfEvent(event: FeedEvent): Post | undefined {
  switch (event.event) {
    case 'tweet':
    case 'tweet_update':
      return event.payload;
    case 'tweet_deleted':
      return event.payload.tweet;
    case 'following_update':
    case 'profile_update':
    case 'profile_pinned_update':
      return event.payload.post;
    case 'external_message':
      return 'author' in event.payload ? event.payload : undefined;
    case 'account_blocked':
    case 'account_unblocked':
      return undefined;
  }
}
