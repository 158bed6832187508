import { LIMITS } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { generateChatCode, normaliseChatCode } from './chat-code.ts';

/** A stand-in for crypto.getRandomValues that hands out the given bytes in order. */
function bytesFrom(values: number[]) {
  let next = 0;
  return (bytes: Uint8Array) => {
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = values[next++ % values.length] ?? 0;
    return bytes;
  };
}

describe('generateChatCode', () => {
  it('makes 8 uppercase letters or digits with the real CSPRNG', () => {
    for (let i = 0; i < 200; i += 1) expect(generateChatCode()).toMatch(LIMITS.chatCodePattern);
  });

  it('maps bytes onto A–Z then 0–9', () => {
    expect(generateChatCode(bytesFrom([0, 1, 25, 26, 35, 36, 37, 71]))).toBe('ABZ09AB9');
  });

  it('drops bytes at or above 252 so no character is favoured', () => {
    expect(generateChatCode(bytesFrom([252, 255, 0, 253, 1, 254, 2, 3, 4, 5, 6, 7]))).toBe(
      'ABCDEFGH',
    );
  });

  it('asks for more bytes when a whole batch was dropped', () => {
    const batches: number[] = [];
    let call = 0;
    const code = generateChatCode((bytes) => {
      batches.push(bytes.length);
      bytes.fill(call++ === 0 ? 255 : 2);
      return bytes;
    });
    expect(code).toBe('CCCCCCCC');
    expect(batches.length).toBe(2);
  });
});

describe('normaliseChatCode', () => {
  it.each([
    ['abcd1234', 'ABCD1234'],
    ['  ab-cd 12 ', 'ABCD12'],
    ['ABCDEFGHIJ', 'ABCDEFGH'],
    ['', ''],
    ['ünï', 'N'],
  ])('%j → %j', (input, expected) => {
    expect(normaliseChatCode(input)).toBe(expected);
  });
});
