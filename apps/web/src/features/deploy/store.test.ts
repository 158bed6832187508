import { DEPLOY_LIMITS, DEPLOY_MESSAGES, type TokenCreateResult } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it, vi } from 'vitest';
import {
  BNB_WALLET,
  SOLANA_WALLET,
  samplePrefill,
  startDeploy,
  storeWallets,
} from '../../../test/features/deploy/support.tsx';
import { DEPLOY_TOAST_MS } from './state.ts';
import { DEPLOY_TEXT } from './strings.ts';

const MINT = '5fLWHE32UmaneufHTx43a3QwLqZKN6YQM4uqGUmipump';

const success = (overrides: Partial<TokenCreateResult> = {}): TokenCreateResult => ({
  type: 'token_create_success',
  name: 'Frog King',
  ticker: 'FROGKING',
  address: MINT,
  mode: 'pump',
  message: 'created',
  simulated: false,
  request_id: 'request-1',
  ...overrides,
});

/** Logged in, connected, a Solana and a BNB wallet, the form filled from a prefill. */
function ready(settings: Parameters<typeof startDeploy>[0] = {}) {
  storeWallets(SOLANA_WALLET, BNB_WALLET);
  const kit = startDeploy(settings);
  const socket = kit.connect();
  kit.deploy.open(samplePrefill());
  return { ...kit, socket };
}

