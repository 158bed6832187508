import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { setup } from '../../../test/features/feed/support.ts';

const by = (id: string, handle: string, seq = 1) => makePost({ id, seq, author: { handle } });

describe('feed store: a blocked account (issue 16)', () => {
  it("takes every post of the account out of the feed, whatever the handle's case or '@'", () => {
    const { socket, ids, state } = setup();
    socket.receive('initialTweets', [
      by('a', 'Spammer', 4),
      by('b', 'friend', 3),
      by('c', '@SPAMMER', 2),
      by('d', 'spammer2', 1),
    ]);
    socket.receive('account_blocked', { handle: 'spammer', seq: 9 });
    expect(ids()).toEqual(['b', 'd']);
    expect(state().lastSeq).toBe(9);
  });

  it('empties the account out of the paused queue too, so the count drops', () => {
    const { feed, socket, ids, queued } = setup();
    socket.receive('initialTweets', [by('shown', 'spammer', 2), by('kept', 'friend', 1)]);
    feed.pause();
    socket.receive('tweet', by('q1', 'spammer', 3));
    socket.receive('tweet', by('q2', 'friend', 4));
    expect(queued()).toEqual(['q2', 'q1']);
    socket.receive('account_blocked', { handle: 'spammer', seq: 5 });
    expect(queued()).toEqual(['q2']);
    expect(ids()).toEqual(['kept']);
  });

  it('takes deleted entries of the account too', () => {
    const { socket, ids, state } = setup();
    socket.receive('initialTweets', [by('gone', 'spammer', 1), by('kept', 'friend', 2)]);
    const gone = state().entries.find((e) => e.post.id === 'gone')?.post;
    socket.receive('tweet_deleted', { id: 'gone', tweet: { ...gone, seq: 3 }, seq: 3 });
    expect(ids()).toContain('deleted_gone');
    socket.receive('account_blocked', { handle: 'spammer', seq: 4 });
    expect(ids()).toEqual(['kept']);
  });

  it('leaves the list as it was when the account has no post shown', () => {
    const { feed, socket, state } = setup();
    socket.receive('initialTweets', [by('kept', 'friend', 1)]);
    const before = state().entries;
    let changes = 0;
    feed.store.subscribe((next, previous) => {
      if (next.entries !== previous.entries) changes += 1;
    });
    socket.receive('account_blocked', { handle: 'nobody', seq: 2 });
    expect(state().entries).toBe(before);
    expect(changes).toBe(0);
  });

  it('counts an unblock as seen and leaves the feed as it is', () => {
    const { socket, ids, state } = setup();
    socket.receive('initialTweets', [by('kept', 'friend', 1)]);
    const before = state().entries;
    socket.receive('account_unblocked', { handle: 'spammer', seq: 7 });
    expect(state().lastSeq).toBe(7);
    expect(state().entries).toBe(before);
    expect(ids()).toEqual(['kept']);
  });
});
