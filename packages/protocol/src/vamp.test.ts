import { describe, expect, it } from 'vitest';
import { GetAssetRequest, GetAssetResponse, isVampAddress, VampRequestBody } from './vamp.ts';

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
