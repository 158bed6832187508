import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { describeZodError } from './errors.ts';
import {
  GetAssetRequest,
  GetAssetResponse,
  isVampAddress,
  TokenLinksRequestBody,
  VampRequestBody,
  vampCoinDataOf,
} from './vamp.ts';

describe('isVampAddress (FC §5)', () => {
  it.each([
    ['So11111111111111111111111111111111111111112', true],
    ['  7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr  ', true],
    ['1'.repeat(32), true],
    ['1'.repeat(31), false],
    ['1'.repeat(45), false],
    // base58 has no 0, O, I or l
    [`0${'1'.repeat(40)}`, false],
    [`O${'1'.repeat(40)}`, false],
    [`I${'1'.repeat(40)}`, false],
    [`l${'1'.repeat(40)}`, false],
    ['0x5c952063c7fc8610FFDB798152D69F0B9550762b', false],
    ['', false],
  ])('%j → %s', (text, valid) => {
    expect(isVampAddress(text)).toBe(valid);
  });
});

describe('vamp payloads', () => {
  it('takes a trigger or an update, nothing mixed', () => {
    expect(VampRequestBody.safeParse({ coinData: { name: 'Frog' } }).success).toBe(true);
    expect(VampRequestBody.safeParse({ updateData: { symbol: 'FROG' } }).success).toBe(true);
    expect(VampRequestBody.safeParse({ coinData: {}, updateData: {} }).success).toBe(false);
    expect(VampRequestBody.safeParse({ coinData: { name: 'x'.repeat(201) } }).success).toBe(false);
  });

  it('reads the getAsset call and the DAS answer the form uses (FC §7)', () => {
    expect(
      GetAssetRequest.safeParse({ jsonrpc: '2.0', id: 1, method: 'getAsset', params: { id: 'a' } })
        .success,
    ).toBe(true);
    expect(
      GetAssetRequest.safeParse({
        jsonrpc: '2.0',
        id: 1,
        method: 'getBalance',
        params: { id: 'a' },
      }).success,
    ).toBe(false);
    const answer = GetAssetResponse.parse({
      jsonrpc: '2.0',
      id: 1,
      result: {
        id: 'mint',
        interface: 'FungibleToken',
        content: {
          json_uri: 'https://example.com/m.json',
          metadata: { name: 'Frog', symbol: 'FROG' },
          links: { image: 'https://example.com/i.png' },
        },
      },
    });
    expect(answer.result?.content).toMatchObject({
      json_uri: 'https://example.com/m.json',
      metadata: { name: 'Frog', symbol: 'FROG' },
      links: { image: 'https://example.com/i.png' },
    });
  });
});

describe('vamp bodies refused with a sentence', () => {
  const [trigger, update] = VampRequestBody.options;
  const refusal = (schema: z.ZodType) => (body: unknown) => {
    const result = schema.safeParse(body);
    return result.success ? null : describeZodError(result.error, 'not an object').error;
  };
  const getAsset = (params: unknown, over: Record<string, unknown> = {}) => ({
    jsonrpc: '2.0',
    id: 1,
    method: 'getAsset',
    params,
    ...over,
  });
  const cases: Array<[string, (body: unknown) => string | null, unknown, string]> = [
    [
      'a coinData string',
      refusal(trigger),
      { coinData: 'x' },
      'coinData must be an object of token fields (name, symbol, image_url, twitter, website, …)',
    ],
    [
      'a numeric name',
      refusal(trigger),
      { coinData: { name: 5 } },
      'coinData.name must be a string',
    ],
    ['a numeric source', refusal(trigger), { coinData: {}, source: 5 }, 'source must be a string'],
    [
      'social links that are no list',
      refusal(trigger),
      { coinData: { social_links: 'x' } },
      'coinData.social_links must be a list of {platform, url}',
    ],
    [
      'a long update symbol',
      refusal(update),
      { updateData: { symbol: 'x'.repeat(65) } },
      'updateData.symbol must be at most 64 characters',
    ],
    [
      'getAsset without params',
      refusal(GetAssetRequest),
      getAsset(undefined),
      'params must be an object {id}',
    ],
    ['getAsset without an id', refusal(GetAssetRequest), getAsset({}), 'params.id is required'],
    [
      'getAsset with a blank id',
      refusal(GetAssetRequest),
      getAsset({ id: ' ' }),
      'params.id must not be empty',
    ],
    [
      'another JSON-RPC version',
      refusal(GetAssetRequest),
      getAsset({ id: 'a' }, { jsonrpc: '1.0' }),
      "jsonrpc must be '2.0'",
    ],
    [
      'a request id that is an object',
      refusal(GetAssetRequest),
      getAsset({ id: 'a' }, { id: {} }),
      'id must be a number or a string of at most 64 characters',
    ],
    ['token links without a json_uri', refusal(TokenLinksRequestBody), {}, 'json_uri is required'],
    [
      'a numeric json_uri',
      refusal(TokenLinksRequestBody),
      { json_uri: 3 },
      'json_uri must be a string',
    ],
  ];
  it.each(cases)('%s', (_name, refuse, body, message) => {
    expect(refuse(body)).toBe(message);
  });
});

describe('vampCoinDataOf (FC §7)', () => {
  it('copies the name, symbol, image, description and found links', () => {
    const content = {
      json_uri: 'https://x.example/m.json',
      metadata: { name: 'Frog', symbol: 'FROG', description: 'ribbit' },
      links: { image: 'https://x.example/f.png' },
    };
    expect(
      vampCoinDataOf(content, { website: 'https://frog.xyz', twitter: 'https://x.com/frog' }),
    ).toEqual({
      name: 'Frog',
      symbol: 'FROG',
      image_url: 'https://x.example/f.png',
      description: 'ribbit',
      website: 'https://frog.xyz',
      twitter: 'https://x.com/frog',
    });
  });

  it('leaves out what the token does not have', () => {
    const content = { json_uri: '', metadata: { name: 'Frog', symbol: 'FROG' } };
    expect(vampCoinDataOf(content, { website: '', twitter: '' })).toEqual({
      name: 'Frog',
      symbol: 'FROG',
    });
  });
});
