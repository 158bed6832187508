import { DEPLOY_MESSAGES, type Post, type TokenCreateResult } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import {
  BNB_WALLET,
  frogPost,
  LAUNCH_SENDER,
  SOLANA_WALLET,
  settingsWith,
  startDeploy,
  storeWallets,
} from '../../../../test/features/deploy/support.tsx';
import { firstPostImage, quickBuyAmount, quickMode, toolbarBuild } from './toolbar-launch.ts';

const hailPost = (overrides: Partial<Post> = {}) =>
  frogPost({ text: 'The Frog King has arrived, all hail', ...overrides });

const who = LAUNCH_SENDER;

const MINT = '5fLWHE32UmaneufHTx43a3QwLqZKN6YQM4uqGUmipump';

describe('toolbarBuild', () => {
  it('sends the selection as the name with its ticker, the fixed toolbar values and the post', () => {
    const built = toolbarBuild(
      { post: hailPost(), text: 'Frog King' },
      'ascii',
      settingsWith(),
      'pump',
    )(who);
    expect(built).toEqual({
      ok: true,
      mints: 1,
      send: {
        event: 'toolbar_deploy',
        request: {
          mode: 'pump',
          name: 'Frog King',
          symbol: 'FROGKING',
          description: '.',
          amount: 7, // DA §9: the toolbar's reading, as no amount is set
          priority_fee: 0.0035,
          tip: 0.0035,
          source_tweet_id: 'post-frog',
          source_tweet_author: 'degenkaito',
          source_tweet_text: 'The Frog King has arrived, all hail',
          image_type: 'ascii',
          image_url: null,
          twitter: 'https://x.com/degenkaito/status/1',
          website: '',
          api_key: SOLANA_WALLET.api_key,
          session_id: 'sess-alice',
          request_id: 'request-1',
        },
      },
    });
  });

  it.each([
    ['letter', hailPost(), { image_type: 'letter', image_url: null }],
    ['post', hailPost(), { image_type: null, image_url: 'https://img.example/frog.png' }],
    ['post', hailPost({ media: undefined }), { image_type: 'letter', image_url: null }],
  ] as const)('the %s button sends its image', (image, post, expected) => {
    const built = toolbarBuild({ post, text: 'Frog' }, image, settingsWith(), 'pump')(who);
    if (!built.ok) throw new Error(built.error);
    expect(built.send.request).toMatchObject(expected);
  });

  it('cuts the name to the mode limit (bnb 20)', () => {
    const built = toolbarBuild(
      { post: hailPost(), text: 'The Frog King has arrived, all hail' },
      'letter',
      settingsWith(),
      'bnb',
    )({ ...who, wallet: BNB_WALLET, apiKey: BNB_WALLET.api_key });
    if (!built.ok) throw new Error(built.error);
    expect(built.send.request.name).toBe('The Frog King has ar');
  });
});

describe('quickMode and quickBuyAmount', () => {
  it("takes the author's whitelist, else the default mode", () => {
    const settings = settingsWith({ defaultMode: 'bonk', bnbWhitelist: ['kaito'] });
    expect(quickMode(hailPost(), settings)).toBe('bnb');
    expect(quickMode(hailPost({ author: { handle: 'someone', name: 'x' } }), settings)).toBe(
      'bonk',
    );
  });

  it.each([
    ['pump', { ...SOLANA_WALLET, buyAmount: 0.4 }, 0.4],
    ['pump', SOLANA_WALLET, 2],
    ['bonk', null, 2],
    ['bnb', BNB_WALLET, 0.3],
    ['usd1', { ...SOLANA_WALLET, buyAmount: 0.4 }, 700],
  ] as const)('%s with %o launches %d', (mode, wallet, amount) => {
    const settings = settingsWith({
      globalBuyAmount: 2,
      globalBnbBuyAmount: 0.3,
      globalUsd1BuyAmount: 700,
    });
    expect(quickBuyAmount(mode, settings, wallet)).toBe(amount);
  });

  it("finds the post's first image a launch can carry", () => {
    expect(firstPostImage(hailPost())).toBe('https://img.example/frog.png');
    expect(firstPostImage(hailPost({ media: undefined }))).toBeNull();
  });
});

describe('the shared send path, for the toolbar', () => {
  it('emits toolbar_deploy, holds the lock and shows the answer in the success toast', () => {
    storeWallets(SOLANA_WALLET);
    const { deploy, connect, emitted, state, tabs } = startDeploy();
    const socket = connect();
    const post = hailPost();
    const build = toolbarBuild({ post, text: 'Frog King' }, 'post', settingsWith(), 'pump');
    expect(deploy.sendLaunch('pump', build)).toEqual({ ok: true, requestId: 'request-1' });
    expect(emitted('toolbar_deploy')).toHaveLength(1);
    expect(state()).toMatchObject({ deploying: true, progress: { requestId: 'request-1' } });
    expect(deploy.sendLaunch('pump', build)).toEqual({ ok: false, reason: 'busy' });

    const answer: TokenCreateResult = {
      type: 'token_create_success',
      name: 'Frog King',
      ticker: 'FROGKING',
      address: MINT,
      mode: 'pump',
      message: 'created',
      simulated: false,
      request_id: 'request-1',
    };
    socket.receive('debug_response', answer);
    expect(state().toast).toMatchObject({ name: 'Frog King', ticker: 'FROGKING' });
    expect(tabs[0]?.url).toBe(`https://axiom.trade/t/${MINT}?chain=sol`);
  });

  it('refuses with the DA §5 messages: logged out, and no wallet of the chain', () => {
    const build = toolbarBuild(
      { post: hailPost(), text: 'Frog' },
      'letter',
      settingsWith(),
      'pump',
    );
    const loggedOut = startDeploy();
    expect(loggedOut.deploy.sendLaunch('pump', build)).toEqual({
      ok: false,
      reason: 'logged-out',
      message: 'You must be logged in to deploy tokens',
    });
    loggedOut.connect();
    expect(loggedOut.deploy.sendLaunch('pump', build)).toEqual({
      ok: false,
      reason: 'no-wallet',
      chain: 'solana',
      message: DEPLOY_MESSAGES.noSolanaWallet,
    });
    expect(loggedOut.deploy.sendLaunch('bnb', build)).toMatchObject({
      message: 'No BNB wallet imported! Please import a BNB private key in settings first.',
    });
    expect(loggedOut.emitted('toolbar_deploy')).toEqual([]);
  });
});
