import { describe, expect, it } from 'vitest';
import { matchesSearch } from './matches-search.ts';

describe('matchesSearch', () => {
  it.each([
    [['alice', 'gm everyone'], '', true],
    [['alice', 'gm everyone'], '   ', true],
    [['alice', 'gm everyone'], 'ALI', true],
    [['alice', 'gm everyone'], 'everyone', true],
    [['alice', 'gm everyone'], 'alice gm', true],
    [['alice', 'gm everyone'], 'alice wagmi', false],
    [['alice', null], 'null', false],
    [['bob', 'frog-42'], 'frog', true],
  ] as const)('%j searched for %j is %s', (fields, search, matches) => {
    expect(matchesSearch(fields, search)).toBe(matches);
  });
});
