import { describe, expect, it } from 'vitest';
import { Arrival, createArrivals } from './arrivals.ts';

const onScreen = { paused: false, onScreen: true };

describe('createArrivals', () => {
  it.each([
    ['a live post on screen', onScreen, 10, Arrival.live],
    ['a live post queued while paused', { paused: true, onScreen: true }, 10, Arrival.held],
    [
      'a live post while the feed is not on screen',
      { paused: false, onScreen: false },
      10,
      Arrival.unseen,
    ],
    ['a replayed post (seq ≤ throughSeq)', onScreen, 5, Arrival.replayed],
    ['a replayed post queued while paused', { paused: true, onScreen: true }, 5, Arrival.replayed],
  ])('%s', (_name, scene, seq, expected) => {
    const arrivals = createArrivals();
    arrivals.replayedThrough(5);
    arrivals.arrived({ id: 'p', seq }, scene);
    expect(arrivals.of('p')).toBe(expected);
  });

  it('calls any post no live event announced loaded with the feed', () => {
    expect(createArrivals().of('from-initialTweets')).toBe(Arrival.loaded);
  });

  it('keeps the first arrival of a post', () => {
    const arrivals = createArrivals();
    arrivals.arrived({ id: 'p', seq: 1 }, onScreen);
    arrivals.arrived({ id: 'p', seq: 2 }, { paused: true, onScreen: true });
    expect(arrivals.of('p')).toBe(Arrival.live);
  });

  it('takes the highest throughSeq, so posts after a replay are live again', () => {
    const arrivals = createArrivals();
    arrivals.replayedThrough(8);
    arrivals.replayedThrough(3);
    arrivals.arrived({ id: 'old', seq: 8 }, onScreen);
    arrivals.arrived({ id: 'new', seq: 9 }, onScreen);
    expect(arrivals.of('old')).toBe(Arrival.replayed);
    expect(arrivals.of('new')).toBe(Arrival.live);
  });

  it('forgets the oldest posts past 500, and everything on clear', () => {
    const arrivals = createArrivals();
    for (let n = 0; n <= 500; n++) arrivals.arrived({ id: `p${n}`, seq: n }, onScreen);
    expect(arrivals.of('p0')).toBe(Arrival.loaded);
    expect(arrivals.of('p500')).toBe(Arrival.live);
    arrivals.clear();
    expect(arrivals.of('p500')).toBe(Arrival.loaded);
  });
});
