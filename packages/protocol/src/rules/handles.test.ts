import { describe, expect, it } from 'vitest';
import { bareHandle, normalizeHandle } from './handles.ts';

describe('handles', () => {
  it.each([
    ['elonmusk', 'elonmusk', 'elonmusk'],
    ['@ElonMusk', 'ElonMusk', 'elonmusk'],
    ['@@@Kaito_Fan', 'Kaito_Fan', 'kaito_fan'],
    ['  @Alice  ', 'Alice', 'alice'],
    ['\t@bob\n', 'bob', 'bob'],
    ['jay.bsky.social', 'jay.bsky.social', 'jay.bsky.social'],
    ['@user@truthsocial.com', 'user@truthsocial.com', 'user@truthsocial.com'],
    ['did:plc:AbC', 'did:plc:AbC', 'did:plc:abc'],
    ['a@b', 'a@b', 'a@b'],
    ['@ bob', ' bob', ' bob'],
    ['@', '', ''],
    ['@@', '', ''],
    ['   ', '', ''],
    ['', '', ''],
  ])('%j is %j bare and %j compared', (value, bare, compared) => {
    expect(bareHandle(value)).toBe(bare);
    expect(normalizeHandle(value)).toBe(compared);
  });
});
