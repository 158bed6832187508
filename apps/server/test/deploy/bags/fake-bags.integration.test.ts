import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BagsStep } from '../../../src/deploy/bags/messages.ts';
import { PNG_SIGNATURE } from '../../../src/deploy/images/png.ts';
import { FakeSolanaRpc } from '../solana/fake-rpc.ts';
import { BAGS_PATHS, FakeBags } from './fake-bags.ts';

/** The fake must catch a request Bags would refuse, or the launcher's tests prove nothing. */
describe('FakeBags checks', () => {
  let rpc: FakeSolanaRpc;
  let bags: FakeBags;

  beforeEach(async () => {
    rpc = await FakeSolanaRpc.start({ skipPreflight: false, maxRetries: 3 });
    bags = await FakeBags.start({ blockhashes: rpc });
  });
  afterEach(() => Promise.all([rpc.close(), bags.close()]));

  const base = () => bags.url.replace(/\/api\/v1$/, '');
  const post = (step: BagsStep, body: string | FormData, json = true) =>
    fetch(`${base()}${BAGS_PATHS[step]}`, {
      method: 'POST',
      headers: {
        'x-api-key': bags.apiKey,
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
      body,
    });

  function form(fields: Record<string, string>, image = true) {
    const data = new FormData();
    if (image) data.append('image', new Blob([PNG_SIGNATURE], { type: 'image/png' }), 'a.png');
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return data;
  }

  it.each([
    ['no description', form({ name: 'A', symbol: 'A' }), 'missing description'],
    [
      'a lower-case symbol',
      form({ name: 'A', symbol: 'a', description: 'd' }),
      'symbol not upper-cased',
    ],
    [
      'a website that is not a URL',
      form({ name: 'A', symbol: 'A', description: 'd', website: 'x.com' }),
      'website is not a URL',
    ],
    ['no image', form({ name: 'A', symbol: 'A', description: 'd' }, false), 'no image file'],
    [
      'an unknown part',
      form({ name: 'A', symbol: 'A', description: 'd', telegram: 'https://t.me/a' }),
      'unexpected part telegram',
    ],
  ])('refuses an upload with %s', async (_what, body, violation) => {
    const response = await post('tokenInfo', body, false);
    expect(response.status).toBe(400);
    expect(bags.violations).toEqual([`tokenInfo: ${violation}`]);
  });

  it('refuses shares that do not sum to 10000 and a launch with extra fields', async () => {
    const info = (await (
      await post('tokenInfo', form({ name: 'A', symbol: 'A', description: 'd' }), false)
    ).json()) as { response: { tokenMint: string } };
    const baseMint = info.response.tokenMint;
    await post(
      'feeConfig',
      JSON.stringify({
        payer: baseMint,
        baseMint,
        claimersArray: [baseMint],
        basisPointsArray: [9000],
      }),
    );
    await post(
      'launch',
      JSON.stringify({
        ipfs: '',
        tokenMint: baseMint,
        wallet: baseMint,
        initialBuyLamports: 0,
        configKey: '',
        tipLamports: 0,
      }),
    );

    expect(bags.violations).toEqual([
      'feeConfig: shares sum to 9000, not 10000',
      'launch: fields configKey, initialBuyLamports, ipfs, tipLamports, tokenMint, wallet',
    ]);
  });

  it('refuses a request without the API key', async () => {
    const response = await fetch(`${bags.url}/fee-share/config`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
    expect(bags.violations).toEqual(['feeConfig: missing or wrong x-api-key']);
  });
});
