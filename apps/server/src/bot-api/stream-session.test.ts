import {
  BOT_STREAM_CLOSE,
  type BotFeedEvent,
  type BotStreamServerMessage,
  BotStreamServerMessage as ServerMessage,
} from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import type { TailEvent } from './feed-tail.ts';
import {
  CLOSE_REASONS,
  SESSION_LIMITS,
  STREAM_MESSAGES,
  StreamSession,
  type StreamSocket,
} from './stream-session.ts';

/** A WebSocket that keeps what is sent; its queued bytes are the test's to set. */
class FakeSocket implements StreamSocket {
  readyState = 1;
  bufferedAmount = 0;
  sent: BotStreamServerMessage[] = [];
  closedWith: { code: number; reason: string } | undefined;

  send(data: string): void {
    this.sent.push(ServerMessage.parse(JSON.parse(data)));
  }

  close(code: number, reason: string): void {
    this.closedWith = { code, reason };
    this.readyState = 2;
  }

  seqs(): number[] {
    return this.sent.flatMap((m) => ('post' in m ? [m.seq] : []));
  }
}

const event = (seq: number, overrides: Parameters<typeof makePost>[0] = {}): BotFeedEvent => ({
  type: 'post',
  seq,
  post: makePost({ seq, ...overrides }),
});
const told = (seq: number): TailEvent => {
  const e = event(seq);
  return { event: e, text: JSON.stringify(e) };
};

