import type { DeployMode, StoredWallet } from '@launchdeck/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppSocket } from '../../lib/socket.ts';
import { createLaunchWarmer, PREPARE_RENEW_MS } from './launch-warmer.ts';

const wallet = (api_key: string, network: string): StoredWallet => ({
  id: api_key,
  address: network === 'bnb' ? '0xabc' : 'So1ana',
  api_key,
  network,
  created_at: '2026-11-23T00:00:00.000Z',
});

describe('createLaunchWarmer', () => {
  let emitted: unknown[];
  let shown: boolean;
  let mode: DeployMode;
  let connected: boolean;
  const socket = { emit: (_event: string, payload: unknown) => emitted.push(payload) };
  const make = () =>
    createLaunchWarmer({
      wallets: {
        active: (chain) => (chain === 'bnb' ? wallet('wk_bnb', 'bnb') : wallet('wk_sol', 'solana')),
      },
      link: () => (connected ? { socket: socket as unknown as AppSocket, sessionId: 's1' } : null),
      shown: () => shown,
      mode: () => mode,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    emitted = [];
    shown = true;
    mode = 'pump';
    connected = true;
  });
  afterEach(() => vi.useRealTimers());

  it('prepares the active wallet of the platform, once per wallet and platform', () => {
    const warmer = make();
    warmer.prepare();
    warmer.prepare();
    expect(emitted).toEqual([{ session_id: 's1', api_key: 'wk_sol', mode: 'pump' }]);
    mode = 'bnb';
    warmer.prepare();
    expect(emitted.at(-1)).toEqual({ session_id: 's1', api_key: 'wk_bnb', mode: 'bnb' });
    warmer.stop();
  });

  it('renews while the form is on screen, and again at once after a reconnect', () => {
    const warmer = make();
    warmer.prepare();
    vi.advanceTimersByTime(PREPARE_RENEW_MS);
    expect(emitted).toHaveLength(2);
    warmer.reconnected();
    expect(emitted).toHaveLength(3);
    warmer.stop();
  });

  it('says nothing while the form is hidden or the socket is down', () => {
    const warmer = make();
    shown = false;
    warmer.prepare();
    vi.advanceTimersByTime(PREPARE_RENEW_MS);
    shown = true;
    connected = false;
    warmer.prepare();
    expect(emitted).toEqual([]);
    warmer.stop();
  });
});
