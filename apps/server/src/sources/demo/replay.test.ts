import { type IngestItem, type PostInput, parseIngestItem } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../../../test/sources/demo/fake-clock.ts';
import type { SourceSink } from '../source.ts';
import {
  cardUpdate,
  deletion,
  edited,
  later,
  OPENING,
  type Scene,
  scene,
} from './dataset/build.ts';
import { DEMO_SCENES } from './dataset.ts';
import { type DemoReplayOptions, DemoReplaySource } from './replay.ts';

type Sent = { at: number; items: IngestItem[] };
const isPost = (item: IngestItem): item is PostInput => 'author' in item;
const MINUTE = 60_000;

/** A replay on a fake clock with a recording sink; no burst unless a test asks for one. */
function setUp(options: DemoReplayOptions = {}, sink?: SourceSink) {
  const clock = new FakeClock();
  const sent: Sent[] = [];
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const record: SourceSink = async (items) => {
    sent.push({ at: clock.now().getTime(), items });
  };
  const replay = new DemoReplaySource({
    initialBurst: 0,
    random: seeded(1),
    now: clock.now,
    setTimer: clock.setTimer,
    clearTimer: clock.clearTimer,
    log,
    ...options,
  });
  replay.start(sink ?? record);
  const posts = () => sent.flatMap(({ at, items }) => items.filter(isPost).map((p) => ({ at, p })));
  return { clock, sent, log, replay, posts };
}