describe('a bot stream session', () => {
  it('keeps live events during the replay and sends each seq once, in order', async () => {
    const socket = new FakeSocket();
    const session = new StreamSession(socket);
    session.ready(10);
    // Live events overlap the replay (11–13 replayed, 12–16 heard while replaying).
    for (const seq of [12, 13, 14, 15]) session.hear(told(seq));
    await session.replay([event(11), event(12), event(13)], 13);
    session.hear(told(16));
    session.goLive();
    session.hear(told(16));
    session.hear(told(15));
    session.hear(told(17));
    expect(socket.sent[0]).toEqual({ type: 'ready', seq: 10 });
    expect(socket.seqs()).toEqual([11, 12, 13, 14, 15, 16, 17]);
  });

  it('drops live events at or below the last seq the replay read, events without posts included', async () => {
    const socket = new FakeSocket();
    const session = new StreamSession(socket);
    session.hear(told(20));
    session.hear(told(21));
    // The replay read through 20 (its last event carried no post).
    await session.replay([event(19)], 20);
    session.goLive();
    expect(socket.seqs()).toEqual([19, 21]);
  });

  it('paces the replay while too much waits to be sent', async () => {
    const socket = new FakeSocket();
    const session = new StreamSession(socket, { ...SESSION_LIMITS, replayLowWaterBytes: 100 });
    socket.bufferedAmount = 1_000;
    const replay = session.replay([event(1), event(2)], 2);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(socket.seqs()).toEqual([]);
    socket.bufferedAmount = 0;
    await replay;
    expect(socket.seqs()).toEqual([1, 2]);
  });

  it('closes a live reader that lets more than the limit wait to be sent (1013)', () => {
    const socket = new FakeSocket();
    const session = new StreamSession(socket, { ...SESSION_LIMITS, bufferedMaxBytes: 1_000 });
    session.goLive();
    session.hear(told(1));
    socket.bufferedAmount = 1_001;
    session.hear(told(2));
    session.hear(told(3));
    expect(socket.seqs()).toEqual([1, 2]);
    expect(socket.closedWith).toEqual({
      code: BOT_STREAM_CLOSE.tryAgainLater,
      reason: CLOSE_REASONS.tooSlow,
    });
  });

  it('closes a reader whose replay falls too far behind the live feed (1013)', () => {
    const socket = new FakeSocket();
    const session = new StreamSession(socket, { ...SESSION_LIMITS, pendingMax: 2 });
    for (const seq of [1, 2, 3]) session.hear(told(seq));
    expect(socket.closedWith?.code).toBe(BOT_STREAM_CLOSE.tryAgainLater);
  });

  it('applies a filter to what follows its answer, and clears it with {}', () => {
    const socket = new FakeSocket();
    const session = new StreamSession(socket);
    session.ready(0);
    session.goLive();
    session.receive(JSON.stringify({ type: 'subscribe', filter: { accounts: ['Alice'] } }), false);
    expect(socket.sent.at(-1)).toEqual({
      type: 'subscribed',
      filter: {
        accounts: ['alice'],
        kinds: expect.arrayContaining(['post', 'delete']),
        hasAddress: false,
        keywords: [],
      },
    });
    const by = (seq: number, handle: string) => {
      const e = event(seq, { author: { handle, name: handle } });
      session.hear({ event: e, text: JSON.stringify(e) });
    };
    by(1, 'bob');
    by(2, 'ALICE');
    session.receive(JSON.stringify({ type: 'subscribe', filter: {} }), false);
    by(3, 'bob');
    expect(socket.seqs()).toEqual([2, 3]);
  });

  it('answers bad messages with an error and closes past 20 in a minute (1008)', () => {
    const socket = new FakeSocket();
    let now = 0;
    const session = new StreamSession(socket, SESSION_LIMITS, () => now);
    session.ready(0);
    socket.sent = [];
    session.receive(Buffer.from([1, 2, 3]), true);
    session.receive('[1', false);
    session.receive('{"type":"nope"}', false);
    session.receive('null', false);
    session.receive('x'.repeat(SESSION_LIMITS.messageMaxBytes + 1), false);
    session.receive('{"type":"subscribe"}', false);
    expect(socket.sent.map((m) => (m.type === 'error' ? m.error : m.type))).toEqual([
      STREAM_MESSAGES.notText,
      STREAM_MESSAGES.notJson,
      STREAM_MESSAGES.unknownType,
      STREAM_MESSAGES.unknownType,
      STREAM_MESSAGES.tooLarge,
      expect.stringMatching(/^filter/),
    ]);
    // The minute passes: the six errors no longer count.
    now = 60_000;
    for (let n = 0; n < 20; n += 1) session.receive('?', false);
    expect(socket.closedWith).toBeUndefined();
    session.receive('?', false);
    expect(socket.closedWith).toEqual({
      code: BOT_STREAM_CLOSE.policyViolation,
      reason: CLOSE_REASONS.tooManyErrors,
    });
    // Nothing is sent once closing.
    const count = socket.sent.length;
    session.receive('{"type":"ping"}', false);
    expect(socket.sent.length).toBe(count);
  });

  it('answers ping with pong', () => {
    const socket = new FakeSocket();
    const session = new StreamSession(socket);
    session.ready(0);
    session.receive('{"type":"ping"}', false);
    expect(socket.sent).toEqual([{ type: 'ready', seq: 0 }, { type: 'pong' }]);
  });

  it('answers what the bot sent before ready right after it, so an early filter holds for the replay', async () => {
    const socket = new FakeSocket();
    const session = new StreamSession(socket);
    session.receive('{"type":"ping"}', false);
    session.receive(JSON.stringify({ type: 'subscribe', filter: { accounts: ['alice'] } }), false);
    expect(socket.sent).toEqual([]);
    session.ready(5);
    await session.replay(
      [
        event(6, { author: { handle: 'bob', name: 'b' } }),
        event(7, { author: { handle: 'alice', name: 'a' } }),
      ],
      7,
    );
    expect(socket.sent.map((m) => m.type)).toEqual(['ready', 'pong', 'subscribed', 'post']);
    expect(socket.seqs()).toEqual([7]);
  });

  it('closes a stream sent more than 20 messages before ready (1008)', () => {
    const socket = new FakeSocket();
    const session = new StreamSession(socket);
    for (let n = 0; n <= SESSION_LIMITS.errorsPerMinute; n += 1)
      session.receive('{"type":"ping"}', false);
    expect(socket.closedWith).toEqual({
      code: BOT_STREAM_CLOSE.policyViolation,
      reason: CLOSE_REASONS.tooManyEarly,
    });
  });

  it('keeps its close reasons within RFC 6455’s 123 bytes', () => {
    for (const reason of Object.values(CLOSE_REASONS)) {
      expect(Buffer.byteLength(reason), reason).toBeLessThanOrEqual(123);
    }
  });
});
