import { SOUND_NAMES } from '@launchdeck/protocol';
import { describe, expect, it, vi } from 'vitest';
import { FakeAudioContext, type FakeNode } from '../../../test/features/sounds/support.ts';
import { createSoundPlayer, unlockSoundOnGesture } from './player.ts';
import type { RenderSound } from './render-sound.ts';

/** A player on fake contexts; `render` renders its sounds (the browser's renderer when left out). */
function setup(render?: RenderSound) {
  const contexts: FakeAudioContext[] = [];
  const player = createSoundPlayer(() => {
    const context = new FakeAudioContext();
    contexts.push(context);
    return context.asContext();
  }, render);
  return { player, contexts };
}

/** What a sound schedules, as a comparable signature: node kinds, waveforms and frequencies. */
function signature(context: FakeAudioContext): string {
  return JSON.stringify(
    context.nodes.map((node) => [
      node.kind,
      node.type,
      node.frequency.events,
      node.frequency.value,
    ]),
  );
}

describe('sound player', () => {
  it.each(SOUND_NAMES)('schedules %s: real sources, all stopped within 1.5 s', (name) => {
    const { player, contexts } = setup();
    player.play(name, 0.6);
    const context = contexts[0] as FakeAudioContext;
    const sources = context.sources();
    expect(sources.length).toBeGreaterThan(0);
    const start = context.currentTime;
    for (const source of sources) {
      expect(source.startAt).toBeGreaterThanOrEqual(start);
      expect((source.stopAt ?? Number.POSITIVE_INFINITY) - start).toBeLessThan(1.5);
    }
    const master = context.nodes[0] as FakeNode;
    expect(master.gain.value).toBe(0.6);
    expect(master.connections).toEqual([context.destination]);
  });

  it('gives each of the ten sounds its own sound', () => {
    const signatures = SOUND_NAMES.map((name) => {
      const { player, contexts } = setup();
      player.play(name, 1);
      return signature(contexts[0] as FakeAudioContext);
    });
    expect(new Set(signatures).size).toBe(10);
  });

  it('uses one context, made on first use and resumed when suspended', () => {
    const { player, contexts } = setup();
    expect(contexts).toHaveLength(0);
    player.play('beep', 1);
    player.play('ding', 1);
    expect(contexts).toHaveLength(1);
    expect(contexts[0]?.resumeCalls).toBe(1);
  });

  it('keeps the volume between 0 and 1', () => {
    const { player, contexts } = setup();
    player.play('beep', 3);
    player.play('beep', -1);
    const masters = (contexts[0] as FakeAudioContext).nodes.filter(
      (node) => node.connections[0] === contexts[0]?.destination,
    );
    expect(masters.map((node) => node.gain.value)).toEqual([1, 0]);
  });

  it('takes a sound out of the graph once all its sources have ended', () => {
    const { player, contexts } = setup();
    player.play('ding', 1);
    const context = contexts[0] as FakeAudioContext;
    const master = context.nodes[0] as FakeNode;
    const [first, ...rest] = context.sources();
    first?.onended?.();
    expect(master.disconnected).toBe(false);
    for (const source of rest) source.onended?.();
    expect(master.disconnected).toBe(true);
  });

  it("plays a sound's later alerts from the buffer it was rendered into, rendered once", async () => {
    const buffer = { duration: 1.6 } as AudioBuffer;
    const render = vi.fn<RenderSound>(async () => buffer);
    const { player, contexts } = setup(render);
    player.play('chime', 1);
    player.play('chime', 1);
    const context = contexts[0] as FakeAudioContext;
    // Live twice while the buffer renders, and asked for once, at the context's sample rate.
    expect(context.nodes.filter((node) => node.kind === 'oscillator')).toHaveLength(6);
    expect(render.mock.calls).toEqual([['chime', context.sampleRate]]);
    await Promise.resolve();
    const before = context.nodes.length;
    player.play('chime', 0.4);
    const [master, source] = context.nodes.slice(before) as [FakeNode, FakeNode];
    expect(context.nodes.length - before).toBe(2);
    expect(master.gain.value).toBe(0.4);
    expect(master.connections).toEqual([context.destination]);
    expect(source.buffer).toBe(buffer);
    expect(source.connections).toEqual([master]);
    expect(source.startAt).toBeGreaterThan(context.currentTime);
    source.onended?.();
    expect(master.disconnected).toBe(true);
    expect(render).toHaveBeenCalledOnce();
  });

  it('keeps building a sound live when it cannot be rendered', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const render = vi.fn<RenderSound>(async () => {
      throw new Error('no offline audio');
    });
    const { player, contexts } = setup(render);
    player.play('beep', 1);
    await Promise.resolve();
    await Promise.resolve();
    player.play('beep', 1);
    const oscillators = contexts[0]?.nodes.filter((node) => node.kind === 'oscillator');
    expect(oscillators).toHaveLength(2);
    expect(render).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('stays silent without Web Audio', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const player = createSoundPlayer(() => {
      throw new Error('not allowed');
    });
    expect(() => player.play('beep', 1)).not.toThrow();
    expect(() => createSoundPlayer(() => null).play('beep', 1)).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('makes and resumes the context on the first user gesture only', () => {
    const { player, contexts } = setup();
    let unlocked = 0;
    unlockSoundOnGesture(window, player, () => {
      unlocked += 1;
    });
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    window.dispatchEvent(new Event('pointerdown'));
    expect(unlocked).toBe(1);
    expect(contexts).toHaveLength(1);
    expect(contexts[0]?.resumeCalls).toBe(1);
    expect(contexts[0]?.nodes).toEqual([]);
  });
});
