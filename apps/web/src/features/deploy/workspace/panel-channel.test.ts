import { afterEach, describe, expect, it, vi } from 'vitest';
import { samplePrefill } from '../../../../test/features/deploy/support.tsx';
import { PRESENCE_GONE_AFTER_MS, PRESENCE_HEARTBEAT_MS } from '../../../lib/window-presence.ts';
import { type PanelChannel, servePanelPopout, watchPanelPopout } from './panel-channel.ts';

/** Two ends of one channel, as two windows of a browser see a BroadcastChannel. */
function channelPair(): [PanelChannel, PanelChannel] {
  const make = (): PanelChannel & { other?: PanelChannel } => ({
    onmessage: null,
    postMessage(data: unknown) {
      this.other?.onmessage?.(new MessageEvent('message', { data }));
    },
    close() {},
  });
  const a = make();
  const b = make();
  a.other = b;
  b.other = a;
  return [a, b];
}

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('pop-out panel channel', () => {
  it('knows the pop-out is open while it announces itself, and gone after it stops', () => {
    vi.useFakeTimers();
    const [popoutEnd, mainEnd] = channelPair();
    const watcher = watchPanelPopout(mainEnd);
    expect(watcher.isOpen()).toBe(false);
    const stop = servePanelPopout(() => {}, popoutEnd);
    expect(watcher.isOpen()).toBe(true);
    vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS * 3);
    expect(watcher.isOpen()).toBe(true);
    stop();
    expect(watcher.isOpen()).toBe(false);
  });

  it('takes a pop-out that stopped answering for gone', () => {
    vi.useFakeTimers();
    const [popoutEnd, mainEnd] = channelPair();
    const watcher = watchPanelPopout(mainEnd);
    popoutEnd.postMessage({ type: 'panel-alive' });
    vi.advanceTimersByTime(PRESENCE_GONE_AFTER_MS);
    expect(watcher.isOpen()).toBe(false);
  });

  it('delivers a prefill to the pop-out, and drops a malformed one', () => {
    const [popoutEnd, mainEnd] = channelPair();
    const received: unknown[] = [];
    stops.push(servePanelPopout((prefill) => received.push(prefill), popoutEnd));
    watchPanelPopout(mainEnd).send(samplePrefill());
    mainEnd.postMessage({ type: 'prefill', prefill: { tokenName: 42 } });
    expect(received).toEqual([samplePrefill()]);
  });

  it('runs a hand-over once, at the next announcement', () => {
    const [popoutEnd, mainEnd] = channelPair();
    const watcher = watchPanelPopout(mainEnd);
    const handOver = vi.fn();
    watcher.onceAlive(handOver);
    popoutEnd.postMessage({ type: 'panel-alive' });
    popoutEnd.postMessage({ type: 'panel-alive' });
    expect(handOver).toHaveBeenCalledTimes(1);
  });
});
