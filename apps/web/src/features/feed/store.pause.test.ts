import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { posts, range, setup } from '../../../test/features/feed/support.ts';

const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, second)).toISOString();

describe('feed store: pause on hover (FC §4)', () => {
  it('queues new posts while paused and counts them', () => {
    const { feed, socket, ids, queued, state, newPosts } = setup();
    socket.receive('initialTweets', posts(3));
    feed.pause();
    expect(state().paused).toBe(true);
    socket.receive('tweet', makePost({ id: 'q1' }));
    socket.receive('external_message', makePost({ id: 'q2', type: 'external_message' }));
    const follow = makePost({ id: 'q3', type: 'following_update' });
    socket.receive('following_update', {
      user: { handle: 'tester' },
      following: { handle: 'goblin' },
      post: follow,
      seq: follow.seq,
    });
    feed.addSiteMessage(makePost({ id: 'chat_1', isSiteMessage: true, platform: 'site', seq: 0 }));
    expect(ids()).toEqual(range(2, 0));
    expect(queued()).toEqual(['chat_1', 'q3', 'q2', 'q1']);
    expect(newPosts).toEqual(['q1', 'q2', 'q3', 'chat_1']);
  });

  it('still applies updates and deletions to the posts shown, without moving them', () => {
    const { feed, socket, ids, state } = setup();
    socket.receive('initialTweets', posts(3));
    feed.pause();
    socket.receive('tweet_update', makePost({ id: 'p1', text: 'edited', seq: 10 }));
    const p2 = state().entries[0]?.post;
    socket.receive('tweet_deleted', { id: 'p2', tweet: { ...p2, seq: 11 }, seq: 11 });
    expect(ids()).toEqual(['deleted_p2', 'p1', 'p0']);
    expect(state().entries[1]?.post.text).toBe('edited');
    expect(state().queue).toEqual([]);
  });

  it('updates a queued post where it waits', () => {
    const { feed, socket, queued, state } = setup();
    feed.pause();
    socket.receive('tweet', makePost({ id: 'q' }));
    socket.receive('tweet_update', makePost({ id: 'q', text: 'edited' }));
    expect(queued()).toEqual(['q']);
    expect(state().queue[0]?.post.text).toBe('edited');
  });

  it('merges the queue on resume: newest first, de-duplicated, capped at 50', () => {
    const { feed, socket, ids, state } = setup();
    socket.receive(
      'initialTweets',
      Array.from({ length: 30 }, (_, i) =>
        makePost({ id: `old${i}`, createdAt: at(29 - i), seq: 30 - i }),
      ),
    );
    feed.pause();
    for (let i = 0; i < 30; i += 1) {
      socket.receive('tweet', makePost({ id: `new${i}`, createdAt: at(30 + i), seq: 100 + i }));
    }
    // The same post again, and a post whose createdAt is older than some shown ones.
    socket.receive('tweet', makePost({ id: 'new5', createdAt: at(35), seq: 200, text: 'v2' }));
    socket.receive('tweet', makePost({ id: 'late', createdAt: at(10), seq: 201 }));
    expect(state().queue).toHaveLength(31);
    feed.resume();
    const list = ids();
    expect(state().paused).toBe(false);
    expect(state().queue).toEqual([]);
    expect(list).toHaveLength(50);
    expect(new Set(list).size).toBe(50);
    // Issue 46: by arrival, so the post dated earlier than the cards shown comes first, and the
    // post sent again is where it arrived again.
    expect(list.slice(0, 4)).toEqual(['late', 'new5', 'new29', 'new28']);
    expect(list.slice(30, 32)).toEqual(['new0', 'old0']);
    expect(state().entries.find((e) => e.post.id === 'new5')?.post.text).toBe('v2');
  });

  it('orders the queue by arrival on resume, whatever the posts say their time is', () => {
    const { feed, socket, ids } = setup();
    socket.receive('initialTweets', [makePost({ id: 'shown', createdAt: at(50), seq: 3 })]);
    feed.pause();
    socket.receive('tweet', makePost({ id: 'a', createdAt: at(40), seq: 4 }));
    socket.receive('tweet', makePost({ id: 'b', createdAt: at(1), seq: 5 }));
    feed.resume();
    expect(ids()).toEqual(['b', 'a', 'shown']);
  });

  it('keeps at most 50 posts in the queue', () => {
    const { feed, socket, queued } = setup();
    feed.pause();
    for (let i = 0; i < 60; i += 1) socket.receive('tweet', makePost({ id: `q${i}` }));
    expect(queued()).toHaveLength(50);
    expect(queued()[0]).toBe('q59');
  });

  it('does not pause when pauseOnHover is off', () => {
    const { feed, socket, ids, state } = setup({ pauseOnHover: false });
    feed.pause();
    expect(state().paused).toBe(false);
    socket.receive('tweet', makePost({ id: 'live' }));
    expect(ids()).toEqual(['live']);
  });

  it('lets the queue in when pauseOnHover is turned off while paused', () => {
    const { feed, settings, socket, ids, state } = setup();
    feed.pause();
    socket.receive('tweet', makePost({ id: 'waiting' }));
    settings.update({ pauseOnHover: false });
    expect(state().paused).toBe(false);
    expect(ids()).toEqual(['waiting']);
  });
});