describe('deploy store', () => {
  it('opens prefilled on the default platform and asks the form to focus the name', () => {
    const { deploy, state } = startDeploy({ defaultMode: 'bonk' });
    deploy.open(samplePrefill());
    expect(state()).toMatchObject({ open: true, focusRequest: 1 });
    expect(state().form).toMatchObject({ name: 'Frog King', ticker: 'FROGKING', mode: 'bonk' });
    expect(state().form.image).toEqual({ kind: 'image', id: state().form.images[0]?.id });
  });

  it('reads the buy amounts as last typed, else the global amounts of the settings', () => {
    localStorage.setItem('tokenBnbBuyAmount', '0.3');
    const { state } = startDeploy({ globalBuyAmount: 2, globalUsd1BuyAmount: 500 });
    expect(state().form.buyAmounts).toEqual({ solana: '2', bnb: '0.3', usd1: '500' });
    expect(state().form.fallbackAmounts).toEqual({ solana: 2, bnb: 1.5, usd1: 500 });
  });

  it("takes the active wallet's own buy amount first", () => {
    localStorage.setItem('tokenBuyAmount', '0.3');
    storeWallets({ ...SOLANA_WALLET, buyAmount: 0.75 });
    const { deploy, state } = startDeploy({ globalBuyAmount: 2 });
    deploy.open(samplePrefill());
    expect(state().form.buyAmounts.solana).toBe('0.75');
    expect(state().form.fallbackAmounts.solana).toBe(0.75);
  });

  it('saves the typed buy amount under its currency key, and the gwei', () => {
    const { deploy } = ready();
    deploy.setBuyAmount('1.25');
    deploy.setMode('usd1');
    deploy.setBuyAmount('300');
    deploy.setGwei('4');
    expect(localStorage.getItem('tokenBuyAmount')).toBe('1.25');
    expect(localStorage.getItem('tokenUsd1BuyAmount')).toBe('300');
    expect(localStorage.getItem('bnbGwei')).toBe('4');
  });

  it('sends debug_request with the active wallet, the session and a fresh id per click', () => {
    vi.useFakeTimers();
    const { deploy, emitted } = ready();
    expect(deploy.launch()).toBe(true);
    vi.advanceTimersByTime(DEPLOY_LIMITS.lockMs.pump);
    expect(deploy.launch()).toBe(true);
    const sent = emitted('debug_request') as Array<Record<string, unknown>>;
    expect(sent.map((request) => request.request_id)).toEqual(['request-1', 'request-2']);
    expect(sent[0]).toMatchObject({
      mode: 'pump',
      api_key: SOLANA_WALLET.api_key,
      session_id: 'sess-alice',
      axiom: false,
    });
  });

  it('uses the BNB wallet for bnb', () => {
    const { deploy, emitted } = ready();
    deploy.setMode('bnb');
    deploy.launch();
    expect(emitted('debug_request')[0]).toMatchObject({ mode: 'bnb', api_key: BNB_WALLET.api_key });
  });

  it.each(Object.entries(DEPLOY_LIMITS.lockMs))(
    'holds the %s deploy lock for %i ms',
    (mode, ms) => {
      vi.useFakeTimers();
      const { deploy, emitted, state } = ready();
      deploy.setMode(mode as keyof typeof DEPLOY_LIMITS.lockMs);
      deploy.launch();
      expect(state().deploying).toBe(true);
      vi.advanceTimersByTime(ms - 1);
      expect(deploy.launch()).toBe(false);
      expect(emitted('debug_request')).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(state().deploying).toBe(false);
      expect(deploy.launch()).toBe(true);
    },
  );

  it('does not launch while disconnected, and says so', () => {
    const { deploy, emitted, socket, state } = ready();
    socket.receive('disconnect', 'transport close');
    expect(deploy.launch()).toBe(false);
    expect(emitted('debug_request')).toEqual([]);
    expect(state().notice).toBe(DEPLOY_TEXT.notConnected);
  });

  it('does not launch logged out', () => {
    storeWallets(SOLANA_WALLET);
    const { deploy, state } = startDeploy();
    deploy.open(samplePrefill());
    expect(deploy.launch()).toBe(false);
    expect(state().notice).toBe(DEPLOY_MESSAGES.loginToDeploy);
  });

  it('asks for a Solana wallet at launch when there is none', () => {
    const kit = startDeploy();
    kit.connect();
    kit.deploy.open(samplePrefill());
    expect(kit.deploy.launch()).toBe(false);
    expect(kit.state().dialog).toEqual({ kind: 'wallet-missing', chain: 'solana' });
    expect(kit.emitted('debug_request')).toEqual([]);
  });

  it('keeps the platform and asks for a BNB wallet when bnb is picked without one', () => {
    storeWallets(SOLANA_WALLET);
    const { deploy, state } = startDeploy();
    deploy.setMode('bnb');
    expect(state().form.mode).toBe('pump');
    expect(state().dialog).toEqual({ kind: 'wallet-missing', chain: 'bnb' });
  });

  it('refuses a form the server would refuse, before sending', () => {
    const { deploy, emitted, state, tabs } = ready();
    deploy.setMode('bnb');
    deploy.setName('a name longer than twenty');
    expect(deploy.launch()).toBe(false);
    expect(state().notice).toBe(DEPLOY_MESSAGES.bnbCharLimit);
    expect(emitted('debug_request')).toEqual([]);
    expect(tabs).toEqual([]);
  });

  it('shows the success toast for 5 s and points the blank tab at the trading page', () => {
    vi.useFakeTimers();
    const { deploy, socket, state, tabs } = ready();
    deploy.launch();
    expect(tabs).toHaveLength(1);
    socket.receive('debug_response', success());
    expect(state().toast).toMatchObject({ name: 'Frog King', address: MINT, simulated: false });
    expect(tabs[0]?.url).toBe(`https://axiom.trade/t/${MINT}?chain=sol`);
    vi.advanceTimersByTime(DEPLOY_TOAST_MS - 1);
    expect(state().toast).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(state().toast).toBeNull();
  });

  it('a simulated launch opens no trading site: the blank tab closes (issue 50)', () => {
    const { deploy, socket, state, tabs } = ready();
    deploy.launch();
    socket.receive('debug_response', success({ simulated: true }));
    expect(state().toast).toMatchObject({ address: MINT, simulated: true });
    expect(tabs[0]).toMatchObject({ closed: true, url: null });
  });

  it('counts the toast time only while the page is in view (issue 50)', () => {
    vi.useFakeTimers();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { deploy, socket, state } = ready();
    deploy.launch();
    socket.receive('debug_response', success());
    vi.advanceTimersByTime(DEPLOY_TOAST_MS * 3);
    expect(state().toast).not.toBeNull();
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(DEPLOY_TOAST_MS - 1);
    expect(state().toast).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(state().toast).toBeNull();
    visibility.mockRestore();
  });

  it("a new token filled in clears the last launch's failed line (issue 50)", () => {
    const { deploy, socket, state } = ready();
    deploy.launch();
    socket.receive('token_error', { error: 'PumpPortal is down', request_id: 'request-1' });
    expect(state().progress).toMatchObject({ failed: true });
    deploy.dismissDialog();
    deploy.open(samplePrefill({ tokenName: 'Toad Prince' }));
    expect(state().progress).toBeNull();
  });

  it('opens a post whose only addresses are BNB ones on bnb (issue 50)', () => {
    storeWallets(SOLANA_WALLET, BNB_WALLET);
    const { deploy, state } = startDeploy({ defaultMode: 'pump', bnbWhitelist: [] });
    const bnbOnly = makePost({
      author: { handle: 'nobody_listed' },
      text: 'CA 0x3c8af5a290e87ad72274ed77e89eaf92149451f2',
      contract_addresses: [{ address: '0x3c8af5a290e87ad72274ed77e89eaf92149451f2', chain: 'bnb' }],
    });
    deploy.deployFromPost(bnbOnly);
    expect(state().form.mode).toBe('bnb');
    deploy.deployFromPost(
      makePost({
        author: { handle: 'nobody_listed' },
        contract_addresses: [
          { address: '0x3c8af5a290e87ad72274ed77e89eaf92149451f2', chain: 'bnb' },
          { address: MINT, chain: 'solana' },
        ],
      }),
    );
    expect(state().form.mode).toBe('pump');
  });

  it('lists every mint of a multi-deploy in its toast; the first one opens the trading tab', () => {
    const { deploy, socket, state, tabs } = ready();
    deploy.setMultiDeploy(3);
    deploy.launch();
    const mints = [
      MINT,
      'Mint2xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxpump',
      'Mint3xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxpump',
    ];
    for (const address of mints) socket.receive('debug_response', success({ address }));
    expect(state().toast).toMatchObject({ address: MINT, requestId: 'request-1' });
    expect(state().toast?.more.map((m) => m.address)).toEqual(mints.slice(1));
    expect(state().toast?.more[0]?.tradingUrl).toBe(`https://axiom.trade/t/${mints[1]}?chain=sol`);
    expect(tabs).toHaveLength(1);
    expect(tabs[0]?.url).toBe(`https://axiom.trade/t/${MINT}?chain=sol`);
    // All three answered: a fourth answer of the same id is no launch of ours any more.
    socket.receive(
      'debug_response',
      success({ address: 'Mint4xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxpump' }),
    );
    expect(state().toast?.more).toHaveLength(2);
  });

  it('answers a refused multi-deploy once, and marks its progress line failed', () => {
    const { deploy, socket, state } = ready();
    deploy.setMultiDeploy(3);
    deploy.launch();
    socket.receive('launch_progress', { request_id: 'request-1', stage: 'validated', ms: 0.4 });
    socket.receive(
      'debug_response',
      success({ type: 'token_create_error', address: '', message: 'PumpPortal is down' }),
    );
    socket.receive('token_error', { error: 'PumpPortal is down', request_id: 'request-1' });
    expect(state().dialog).toEqual({
      kind: 'error',
      text: 'Token Creation Error: PumpPortal is down',
    });
    expect(state().progress).toMatchObject({ failed: true, stages: [{ stage: 'validated' }] });
    deploy.dismissDialog();
    socket.receive('debug_response', success());
    expect(state().toast).toBeNull();
  });

  it('opens Photon on Solana and GMGN on BNB per the settings', () => {
    const { deploy, socket, tabs } = ready({ contractButtonPlatform: 'photon' });
    deploy.launch();
    socket.receive('debug_response', success());
    expect(tabs[0]?.url).toBe(`https://photon-sol.tinyastro.io/en/lp/${MINT}`);
    const bnb = ready();
    bnb.deploy.setMode('bnb');
    bnb.deploy.launch();
    bnb.socket.receive('debug_response', success({ mode: 'bnb', address: BNB_WALLET.address }));
    expect(bnb.tabs[0]?.url).toBe(`https://gmgn.ai/bsc/token/${BNB_WALLET.address}`);
  });

  it('opens no tab when autoOpenAxiom is off', () => {
    const { deploy, socket, state, tabs } = ready({ autoOpenAxiom: false });
    deploy.launch();
    socket.receive('debug_response', success());
    expect(tabs).toEqual([]);
    expect(state().toast).not.toBeNull();
  });

  it("shows 'Token Creation Error: {reason}' and closes the tab on token_error", () => {
    const { deploy, socket, state, tabs } = ready();
    deploy.launch();
    socket.receive('token_error', { error: 'Insufficient balance', request_id: 'request-1' });
    expect(state().dialog).toEqual({
      kind: 'error',
      text: 'Token Creation Error: Insufficient balance',
    });
    expect(tabs[0]).toMatchObject({ closed: true, url: null });
  });

  it('shows the error of a token_create_error answer, with the fallback reason when empty', () => {
    const { deploy, socket, state } = ready();
    deploy.launch();
    socket.receive(
      'debug_response',
      success({ type: 'token_create_error', address: '', message: '' }),
    );
    expect(state().dialog).toEqual({ kind: 'error', text: 'Token Creation Error: Unknown error' });
  });

  it('tells of a launch that was sent, then refused on chain', () => {
    const { deploy, socket, state } = ready();
    deploy.launch();
    socket.receive('debug_response', success());
    expect(state().dialog).toBeNull();
    socket.receive('token_error', { error: 'Failed on chain', request_id: 'request-1' });
    expect(state().dialog).toEqual({
      kind: 'error',
      text: 'Token Creation Error: Failed on chain',
    });
    // Once: the same answer again, or another window's, shows nothing more.
    deploy.dismissDialog();
    socket.receive('token_error', { error: 'Failed on chain', request_id: 'request-1' });
    socket.receive('token_error', { error: 'Failed on chain', request_id: 'someone-else' });
    expect(state().dialog).toBeNull();
  });

  it('shows Access Denied when the server says the permission is missing', () => {
    const { deploy, socket, state } = ready();
    deploy.launch();
    socket.receive('token_error', { error: DEPLOY_MESSAGES.noPermission });
    expect(state().dialog).toEqual({ kind: 'access-denied' });
  });

  it("ignores an answer to another window's request", () => {
    const { deploy, socket, state, tabs } = ready();
    deploy.launch();
    socket.receive('debug_response', success({ request_id: 'someone-else' }));
    expect(state().toast).toBeNull();
    expect(tabs[0]).toMatchObject({ closed: false, url: null });
  });

  it("says 'Failed to send deploy request: {message}' when the send throws", () => {
    const { deploy, socket, state, tabs } = ready();
    socket.emit = () => {
      throw new Error('payload too large');
    };
    expect(deploy.launch()).toBe(false);
    expect(state().dialog).toEqual({
      kind: 'error',
      text: 'Failed to send deploy request: payload too large',
    });
    expect(tabs[0]?.closed).toBe(true);
    expect(state().deploying).toBe(false);
  });

  it('opens the form from a post', () => {
    const { deploy, state } = startDeploy();
    deploy.deployFromPost(makePost({ text: 'Moon Cat', author: { handle: 'kaito' } }));
    expect(state()).toMatchObject({ open: true, form: { name: 'Moon Cat', ticker: 'MOONCAT' } });
  });

  it('sends the prefill to an open pop-out panel instead, and hands the form over on Pop Out', () => {
    const sent: unknown[] = [];
    let alive = () => {};
    const panel = {
      isOpen: () => sent.length > 0,
      send: (prefill: unknown) => sent.push(prefill),
      onceAlive: (listener: () => void) => {
        alive = listener;
      },
      stop: () => {},
    };
    const popout = { closed: false, focus: vi.fn() } as unknown as Window;
    const { deploy, state } = startDeploy({}, { panel, openPanelWindow: () => popout });
    deploy.open(samplePrefill());
    deploy.popOut();
    expect(state().open).toBe(false);
    alive();
    expect(sent).toEqual([expect.objectContaining({ tokenName: 'Frog King' })]);
    deploy.deployFromPost(makePost({ text: 'Moon Cat', author: { handle: 'kaito' } }));
    expect(sent[1]).toMatchObject({ tokenName: 'Moon Cat', authorHandle: 'kaito' });
    expect(state().open).toBe(false);
    expect(popout.focus).toHaveBeenCalled();
  });
});
