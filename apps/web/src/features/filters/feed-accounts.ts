import type { WatchedAccount } from '@launchdeck/protocol';
import { useMemo, useRef } from 'react';
import { useFeedEntries } from '../feed/index.ts';
import { accountKey } from './rules.ts';

/** An author seen in the feed, shaped like a watched account so one list takes both. */
export type SeenAccount = Pick<WatchedAccount, 'handle' | 'name' | 'avatar'>;

/**
 * Issue 50: the authors of the posts in the trader's feed (site chat lines aside), newest first.
 * An author stays listed while the page is open, so an account hidden with its switches does not
 * jump away under the trader's pointer.
 */
export function useFeedAccounts(): readonly SeenAccount[] {
  const entries = useFeedEntries();
  const seen = useRef(new Map<string, SeenAccount>());
  return useMemo(() => {
    for (const { post } of entries) {
      const key = accountKey(post.author.handle);
      if (!key || post.platform === 'site' || seen.current.has(key)) continue;
      const { handle, name, avatar } = post.author;
      seen.current.set(key, { handle, name: name ?? null, avatar: avatar ?? null });
    }
    return [...seen.current.values()];
  }, [entries]);
}
