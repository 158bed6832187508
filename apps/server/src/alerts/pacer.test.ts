import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Pacer } from './pacer.ts';

describe('Pacer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Runs the turns at once and records the (fake) time each one came at. */
  async function turns(pacer: Pacer, keys: string[][], gapMs: number, maxWaitMs = Infinity) {
    const came: { index: number; at: number; ok: boolean }[] = [];
    const all = keys.map((steps, index) =>
      pacer
        .turn(
          steps.map((key) => ({ key, gapMs })),
          maxWaitMs,
        )
        .then((turn) => came.push({ index, at: Date.now(), ok: turn.ok })),
    );
    await vi.runAllTimersAsync();
    await Promise.all(all);
    return came;
  }

  it('gives one key its turns gapMs apart, in the order asked', async () => {
    const came = await turns(new Pacer(), [['a'], ['a'], ['a']], 1000);
    expect(came).toEqual([
      { index: 0, at: 0, ok: true },
      { index: 1, at: 1000, ok: true },
      { index: 2, at: 2000, ok: true },
    ]);
  });

  it('keeps keys apart: another key goes at once', async () => {
    const came = await turns(new Pacer(), [['a'], ['a'], ['b']], 1000);
    expect(came.map((c) => [c.index, c.at])).toEqual([
      [0, 0],
      [2, 0],
      [1, 1000],
    ]);
  });

  it('takes a shared key only once the first key’s turn came, so a busy key holds no one up', async () => {
    // Chat a is busy; chat b shares the bot key with it and still goes at once.
    const came = await turns(
      new Pacer(),
      [
        ['chat-a', 'bot'],
        ['chat-a', 'bot'],
        ['chat-b', 'bot'],
      ],
      1000,
    );
    const at = Object.fromEntries(came.map((c) => [c.index, c.at]));
    expect(at[0]).toBe(0);
    expect(at[2]).toBe(1000); // the bot key's gap after the first
    expect(at[1]).toBe(2000); // chat a's second turn, then the bot's next
  });

  it('counts a key’s gap from when the whole turn came, a later key’s wait included', async () => {
    const pacer = new Pacer();
    pacer.hold('bot', 500);
    const came = await turns(pacer, [['group', 'bot']], 3000);
    expect(came[0]?.at).toBe(500);
    expect(pacer.waitFor('group')).toBe(3000);
  });

  it('holds a key until a given time, and never brings a turn forward', async () => {
    const pacer = new Pacer();
    pacer.hold('a', 5000);
    pacer.hold('a', 3000);
    expect(pacer.waitFor('a')).toBe(5000);
    const came = await turns(pacer, [['a']], 0);
    expect(came[0]?.at).toBe(5000);
  });

  it('refuses a turn further off than maxWaitMs, takes nothing, and says when', async () => {
    const pacer = new Pacer();
    pacer.hold('a', 8000);
    const turn = await pacer.turn([{ key: 'a', gapMs: 1000 }], 5000);
    expect(turn).toEqual({ ok: false, retryInMs: 8000 });
    expect(pacer.waitFor('a')).toBe(8000);
  });
});
