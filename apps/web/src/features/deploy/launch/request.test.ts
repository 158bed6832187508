import { DEPLOY_MESSAGES, type DeployMode } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { samplePrefill } from '../../../../test/features/deploy/support.tsx';
import { type DeployForm, emptyForm, withPrefill } from '../form/form.ts';
import { buildCreateTokenRequest, preparedToken } from './request.ts';

const context = {
  sessionId: 'sess-alice',
  apiKey: 'wk_solana_handle_0123456789abcdef',
  requestId: 'request-1',
};
const amounts = { solana: '0.5', bnb: '0.2', usd1: '250' };
/** DA §5's fallbacks, as the settings' global amounts default to them. */
const fallbackAmounts = { solana: 5, bnb: 1.5, usd1: 1000 };

function formFor(mode: DeployMode, patch: Partial<DeployForm> = {}): DeployForm {
  const form = emptyForm(mode, { buyAmounts: amounts, fallbackAmounts, gwei: '3' });
  return { ...withPrefill(form, samplePrefill(), mode), ...patch };
}

const common = {
  type: 'create_token',
  name: 'Frog King',
  ticker: 'FROGKING',
  website: 'https://frog.example',
  twitter: 'https://x.com/degenkaito/status/1',
  image_type: null,
  image_url: 'https://img.example/frog.png',
  api_key: context.apiKey,
  session_id: 'sess-alice',
  axiom: false,
  request_id: 'request-1',
};

