import { describe, expect, it } from 'vitest';
import { CreateTokenRequest, DEPLOY_MESSAGES } from '../deploy.ts';
import {
  allowsMultiDeploy,
  buyAmountOrDefault,
  buyAmountToSend,
  deployFieldError,
  normalizeLaunchText,
  normalizeTwitter,
  normalizeWebsite,
} from './deploy-fields.ts';

const request = (over: Record<string, unknown> = {}) =>
  CreateTokenRequest.parse({
    type: 'create_token',
    mode: 'pump',
    name: 'Moon Cat',
    ticker: 'MOONCAT',
    buy_amount: 1,
    api_key: 'wk_abcdefghijklmnopqrstuvwx',
    session_id: 'session',
    ...over,
  });

describe('deployFieldError', () => {
  it.each([
    [{}, null],
    [{ name: 'x'.repeat(32) }, null],
    [{ name: 'x'.repeat(33) }, 'Name must be at most 32 characters'],
    [{ ticker: 'X'.repeat(11) }, 'Symbol must be at most 10 characters'],
    [{ mode: 'bnb', name: 'x'.repeat(20), ticker: 'X'.repeat(20) }, null],
    [{ mode: 'bnb', name: 'x'.repeat(21) }, DEPLOY_MESSAGES.bnbCharLimit],
    [{ mode: 'bnb', ticker: 'X'.repeat(21) }, DEPLOY_MESSAGES.bnbCharLimit],
    [{ multi_deploy: 5 }, null],
    [{ mode: 'bags', multi_deploy: 2 }, DEPLOY_MESSAGES.multiDeployNotAllowed],
    [{ mode: 'usd1', multi_deploy: 1 }, null],
    [{ mode: 'bags', bags_creator_share: 30, bags_fee_claimer_share: 70 }, null],
    [
      { mode: 'bags', bags_creator_share: 30, bags_fee_claimer_share: 60 },
      'Bags fee shares must add up to 100%',
    ],
    [{ mode: 'bags', bags_fee_claimer: '@kaito_fan' }, null],
    [{ mode: 'bags', bags_fee_claimer: 'kaito fan' }, DEPLOY_MESSAGES.bagsClaimerHandle],
    [{ mode: 'bags', bags_fee_claimer: '<b>x</b>' }, DEPLOY_MESSAGES.bagsClaimerHandle],
    [{ mode: 'bags', bags_fee_claimer: 'a'.repeat(16) }, DEPLOY_MESSAGES.bagsClaimerHandle],
  ])('%j → %s', (over, error) => {
    expect(deployFieldError(request(over))).toBe(error);
  });

  it('refuses multi_deploy outside 1 to 5 in the schema', () => {
    expect(CreateTokenRequest.safeParse({ ...request(), multi_deploy: 6 }).success).toBe(false);
    expect(CreateTokenRequest.safeParse({ ...request(), multi_deploy: 0 }).success).toBe(false);
  });

  it('refuses script links and non-image data', () => {
    expect(
      CreateTokenRequest.safeParse({ ...request(), website: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(
      CreateTokenRequest.safeParse({ ...request(), image_url: 'data:text/html;base64,PHA+' })
        .success,
    ).toBe(false);
    expect(
      CreateTokenRequest.safeParse({ ...request(), image_url: 'https://pbs.twimg.com/a.jpg' })
        .success,
    ).toBe(true);
  });
});

describe('form normalisation (DA §5)', () => {
  it.each([
    ['', 'X', ' ', 'X'],
    ['  Cat  ', 'M C', 'Cat', 'MC'],
    ['Cat', '   ', 'Cat', ' '],
  ])('name %j ticker %j → %j %j', (name, ticker, n, t) => {
    expect(normalizeLaunchText(name, ticker)).toEqual({ name: n, ticker: t });
  });

  it.each([
    ['', ''],
    ['example.com', 'https://example.com'],
    ['http://example.com', 'http://example.com'],
    ['https://example.com', 'https://example.com'],
  ])('website %j → %j', (input, output) => {
    expect(normalizeWebsite(input)).toBe(output);
  });

  it.each([
    ['', ''],
    ['@elonmusk', 'https://x.com/elonmusk'],
    ['elonmusk', 'https://x.com/elonmusk'],
    ['https://x.com/elonmusk/status/1', 'https://x.com/elonmusk/status/1'],
  ])('twitter %j → %j', (input, output) => {
    expect(normalizeTwitter(input)).toBe(output);
  });

  it.each([
    ['pump', '', 5],
    ['bonk', 'abc', 5],
    ['bnb', '', 1.5],
    ['usd1', undefined, 1000],
    ['pump', '0.25', 0.25],
    ['pump', 0, 0],
  ] as const)('%s buy amount %j → %s', (mode, value, amount) => {
    expect(buyAmountOrDefault(mode, value)).toBe(amount);
  });

  it('divides usd1 by 1000 and allows multi-deploy only on pump and bonk', () => {
    expect(buyAmountToSend('usd1', 1000)).toBe(1);
    expect(buyAmountToSend('pump', 2)).toBe(2);
    expect(
      ['pump', 'bonk', 'bags', 'bnb', 'usd1'].filter((m) => allowsMultiDeploy(m as never)),
    ).toEqual(['pump', 'bonk']);
  });
});
