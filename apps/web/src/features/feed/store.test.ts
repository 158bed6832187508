import { LIMITS, type Post } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it, vi } from 'vitest';
import { posts, range, setup } from '../../../test/features/feed/support.ts';

describe('feed store', () => {
  describe('initial load', () => {
    it('keeps the first 80 posts after filtering', () => {
      localStorage.setItem(
        'filterSettings',
        JSON.stringify({ users: { noisy: { tweets: true } } }),
      );
      const { socket, ids } = setup();
      const list = posts(100).map((post, i) =>
        i < 10 ? { ...post, author: { handle: 'Noisy' } } : post,
      );
      socket.receive('initialTweets', list);
      expect(ids()).toEqual(range(89, 10));
    });

    it('is replaced by the initialTweets of a reconnect, queue included', () => {
      const { feed, socket, ids, queued } = setup();
      socket.receive('initialTweets', posts(3));
      feed.pause();
      socket.receive('tweet', makePost({ id: 'queued' }));
      socket.receive('initialTweets', [makePost({ id: 'fresh' })]);
      expect(ids()).toEqual(['fresh']);
      expect(queued()).toEqual([]);
    });

    it('drops a malformed post, keeps the others, and fires no new-post listener', () => {
      const { socket, ids, newPosts } = setup();
      socket.receive('initialTweets', [makePost({ id: 'ok' }), { id: 'no-author' }]);
      expect(ids()).toEqual(['ok']);
      expect(newPosts).toEqual([]);
    });

    it('ignores an initialTweets that is not a list, with a warning', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { socket, ids } = setup();
      socket.receive('initialTweets', [makePost({ id: 'kept' })]);
      socket.receive('initialTweets', { posts: [] });
      expect(ids()).toEqual(['kept']);
      expect(warn).toHaveBeenCalledOnce();
    });
  });

  describe('live posts', () => {
    it('adds new posts on top and keeps at most 50', () => {
      const { socket, ids, newPosts } = setup();
      socket.receive('initialTweets', posts(80));
      expect(ids()).toHaveLength(80);
      socket.receive('tweet', makePost({ id: 'live-1' }));
      expect(ids()).toHaveLength(50);
      expect(ids()[0]).toBe('live-1');
      for (let i = 2; i <= 60; i += 1) socket.receive('tweet', makePost({ id: `live-${i}` }));
      expect(ids()).toHaveLength(50);
      expect(ids()[0]).toBe('live-60');
      expect(newPosts).toHaveLength(60);
    });

    it('replaces a post whose id is already shown rather than duplicating it', () => {
      const { socket, ids, state, newPosts } = setup();
      socket.receive('tweet', makePost({ id: 'a', text: 'first' }));
      socket.receive('tweet', makePost({ id: 'b' }));
      socket.receive('tweet', makePost({ id: 'a', text: 'again' }));
      expect(ids()).toEqual(['a', 'b']);
      expect(state().entries[0]?.post.text).toBe('again');
      expect(newPosts).toEqual(['a', 'b']);
    });

    it('adds the post of following, profile and pinned updates', () => {
      const { socket, ids, newPosts } = setup();
      const follow = makePost({ id: 'f', type: 'following_update' });
      const profile = makePost({ id: 'pr', type: 'profile_update' });
      const pinned = makePost({ id: 'pi', type: 'pinned_update' });
      socket.receive('following_update', {
        user: { handle: 'tester' },
        following: { handle: 'goblin' },
        post: follow,
        seq: follow.seq,
      });
      socket.receive('profile_update', {
        user: { handle: 'tester' },
        before: { name: 'old' },
        post: profile,
        seq: profile.seq,
      });
      socket.receive('profile_pinned_update', {
        user: { handle: 'tester' },
        pinned: [],
        post: pinned,
        seq: pinned.seq,
      });
      expect(ids()).toEqual(['pi', 'pr', 'f']);
      expect(newPosts).toEqual(['f', 'pr', 'pi']);
    });

    it('adds an external message post', () => {
      const { socket, ids } = setup();
      socket.receive('external_message', makePost({ id: 'ext', type: 'external_message' }));
      expect(ids()).toEqual(['ext']);
    });

    it('ignores a malformed event with a warning', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { socket, ids, state } = setup();
      socket.receive('tweet', { id: 'x', text: 42 });
      socket.receive('tweet_deleted', { id: 'x' });
      socket.receive('external_message', { kind: 'CARD_UPDATE', id: 'x' });
      socket.receive('initialTweets', 'nope');
      expect(ids()).toEqual([]);
      expect(state().lastSeq).toBeUndefined();
      expect(warn).toHaveBeenCalledTimes(4);
    });

    it('filters posts on the way in, and fires no new-post listener for them', () => {
      localStorage.setItem(
        'filterSettings',
        JSON.stringify({ users: { tester: { replies: true } } }),
      );
      const { socket, ids, newPosts } = setup();
      socket.receive('tweet', makePost({ id: 'reply', isReply: true }));
      socket.receive('tweet', makePost({ id: 'post' }));
      expect(ids()).toEqual(['post']);
      expect(newPosts).toEqual(['post']);
    });
  });

  describe('updates', () => {
    it('replaces the matching post in place with a new version, or adds an unknown one', () => {
      const { socket, ids, state, newPosts } = setup();
      socket.receive('initialTweets', posts(3));
      const before = state().entries.map((entry) => entry.version);
      socket.receive('tweet_update', makePost({ id: 'p1', text: 'edited', seq: 10 }));
      expect(ids()).toEqual(['p2', 'p1', 'p0']);
      const after = state().entries;
      expect(after[1]?.post.text).toBe('edited');
      expect(after[1]?.version).toBeGreaterThan(before[1] ?? 0);
      expect([after[0]?.version, after[2]?.version]).toEqual([before[0], before[2]]);

      socket.receive('tweet_update', makePost({ id: 'unknown', seq: 11 }));
      expect(ids()).toEqual(['unknown', 'p2', 'p1', 'p0']);
      expect(newPosts).toEqual([]);
    });

    it('tells its update listeners of each update the filters let through, with the post before', () => {
      localStorage.setItem(
        'filterSettings',
        JSON.stringify({ users: { noisy: { tweets: true } } }),
      );
      const { feed, socket } = setup();
      const heard: Array<[string, string | undefined]> = [];
      feed.onPostUpdate((post, previous) => heard.push([post.text, previous?.id]));
      socket.receive('initialTweets', posts(2));
      socket.receive('tweet_update', makePost({ id: 'p1', text: 'edited', seq: 10 }));
      socket.receive('tweet_update', makePost({ id: 'new', text: 'unknown', seq: 11 }));
      socket.receive(
        'tweet_update',
        makePost({ id: 'n', text: 'hidden', author: { handle: 'noisy' }, seq: 12 }),
      );
      expect(heard).toEqual([
        ['edited', 'p1'],
        ['unknown', undefined],
      ]);
    });

    it('turns a deleted post into a deleted entry at the top', () => {
      const { socket, ids, state } = setup();
      socket.receive('initialTweets', posts(3));
      const shown = state().entries[2]?.post as Post;
      socket.receive('tweet_deleted', {
        id: 'p0',
        tweet: { ...shown, isDeleted: true, seq: 20 },
        seq: 20,
      });
      expect(ids()).toEqual(['deleted_p0', 'p2', 'p1']);
      expect(state().entries[0]?.post).toMatchObject({
        id: 'deleted_p0',
        isDeleted: true,
        type: 'deleted_tweet',
        text: shown.text,
      });
    });

    it('ignores a deletion of a post it never showed, so no live post is pushed out', () => {
      const { socket, ids } = setup();
      socket.receive('initialTweets', posts(LIMITS.liveFeedMax));
      const gone = makePost({ id: 'gone', text: 'rug incoming', seq: 100 });
      socket.receive('tweet_deleted', { id: 'gone', tweet: gone, seq: gone.seq });
      expect(ids()).toEqual(range(LIMITS.liveFeedMax - 1, 0));
    });

    it('turns a queued post into its deleted entry, and ignores a repeat deletion', () => {
      const { feed, socket, ids, queued } = setup();
      socket.receive('initialTweets', posts(2));
      feed.pause();
      const late = makePost({ id: 'late', seq: 10 });
      socket.receive('tweet', late);
      socket.receive('tweet_deleted', { id: 'late', tweet: late, seq: 11 });
      expect(queued()).toEqual(['deleted_late']);
      feed.resume();
      socket.receive('tweet_deleted', { id: 'p1', tweet: makePost({ id: 'p1' }), seq: 12 });
      expect(ids()).toEqual(['deleted_p1', 'deleted_late', 'p0']);
      socket.receive('tweet_deleted', { id: 'p1', tweet: makePost({ id: 'p1' }), seq: 13 });
      expect(ids()).toEqual(['deleted_p1', 'deleted_late', 'p0']);
    });

    it('shows no deleted entry for a filtered post', () => {
      localStorage.setItem(
        'filterSettings',
        JSON.stringify({ users: { tester: { replies: true } } }),
      );
      const { socket, ids } = setup();
      const reply = makePost({ id: 'r', isReply: true });
      socket.receive('tweet_deleted', { id: 'r', tweet: reply, seq: reply.seq });
      expect(ids()).toEqual([]);
    });
  });
});