describe('buildCreateTokenRequest', () => {
  it('names the post the form was filled from, which the prepared token leaves out', () => {
    const source = { id: 'post-frog', author: 'degenkaito', text: 'The Frog King' };
    const form = formFor('pump', { source });
    const built = buildCreateTokenRequest(form, context);
    expect(built).toMatchObject({
      ok: true,
      request: {
        source_tweet_id: 'post-frog',
        source_tweet_author: 'degenkaito',
        source_tweet_text: 'The Frog King',
      },
    });
    expect(preparedToken(form, context)).not.toHaveProperty('source_tweet_id');
  });

  it.each([
    ['pump', { buy_amount: 0.5, multi_deploy: 3 }],
    ['bonk', { buy_amount: 0.5, multi_deploy: 3 }],
    [
      'bags',
      {
        buy_amount: 0.5,
        bags_fee_claimer: '',
        bags_creator_share: 100,
        bags_fee_claimer_share: 0,
      },
    ],
    ['bnb', { buy_amount: 0.2, gwei: 3 }],
    ['usd1', { buy_amount: 0.25 }],
  ] as const)('builds the DA §3 payload for %s', (mode, extra) => {
    const built = buildCreateTokenRequest(formFor(mode, { multiDeploy: 3 }), context);
    expect(built).toEqual({ ok: true, request: { ...common, mode, ...extra } });
  });

  it('sends the saved Bags split on a bags launch only', () => {
    const bags = { claimer: 'degenkaito', creatorShare: 40 };
    const onBags = buildCreateTokenRequest(formFor('bags', { bags }), context);
    expect(onBags.ok && onBags.request).toMatchObject({
      bags_fee_claimer: 'degenkaito',
      bags_creator_share: 40,
      bags_fee_claimer_share: 60,
    });
    for (const mode of ['pump', 'bonk', 'bnb', 'usd1'] as const) {
      const built = buildCreateTokenRequest(formFor(mode, { bags }), context);
      expect(
        built.ok && Object.keys(built.request).filter((key) => key.startsWith('bags_')),
      ).toEqual([]);
    }
  });

  it('gives prepare_launch the token of the click, without who sends it', () => {
    const form = formFor('bags', { bags: { claimer: 'kaito', creatorShare: 10 } });
    const click = buildCreateTokenRequest(form, context);
    if (!click.ok) throw new Error(click.error);
    const { type, api_key, session_id, axiom, request_id, ...token } = click.request;
    expect(preparedToken(form, context)).toEqual(token);
    expect(preparedToken(formFor('bnb', { name: 'a'.repeat(21) }), context)).toBeNull();
  });

  it('leaves multi_deploy out at 1', () => {
    const built = buildCreateTokenRequest(formFor('pump'), context);
    expect(built.ok && 'multi_deploy' in built.request).toBe(false);
  });

  it.each([
    ['solana', 'pump', 5],
    ['bnb', 'bnb', 1.5],
    ['usd1', 'usd1', 1],
  ] as const)('sends the fallback amount for a blank %s amount (DA §5)', (currency, mode, sent) => {
    const form = formFor(mode, { buyAmounts: { ...amounts, [currency]: '' } });
    const built = buildCreateTokenRequest(form, context);
    expect(built.ok && built.request.buy_amount).toBe(sent);
  });

  it("sends the wallet's or global amount the form was opened with for a blank amount", () => {
    const form = formFor('pump', {
      buyAmounts: { ...amounts, solana: ' ' },
      fallbackAmounts: { ...fallbackAmounts, solana: 0.25 },
    });
    const built = buildCreateTokenRequest(form, context);
    expect(built.ok && built.request.buy_amount).toBe(0.25);
  });

  it('falls back to DA §5 for an unreadable amount', () => {
    const form = formFor('bnb', { buyAmounts: { ...amounts, bnb: '-2' } });
    const built = buildCreateTokenRequest(form, context);
    expect(built.ok && built.request.buy_amount).toBe(1.5);
  });

  it('sends the default 5 gwei when the field is blank', () => {
    const built = buildCreateTokenRequest(formFor('bnb', { gwei: '' }), context);
    expect(built.ok && built.request.gwei).toBe(5);
  });

  it('sends an empty name or symbol as one space, and the symbol without spaces', () => {
    const blank = buildCreateTokenRequest(formFor('pump', { name: '  ', ticker: '' }), context);
    expect(blank.ok && [blank.request.name, blank.request.ticker]).toEqual([' ', ' ']);
    const spaced = buildCreateTokenRequest(formFor('pump', { ticker: 'FR OG' }), context);
    expect(spaced.ok && spaced.request.ticker).toBe('FROG');
  });

  it('normalises website and twitter (DA §5)', () => {
    const form = formFor('pump', { website: 'frog.example', twitter: '@degenkaito' });
    const built = buildCreateTokenRequest(form, context);
    expect(built.ok && [built.request.website, built.request.twitter]).toEqual([
      'https://frog.example',
      'https://x.com/degenkaito',
    ]);
  });

  it('sends image_type letter or ascii without an image_url', () => {
    for (const kind of ['letter', 'ascii'] as const) {
      const built = buildCreateTokenRequest(formFor('pump', { image: { kind } }), context);
      expect(built.ok && [built.request.image_type, built.request.image_url]).toEqual([kind, null]);
    }
  });

  it.each([
    ['a bnb name over 20', formFor('bnb', { name: 'a'.repeat(21) }), DEPLOY_MESSAGES.bnbCharLimit],
    [
      'a name over 32',
      formFor('pump', { name: 'a'.repeat(33) }),
      'Name must be at most 32 characters',
    ],
    [
      'a symbol over 10',
      formFor('pump', { ticker: 'A'.repeat(11) }),
      'Symbol must be at most 10 characters',
    ],
    [
      'a buy amount over the limit',
      formFor('pump', { buyAmounts: { ...amounts, solana: '10001' } }),
      'Buy Amount must be at most 10000',
    ],
    ['gwei out of range', formFor('bnb', { gwei: '0.01' }), 'Gwei must be between 0.05 and 1000'],
    [
      'a website with spaces',
      formFor('pump', { website: 'https://frog example' }),
      'Website must be an http(s) link',
    ],
  ])('refuses %s with the exact sentence', (_case, form, error) => {
    expect(buildCreateTokenRequest(form, context)).toEqual({ ok: false, error });
  });

  it('refuses a wallet key that is not a wallet handle', () => {
    const built = buildCreateTokenRequest(formFor('pump'), { ...context, apiKey: 'raw-key' });
    expect(built).toEqual({ ok: false, error: 'Wallet is not a wallet key' });
  });
});
