import { describe, expect, it } from 'vitest';
import { moreLabel, parseInvitedUsers, suggestUsernames } from './invited-users.ts';

describe('parseInvitedUsers', () => {
  it.each([
    ['', []],
    ['bob', ['bob']],
    ['bob, carol', ['bob', 'carol']],
    ['  bob ,carol  ,  ', ['bob', 'carol']],
    [',,bob,,', ['bob']],
    ['Bob, bob, BOB, carol', ['Bob', 'carol']],
    ['   ', []],
  ])('%j → %j', (input, expected) => {
    expect(parseInvitedUsers(input)).toEqual(expected);
  });
});

describe('suggestUsernames', () => {
  const users = ['alice', 'Albert', 'bob', 'carol', 'malia'];

  it('offers nothing for an empty query', () => {
    expect(suggestUsernames(users, '  ', [])).toEqual({ shown: [], more: 0 });
  });

  it('matches case-insensitively, names starting with the query first', () => {
    expect(suggestUsernames(users, 'AL', []).shown).toEqual(['alice', 'Albert', 'malia']);
  });

  it('leaves out names already entered, whatever their case', () => {
    expect(suggestUsernames(users, 'al', ['ALICE', 'Malia']).shown).toEqual(['Albert']);
  });

  it("shows 10 and counts the rest for '+N more...'", () => {
    const many = Array.from({ length: 23 }, (_, i) => `trader${i}`);
    const result = suggestUsernames(many, 'trader', []);
    expect(result.shown).toHaveLength(10);
    expect(result.shown[0]).toBe('trader0');
    expect(result.more).toBe(13);
    expect(moreLabel(result.more)).toBe('+13 more...');
  });

  it('has no "more" when 10 or fewer match', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `x${i}`);
    expect(suggestUsernames(ten, 'x', [])).toEqual({ shown: ten, more: 0 });
  });
});
