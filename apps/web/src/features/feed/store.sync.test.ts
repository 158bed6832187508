import { type Post, PROTOCOL_VERSION } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { setup } from '../../../test/features/feed/support.ts';

const VIDEO = 'https://videos.example/clip.mp4';
const CARD = { url: 'https://news.example/a', title: 'Breaking' };

/** A handshake `auth` as the socket.io client calls it. */
function handshake(socket: unknown): unknown {
  const { auth } = socket as { auth: (send: (data: object) => void) => void };
  let sent: unknown;
  auth((data) => {
    sent = data;
  });
  return sent;
}

describe('feed store: late updates, reconnects, filters, logout', () => {
  it('attaches a video to the latest matching photo-site post among the 15 newest', () => {
    const { socket, state } = setup();
    const insta = (id: string, handle: string) =>
      makePost({ id, platform: 'instagram', author: { handle } });
    socket.receive('tweet', insta('old-sienna', 'sienna'));
    socket.receive('tweet', insta('sienna-1', 'sienna'));
    socket.receive('tweet', insta('other', 'maya'));
    socket.receive('tweet', makePost({ id: 'x-post', author: { handle: 'sienna' } }));
    socket.receive('external_message', {
      kind: 'INSTAGRAM_VIDEO_UPDATE',
      videoUrl: VIDEO,
      handle: 'Sienna',
      seq: 99,
    });
    const byId = (id: string) => state().entries.find((e) => e.post.id === id)?.post;
    expect(byId('sienna-1')?.media?.videos).toEqual([{ url: VIDEO }]);
    expect(byId('old-sienna')?.media?.videos).toBeUndefined();
    expect(byId('x-post')?.media?.videos).toBeUndefined();
  });

  it('attaches a political-site video by id', () => {
    const { socket, state } = setup();
    socket.receive('tweet', makePost({ id: 'rally', platform: 'truthsocial' }));
    socket.receive('tweet', makePost({ id: 'later', platform: 'truthsocial' }));
    socket.receive('external_message', {
      kind: 'TRUTHSOCIAL_VIDEO_UPDATE',
      videoUrl: VIDEO,
      id: 'rally',
      seq: 99,
    });
    expect(state().entries.map((e) => e.post.media?.videos?.length ?? 0)).toEqual([0, 1]);
  });

  it('looks no further than the 15 newest posts for video and card updates', () => {
    const { socket, state } = setup();
    socket.receive('tweet', makePost({ id: 'target', platform: 'instagram' }));
    for (let i = 0; i < 15; i += 1) socket.receive('tweet', makePost({ id: `filler${i}` }));
    socket.receive('external_message', {
      kind: 'INSTAGRAM_VIDEO_UPDATE',
      videoUrl: VIDEO,
      id: 'target',
      seq: 98,
    });
    socket.receive('external_message', { kind: 'CARD_UPDATE', id: 'target', card: CARD, seq: 99 });
    const target = state().entries.at(-1)?.post;
    expect(target?.id).toBe('target');
    expect(target?.media?.videos).toBeUndefined();
    expect(target?.card).toBeUndefined();
    expect(state().lastSeq).toBe(99);
  });

  it('attaches a card to the post with the same id, as a new version', () => {
    const { socket, state } = setup();
    socket.receive('tweet', makePost({ id: 'news' }));
    socket.receive('tweet', makePost({ id: 'next' }));
    const before = state().entries[1]?.version ?? 0;
    socket.receive('external_message', { kind: 'CARD_UPDATE', id: 'news', card: CARD, seq: 99 });
    expect(state().entries[1]?.post.card).toEqual(CARD);
    expect(state().entries[1]?.version).toBeGreaterThan(before);
  });

  it('tracks the highest seq and sends it with the session on reconnect', () => {
    const { socket, state } = setup();
    expect(handshake(socket)).toEqual({ protocolVersion: PROTOCOL_VERSION, sessionId: 'sess-1' });
    socket.receive('initialTweets', [makePost({ seq: 40 }), makePost({ seq: 38 })]);
    expect(state().lastSeq).toBe(40);
    socket.receive('tweet', makePost({ seq: 45 }));
    socket.receive('tweet_update', makePost({ seq: 43 }));
    const deleted = makePost({ id: 'd' });
    socket.receive('tweet_deleted', { id: 'd', tweet: deleted, seq: 47 });
    expect(state().lastSeq).toBe(47);
    expect(handshake(socket)).toEqual({
      protocolVersion: PROTOCOL_VERSION,
      sessionId: 'sess-1',
      lastSeq: 47,
    });
  });

  it('does not count site messages as feed positions', () => {
    const { feed, state } = setup();
    feed.addSiteMessage(makePost({ id: 'chat_1', isSiteMessage: true, platform: 'site', seq: 0 }));
    expect(state().entries.map((e) => e.post.id)).toEqual(['chat_1']);
    expect(state().lastSeq).toBeUndefined();
  });

  it('keeps site messages under the live cap of 50', () => {
    const { feed, socket, state } = setup();
    socket.receive(
      'initialTweets',
      Array.from({ length: 60 }, () => makePost()),
    );
    const chat = (i: number): Post =>
      makePost({ id: `chat_${i}`, isSiteMessage: true, platform: 'site', seq: 0 });
    for (let i = 0; i < 5; i += 1) feed.addSiteMessage(chat(i));
    expect(state().entries).toHaveLength(50);
    expect(state().entries[0]?.post.id).toBe('chat_4');
  });

  it('re-reads the filters on request and on a storage event, hiding filtered posts', () => {
    const { feed, socket, state } = setup();
    socket.receive('tweet', makePost({ id: 'a', author: { handle: 'alice' } }));
    socket.receive('tweet', makePost({ id: 'b', author: { handle: 'bob' } }));
    localStorage.setItem('filterSettings', JSON.stringify({ users: { alice: { tweets: true } } }));
    feed.reloadFilters();
    expect(state().entries.map((e) => e.post.id)).toEqual(['b']);

    localStorage.setItem('filterSettings', JSON.stringify({ users: { bob: { tweets: true } } }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'filterSettings' }));
    socket.receive('tweet', makePost({ id: 'c', author: { handle: 'bob' } }));
    socket.receive('tweet', makePost({ id: 'd', author: { handle: 'alice' } }));
    // Alice's filter went: her post 'a' is back where it was.
    expect(state().entries.map((e) => e.post.id)).toEqual(['d', 'a']);
  });

  it('empties the feed on logout and starts the next session afresh', async () => {
    const { feed, session, sockets, socket, state } = setup();
    socket.receive('initialTweets', [makePost({ seq: 40 })]);
    feed.pause();
    await session.logOut();
    expect(state()).toEqual({ entries: [], queue: [], paused: false, lastSeq: undefined });
    session.logIn({ sessionId: 'sess-2', username: 'alice', isAdmin: false });
    expect(handshake(sockets.latest())).toEqual({
      protocolVersion: PROTOCOL_VERSION,
      sessionId: 'sess-2',
    });
  });

  it('keeps the feed when the session expires (the modal asks for a reload)', () => {
    const { socket, state } = setup();
    socket.receive('initialTweets', [makePost()]);
    socket.receive('auth_error', { message: 'Session expired or invalid' });
    expect(state().entries).toHaveLength(1);
  });
});
