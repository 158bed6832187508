import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import {
  BNB_WALLET,
  SOLANA_WALLET,
  samplePrefill,
  startDeploy,
  storeWallets,
} from '../../../../test/features/deploy/support.tsx';

const whitelists = {
  bnbWhitelist: ['cz_binance'],
  bonkWhitelist: ['bonk'],
  usd1Whitelist: ['worldlibertyfi'],
  pumpFunWhitelist: ['pumpdotfun', 'bonk'],
};

describe('deploy store: platform at open (DA §4 whitelists)', () => {
  it.each([
    ['cz_binance', 'bnb', 'pump'],
    ['BonkGuy', 'bonk', 'pump'], // on the bonk and pump lists: bonk is checked first
    ['WorldLibertyFi', 'usd1', 'pump'],
    ['pumpdotfun', 'pump', 'bonk'],
    ['someone_else', 'bnb', 'bnb'],
  ] as const)('opens a post by @%s on %s (default %s)', (authorHandle, mode, defaultMode) => {
    storeWallets(SOLANA_WALLET, BNB_WALLET);
    const { deploy, state } = startDeploy({ ...whitelists, defaultMode });
    deploy.open(samplePrefill({ authorHandle }));
    expect(state().form.mode).toBe(mode);
    expect(state().dialog).toBeNull();
  });

  it('keeps the default mode and asks for a BNB wallet when a bnb-listed author has none', () => {
    storeWallets(SOLANA_WALLET);
    const { deploy, state } = startDeploy({ ...whitelists, defaultMode: 'bonk' });
    deploy.open(samplePrefill({ authorHandle: 'cz_binance' }));
    expect(state().form.mode).toBe('bonk');
    expect(state().dialog).toEqual({ kind: 'wallet-missing', chain: 'bnb' });
  });

  it("limits a bnb-listed post's name to bnb's 20 characters", () => {
    storeWallets(SOLANA_WALLET, BNB_WALLET);
    const { deploy, state } = startDeploy(whitelists);
    const text = 'Binance Builds A Very Long Token Name';
    deploy.deployFromPost(makePost({ text, author: { handle: 'cz_binance' } }));
    expect(state().form.mode).toBe('bnb');
    expect(state().form.name.length).toBeLessThanOrEqual(20);
  });
});

describe('deploy store: bags fee configuration', () => {
  it('opens the configuration on picking bags and from the gear', () => {
    const { deploy, state } = startDeploy();
    deploy.setMode('bags');
    expect(state().form.mode).toBe('bags');
    expect(state().dialog).toEqual({ kind: 'bags-fees' });
    deploy.dismissDialog();
    deploy.openBagsFees();
    expect(state().dialog).toEqual({ kind: 'bags-fees' });
  });

  it('saves the split without the @ and sends it on a bags launch', () => {
    storeWallets(SOLANA_WALLET);
    const { deploy, emitted, state, connect } = startDeploy();
    connect();
    deploy.open(samplePrefill());
    deploy.setMode('bags');
    deploy.saveBagsFees({ claimer: '@degenkaito', creatorShare: 25 });
    expect(state().dialog).toBeNull();
    expect(state().form.bags).toEqual({ claimer: 'degenkaito', creatorShare: 25 });
    deploy.launch();
    expect(emitted('debug_request')[0]).toMatchObject({
      mode: 'bags',
      bags_fee_claimer: 'degenkaito',
      bags_creator_share: 25,
      bags_fee_claimer_share: 75,
    });
  });

  it('starts a new post with the default split and the handles of that post', () => {
    const { deploy, state } = startDeploy();
    deploy.saveBagsFees({ claimer: 'degenkaito', creatorShare: 25 });
    deploy.deployFromPost(
      makePost({ text: 'Moon Cat with @elonmusk', author: { handle: 'kaito' } }),
    );
    expect(state().form.bags).toEqual({ claimer: '', creatorShare: 0 });
    expect(state().form.postHandles).toEqual(['kaito', 'elonmusk']);
  });
});

describe('deploy store: usd1 warning (DA §4, switched_usd1)', () => {
  it('warns the first time usd1 is picked, and never again', () => {
    const { deploy, state } = startDeploy();
    deploy.setMode('usd1');
    expect(state().form.mode).toBe('usd1');
    expect(state().dialog).toEqual({ kind: 'usd1-warning' });
    expect(localStorage.getItem('switched_usd1')).toBe('true');
    deploy.dismissDialog();
    deploy.setMode('pump');
    deploy.setMode('usd1');
    expect(state().dialog).toBeNull();
    const later = startDeploy();
    later.deploy.setMode('usd1');
    expect(later.state().dialog).toBeNull();
  });

  it('shows USD1 Mode Requirements when a usd1 launch lacks USD1', () => {
    storeWallets(SOLANA_WALLET);
    localStorage.setItem('switched_usd1', 'true');
    const { deploy, state, connect, tabs } = startDeploy();
    const socket = connect();
    deploy.open(samplePrefill());
    deploy.setMode('usd1');
    deploy.launch();
    socket.receive('token_error', {
      error: 'Not enough USD1',
      request_id: 'request-1',
      usd1: { held: 400, required: 1050 },
    });
    expect(state().dialog).toEqual({ kind: 'usd1-requirements', held: 400, required: 1050 });
    expect(tabs[0]?.closed).toBe(true);
  });
});
