import { SOUND_NAMES } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { FakeAudioContext } from '../../../test/features/sounds/support.ts';
import { type OfflineContext, offlineRenderer, RENDERED_SECONDS } from './render-sound.ts';

/** An offline context: the fake's nodes, and a rendering that answers a buffer of its length. */
class FakeOfflineContext extends FakeAudioContext {
  constructor(
    readonly length: number,
    rate: number,
  ) {
    super();
    this.currentTime = 0;
    this.sampleRate = rate;
  }
  startRendering() {
    return Promise.resolve({ length: this.length, sampleRate: this.sampleRate } as AudioBuffer);
  }
}

function renderAll() {
  const made: FakeOfflineContext[] = [];
  const render = offlineRenderer((length, rate) => {
    const context = new FakeOfflineContext(length, rate);
    made.push(context);
    return context as unknown as OfflineContext;
  });
  return { render, made };
}

describe('rendering a sound', () => {
  it.each(SOUND_NAMES)('renders %s whole: every source stops inside the buffer', async (name) => {
    const { render, made } = renderAll();
    const buffer = await render(name, 48_000);
    const context = made[0] as FakeOfflineContext;
    expect(buffer.length).toBe(Math.ceil(RENDERED_SECONDS * 48_000));
    const sources = context.sources();
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source.startAt).toBeGreaterThanOrEqual(0);
      expect(source.stopAt).toBeLessThan(RENDERED_SECONDS);
    }
  });
});
