import type { DeployMode, StoredWallet } from '@launchdeck/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { samplePrefill } from '../../../../test/features/deploy/support.tsx';
import type { AppSocket } from '../../../lib/socket.ts';
import { type DeployForm, emptyForm, withPrefill } from '../form/form.ts';
import { createLaunchWarmer, PREPARE_DEBOUNCE_MS, PREPARE_RENEW_MS } from './launch-warmer.ts';
import { buildCreateTokenRequest } from './request.ts';

const wallet = (api_key: string, network: string): StoredWallet => ({
  id: api_key,
  address: network === 'bnb' ? '0xabc' : 'So1ana',
  api_key,
  network,
  created_at: '2026-11-23T00:00:00.000Z',
});
const SOL_KEY = 'wk_solana_handle_0123456789abcdef';
const BNB_KEY = 'wk_bnb_handle_0123456789abcdefgh';
const SESSION = 'sess-alice';

function formOn(mode: DeployMode): DeployForm {
  const amounts = {
    buyAmounts: { solana: '0.5', bnb: '0.2', usd1: '250' },
    fallbackAmounts: { solana: 5, bnb: 1.5, usd1: 1000 },
    gwei: '',
  };
  return withPrefill(emptyForm(mode, amounts), samplePrefill(), mode);
}

describe('createLaunchWarmer', () => {
  let emitted: Array<Record<string, unknown>>;
  let shown: boolean;
  let form: DeployForm;
  let connected: boolean;
  const socket = {
    emit: (_event: string, payload: Record<string, unknown>) => emitted.push(payload),
  };
  let warmer: ReturnType<typeof createLaunchWarmer>;
  const make = () =>
    createLaunchWarmer({
      wallets: {
        active: (chain) => (chain === 'bnb' ? wallet(BNB_KEY, 'bnb') : wallet(SOL_KEY, 'solana')),
      },
      link: () =>
        connected ? { socket: socket as unknown as AppSocket, sessionId: SESSION } : null,
      shown: () => shown,
      form: () => form,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    emitted = [];
    shown = true;
    form = formOn('pump');
    connected = true;
    warmer = make();
  });
  afterEach(() => {
    warmer.stop();
    vi.useRealTimers();
  });

  it("prepares at once when shown, with the token exactly as the click's request has it", () => {
    warmer.prepare();
    const click = buildCreateTokenRequest(form, {
      sessionId: SESSION,
      apiKey: SOL_KEY,
      requestId: 'request-1',
    });
    if (!click.ok) throw new Error(click.error);
    const { type, api_key, session_id, axiom, request_id, ...token } = click.request;
    expect(emitted).toEqual([
      { session_id: SESSION, api_key: SOL_KEY, mode: 'pump', launch: token },
    ]);
    expect(token).toMatchObject({ name: 'Frog King', buy_amount: 0.5 });
  });

  it('prepares a changed form once typing pauses for the debounce', () => {
    warmer.prepare();
    for (const name of ['Frog', 'Frog Q', 'Frog Queen']) {
      form = { ...form, name };
      warmer.prepare();
      vi.advanceTimersByTime(PREPARE_DEBOUNCE_MS - 1);
    }
    expect(emitted).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(emitted).toHaveLength(2);
    expect(emitted[1]).toMatchObject({ launch: { name: 'Frog Queen' } });
  });

  it('sends nothing when a change is undone before the debounce ends, or nothing changed', () => {
    warmer.prepare();
    form = { ...form, name: 'Frog' };
    warmer.prepare();
    form = { ...form, name: 'Frog King' };
    warmer.prepare();
    vi.advanceTimersByTime(PREPARE_DEBOUNCE_MS);
    expect(emitted).toHaveLength(1);
  });

  it('uses the wallet of the platform, and the bags split on bags', () => {
    warmer.prepare();
    form = { ...form, mode: 'bags', bags: { claimer: 'degenkaito', creatorShare: 30 } };
    warmer.prepare();
    vi.advanceTimersByTime(PREPARE_DEBOUNCE_MS);
    expect(emitted[1]).toMatchObject({
      api_key: SOL_KEY,
      mode: 'bags',
      launch: {
        bags_fee_claimer: 'degenkaito',
        bags_creator_share: 30,
        bags_fee_claimer_share: 70,
      },
    });
    form = formOn('bnb');
    warmer.prepare();
    vi.advanceTimersByTime(PREPARE_DEBOUNCE_MS);
    expect(emitted[2]).toMatchObject({ api_key: BNB_KEY, mode: 'bnb', launch: { gwei: 5 } });
  });

  it('renews an unchanged form every 15 s while shown, and again at once after a reconnect', () => {
    warmer.prepare();
    vi.advanceTimersByTime(PREPARE_RENEW_MS - 1);
    expect(emitted).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(emitted).toHaveLength(2);
    expect(emitted[1]).toEqual(emitted[0]);
    warmer.reconnected();
    expect(emitted).toHaveLength(3);
    shown = false;
    warmer.prepare();
    vi.advanceTimersByTime(PREPARE_RENEW_MS * 3);
    expect(emitted).toHaveLength(3);
  });

  it.each([
    ['would be refused', { ...formOn('bnb'), name: 'a name longer than twenty' }],
    ['has no name yet (Launch disabled)', { ...formOn('bnb'), name: '', ticker: '' }],
  ])('opens the wallet without a token when the form %s', (_case, unlaunchable) => {
    form = unlaunchable;
    warmer.prepare();
    expect(emitted).toEqual([{ session_id: SESSION, api_key: BNB_KEY, mode: 'bnb' }]);
  });

  it('says nothing while the form is hidden or the socket is down', () => {
    shown = false;
    warmer.prepare();
    vi.advanceTimersByTime(PREPARE_RENEW_MS);
    shown = true;
    connected = false;
    warmer.prepare();
    vi.advanceTimersByTime(PREPARE_RENEW_MS);
    expect(emitted).toEqual([]);
  });
});