/** A small repeatable random source (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const onePost = (name: string, ...followUps: Parameters<typeof later>[]): Scene =>
  scene(
    name,
    makePostInput({ id: OPENING, text: name, createdAt: undefined }),
    ...followUps.map((args) => later(...args)),
  );

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('DemoReplaySource', () => {
  it('sends the initial burst at once, oldest first, dated within the last hour', () => {
    const scenes = ['a', 'b', 'c'].map((name) => onePost(name));
    const { sent, clock } = setUp({ scenes, initialBurst: 30 });
    expect(sent).toHaveLength(1);
    const dates = (sent[0]?.items ?? []).filter(isPost).map((p) => Date.parse(p.createdAt ?? ''));
    expect(dates).toHaveLength(30);
    expect(dates).toEqual([...dates].sort((x, y) => x - y));
    const now = clock.now().getTime();
    for (const date of dates) expect(now - date).toBeLessThanOrEqual(60 * MINUTE);
    expect(now - (dates[0] ?? now)).toBeGreaterThan(50 * MINUTE);
  });

  it('bursts the real data set as valid items, and 30 scenes by default', () => {
    const { sent } = setUp({ initialBurst: undefined, random: Math.random });
    const items = sent[0]?.items ?? [];
    for (const item of items) expect(parseIngestItem(item).success).toBe(true);
    const openings = new Set(items.filter(isPost).map((p) => p.id));
    expect(openings.size).toBeGreaterThanOrEqual(30);
  });

  it('gives every playback fresh, unique ids across passes', () => {
    const { clock, posts } = setUp({ postsPerMinute: 600 });
    clock.advance(3 * DEMO_SCENES.length * 100 + 10_000);
    const firstSends = new Map<string, PostInput>();
    for (const { p } of posts()) if (!firstSends.has(p.id)) firstSends.set(p.id, p);
    for (const id of firstSends.keys()) expect(id).toMatch(/^demo-[0-9a-z]+-[0-9a-z]+$/);
    const idsByText = new Map<string, string[]>();
    for (const p of firstSends.values()) {
      const key = `${p.author.handle}: ${p.text} ${p.type ?? ''}`;
      idsByText.set(key, [...(idsByText.get(key) ?? []), p.id]);
    }
    const replayed = [...idsByText.values()].filter((ids) => ids.length > 1);
    expect(replayed.length).toBeGreaterThan(DEMO_SCENES.length / 2);
    for (const ids of replayed) expect(new Set(ids).size).toBe(ids.length);
  });

  it('aims each follow-up at the post of its own playback while playbacks overlap', () => {
    const withCard = onePost(
      'card then delete',
      [5000, cardUpdate({ url: 'https://example.com/a' })],
      [9000, deletion()],
    );
    const withEdit = scene(
      'edit',
      makePostInput({ id: OPENING, text: 'before', createdAt: undefined }),
      later(3000, edited(makePostInput({ id: OPENING, createdAt: undefined }), { text: 'after' })),
    );
    // A scene every second, follow-ups up to 9 s later: up to nine playbacks in flight.
    const { clock, sent } = setUp({ scenes: [withCard, withEdit], postsPerMinute: 60 });
    clock.advance(2 * MINUTE);
    const firstSent = new Map<string, { at: number; text: string | undefined }>();
    let checked = 0;
    for (const { at, items } of sent) {
      for (const item of items) {
        const target = item.id === undefined ? undefined : firstSent.get(item.id);
        if (isPost(item) && !target) {
          firstSent.set(item.id, { at, text: item.text });
          continue;
        }
        const expected = isPost(item)
          ? { text: 'before', after: 3000 }
          : { text: 'card then delete', after: 'kind' in item ? 5000 : 9000 };
        expect(target?.text).toBe(expected.text);
        expect(at - (target?.at ?? 0)).toBe(expected.after);
        // An edit is marked with when it was made, its post keeping its first time.
        if (isPost(item)) expect(Date.parse(item.editedAt ?? '')).toBe(at);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('never leaves a follow-up of the real data set without its post', () => {
    const { clock, sent } = setUp({ postsPerMinute: 120, random: seeded(7) });
    clock.advance(30 * MINUTE);
    const known = new Set<string>();
    for (const item of sent.flatMap((s) => s.items)) {
      if (isPost(item)) known.add(item.id);
      else expect(known).toContain(item.id);
    }
  });

  it.each([
    [6, 10_000],
    [30, 2_000],
    [120, 500],
  ])('at %i posts a minute, starts a scene every %i ms on average', (rate, interval) => {
    const { clock, sent } = setUp({
      scenes: [onePost('tick')],
      postsPerMinute: rate,
      random: () => 0.5,
    });
    clock.advance(10 * MINUTE);
    expect(sent).toHaveLength((10 * MINUTE) / interval);
    expect(new Set(sent.slice(1).map((s, i) => s.at - (sent[i]?.at ?? 0)))).toEqual(
      new Set([interval]),
    );
  });

  it('plays the same order for the same seed and another for another seed', () => {
    const order = (seed: number) => {
      const { clock, posts } = setUp({ random: seeded(seed), postsPerMinute: 600 });
      clock.advance(MINUTE);
      return posts().map(({ p }) => `${p.author.handle}: ${p.text}`);
    };
    expect(order(42)).toEqual(order(42));
    expect(order(42)).not.toEqual(order(43));
  });

  it('stops every timer on stop() and sends nothing after', async () => {
    const { clock, sent, replay } = setUp();
    clock.advance(MINUTE);
    expect(clock.pending).toBeGreaterThan(0);
    await replay.stop();
    expect(clock.pending).toBe(0);
    const count = sent.length;
    clock.advance(10 * MINUTE);
    expect(sent).toHaveLength(count);
  });

  it('waits in stop() for the batch the sink is still storing', async () => {
    let release: () => void = () => {};
    const slow: SourceSink = () => new Promise((resolve) => (release = resolve));
    const { replay } = setUp({ initialBurst: 1 }, slow);
    let stopped = false;
    const stopping = replay.stop().then(() => (stopped = true));
    await flush();
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('keeps playing when the sink rejects or throws, and logs each refusal', async () => {
    let calls = 0;
    const failing: SourceSink = (items) => {
      calls += 1;
      if (calls % 2 === 0) throw new Error(`sink threw on ${items.length} items`);
      return Promise.reject(new Error('database unavailable'));
    };
    const { clock, log } = setUp({ initialBurst: 5 }, failing);
    clock.advance(5 * MINUTE);
    await flush();
    expect(calls).toBeGreaterThan(100);
    expect(log.warn).toHaveBeenCalledTimes(calls);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'demo replay: sink refused items',
    );
  });

  it('refuses a rate that is not a positive number', () => {
    for (const postsPerMinute of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => new DemoReplaySource({ postsPerMinute })).toThrow(
        /postsPerMinute must be a positive number/,
      );
    }
  });
});
