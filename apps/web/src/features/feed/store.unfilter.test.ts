import { LIMITS, type Post } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { setup } from '../../../test/features/feed/support.ts';

const ALL_ON = {
  replies: true,
  retweets: true,
  quotes: true,
  tweets: true,
  profile_updates: true,
  pinned_updates: true,
  following_updates: true,
};

let seq = 0;
const by = (handle: string, id: string, overrides: Partial<Post> = {}) => {
  seq += 1;
  return makePost({ id, seq, author: { handle }, ...overrides });
};

/** The feed with `handles` hidden (all seven filters on), as the Filters page saves it. */
function hide(feed: { reloadFilters: () => void }, ...handles: string[]) {
  const users = Object.fromEntries(handles.map((handle) => [handle, ALL_ON]));
  localStorage.setItem('filterSettings', JSON.stringify({ users }));
  feed.reloadFilters();
}

describe('feed store: a filter turned off brings its posts back in place (FC §4)', () => {
  it('hides an account, then brings its posts back in the same positions and order', () => {
    const { feed, socket, ids } = setup({ pauseOnHover: false });
    socket.receive('initialTweets', [by('bob', 'b2'), by('alice', 'a2'), by('bob', 'b1')]);
    socket.receive('tweet', by('alice', 'a3'));
    socket.receive('tweet', by('carol', 'c1'));
    const before = ids();
    expect(before).toEqual(['c1', 'a3', 'b2', 'a2', 'b1']);

    hide(feed, 'alice');
    expect(ids()).toEqual(['c1', 'b2', 'b1']);
    hide(feed);
    expect(ids()).toEqual(before);
  });

  it('keeps what arrives while hidden, where it arrived, without a new-post alert', () => {
    const { feed, socket, ids, newPosts } = setup({ pauseOnHover: false });
    socket.receive('tweet', by('bob', 'b1'));
    hide(feed, 'alice');
    socket.receive('tweet', by('alice', 'a1'));
    socket.receive('tweet', by('bob', 'b2'));
    socket.receive('tweet', by('alice', 'a2', { isReply: true }));
    expect(ids()).toEqual(['b2', 'b1']);
    expect(newPosts).toEqual(['b1', 'b2']);

    hide(feed);
    expect(ids()).toEqual(['a2', 'b2', 'a1', 'b1']);
    expect(newPosts).toEqual(['b1', 'b2']);
  });

  it("'Unfilter all' brings back every account's posts", () => {
    const { feed, socket, ids } = setup();
    socket.receive('initialTweets', [
      by('alice', 'a1'),
      by('bob', 'b1'),
      by('carol', 'c1'),
      by('bob', 'b2'),
    ]);
    hide(feed, 'alice', 'bob');
    expect(ids()).toEqual(['c1']);
    localStorage.setItem('filterSettings', JSON.stringify({ users: {} }));
    feed.reloadFilters();
    expect(ids()).toEqual(['a1', 'b1', 'c1', 'b2']);
  });

  it('applies the updates and deletions that came while hidden to the posts it brings back', () => {
    const { feed, socket, ids, state } = setup({ pauseOnHover: false });
    socket.receive('initialTweets', [by('alice', 'a2'), by('bob', 'b1'), by('alice', 'a1')]);
    hide(feed, 'alice');
    socket.receive('tweet_update', by('alice', 'a1', { text: 'edited while hidden' }));
    socket.receive('tweet_deleted', { id: 'a2', tweet: by('alice', 'a2'), seq: 50 });
    socket.receive('external_message', {
      kind: 'CARD_UPDATE',
      id: 'a1',
      card: { url: 'https://news.example/a', title: 'Breaking' },
      seq: 51,
    });
    expect(ids()).toEqual(['b1']);

    hide(feed);
    expect(ids()).toEqual(['deleted_a2', 'b1', 'a1']);
    const a1 = state().entries.at(-1)?.post;
    expect(a1?.text).toBe('edited while hidden');
    expect(a1?.card?.title).toBe('Breaking');
  });

  it('brings back at most the live cap, newest first, and keeps at most 50 hidden posts', () => {
    const { feed, socket, ids } = setup({ pauseOnHover: false });
    hide(feed, 'alice');
    for (let i = 0; i < 40; i += 1) socket.receive('tweet', by('bob', `b${i}`));
    for (let i = 0; i < 70; i += 1) socket.receive('tweet', by('alice', `a${i}`));
    expect(ids()).toHaveLength(40);

    hide(feed);
    const back = ids();
    expect(back).toHaveLength(LIMITS.liveFeedMax);
    expect(back.slice(0, 3)).toEqual(['a69', 'a68', 'a67']);
    // The 50 newest hidden posts were kept: the older ones are gone for good.
    expect(back.at(-1)).toBe('a20');
  });

  it('keeps the initial load at 80 when a filter comes and goes before any live post', () => {
    const { feed, socket, ids } = setup();
    const load = Array.from({ length: 100 }, (_, i) => by(i % 2 ? 'alice' : 'bob', `p${i}`));
    socket.receive('initialTweets', load);
    const before = ids();
    expect(before).toHaveLength(LIMITS.initialFeedMax);
    hide(feed, 'alice');
    expect(ids()).toHaveLength(40);
    hide(feed);
    expect(ids()).toEqual(before);
  });

  it('brings back hidden posts of the pause queue into the queue', () => {
    const { feed, socket, queued, ids } = setup();
    hide(feed, 'alice');
    feed.pause();
    socket.receive('tweet', by('alice', 'qa'));
    socket.receive('tweet', by('bob', 'qb'));
    expect(queued()).toEqual(['qb']);
    hide(feed);
    expect(queued()).toEqual(['qb', 'qa']);
    feed.resume();
    expect(ids()).toEqual(['qb', 'qa']);
  });

  it('leaves the shown list as it was when only hidden posts change', () => {
    const { feed, socket, state } = setup({ pauseOnHover: false });
    socket.receive('tweet', by('bob', 'b1'));
    hide(feed, 'alice');
    const before = state().entries;
    socket.receive('tweet', by('alice', 'a1'));
    socket.receive('tweet_update', by('alice', 'a1', { text: 'again' }));
    expect(state().entries).toBe(before);
  });
});
