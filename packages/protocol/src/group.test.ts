import { describe, expect, it } from 'vitest';
import { describeZodError } from './errors.ts';
import {
  ChatCode,
  CreatePrivateGroupPayload,
  EditGroupPayload,
  JoinPrivateGroupPayload,
  uniqueUsernames,
} from './group.ts';
import { MESSAGES } from './messages.ts';

const sentence = (result: { success: boolean; error?: import('zod').ZodError }) =>
  result.success || !result.error ? 'ok' : describeZodError(result.error, 'bad').error;

const create = (overrides: Record<string, unknown>) => ({
  sessionId: 's1',
  groupName: 'Alpha Traders',
  chatCode: 'ABCD1234',
  inviteOnly: false,
  invitedUsers: [],
  timestamp: 1_700_000_000_000,
  ...overrides,
});

describe('CreatePrivateGroupPayload', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['a public group', {}, 'ok'],
    ['an invite-only group with a list', { inviteOnly: true, invitedUsers: ['bob'] }, 'ok'],
    ['a 30-character name', { groupName: 'x'.repeat(30) }, 'ok'],
    ['an ISO timestamp', { timestamp: '2026-01-01T00:00:00.000Z' }, 'ok'],
    ['no timestamp', { timestamp: undefined }, 'ok'],
    ['an empty name', { groupName: '' }, MESSAGES.groupNameRequired],
    ['a blank name', { groupName: '   ' }, MESSAGES.groupNameRequired],
    ['an invisible name', { groupName: '\u200b\u2800\u3164' }, MESSAGES.groupNameRequired],
    ['a long invisible name', { groupName: '\u2060'.repeat(31) }, MESSAGES.groupNameRequired],
    ['no name', { groupName: undefined }, MESSAGES.groupNameRequired],
    ['a numeric name', { groupName: 42 }, MESSAGES.groupNameRequired],
    ['a 31-character name', { groupName: 'x'.repeat(31) }, MESSAGES.groupNameTooLong],
    ['a 10 KB name', { groupName: 'x'.repeat(10_240) }, MESSAGES.groupNameTooLong],
    ['an HTML name', { groupName: '<b>bold</b>' }, MESSAGES.groupNameNotPlain],
    ['no code', { chatCode: undefined }, MESSAGES.chatCodeRequired],
    ['an empty code', { chatCode: '' }, MESSAGES.chatCodeRequired],
    ['a short code', { chatCode: 'ABC' }, MESSAGES.chatCodeInvalid],
    ['a long code', { chatCode: 'ABCD12345' }, MESSAGES.chatCodeInvalid],
    ['a code with symbols', { chatCode: 'ABCD-123' }, MESSAGES.chatCodeInvalid],
    [
      'invite-only with no list',
      { inviteOnly: true, invitedUsers: [] },
      MESSAGES.invitedUsersRequired,
    ],
    [
      'invite-only with only blanks',
      { inviteOnly: true, invitedUsers: [' ', ''] },
      MESSAGES.invitedUsersRequired,
    ],
    ['invited users as a string', { invitedUsers: 'bob,carol' }, MESSAGES.invitedUsersInvalid],
    [
      '101 invited users',
      { invitedUsers: Array.from({ length: 101 }, (_, i) => `u${i}`) },
      MESSAGES.invitedUsersTooMany,
    ],
    [
      'inviteOnly as a string',
      { inviteOnly: 'yes' },
      'inviteOnly: Invalid input: expected boolean, received string',
    ],
    [
      'no session',
      { sessionId: undefined },
      'sessionId: Invalid input: expected string, received undefined',
    ],
  ];
  it.each(cases)('%s → %s', (_name, overrides, expected) => {
    expect(sentence(CreatePrivateGroupPayload.safeParse(create(overrides)))).toBe(expected);
  });

  it('answers the fallback for a payload that is not an object', () => {
    expect(sentence(CreatePrivateGroupPayload.safeParse('nope'))).toBe('bad');
  });

  it('trims the name, uppercases the code and tidies the invite list', () => {
    const parsed = CreatePrivateGroupPayload.parse(
      create({
        groupName: '  Alpha  ',
        chatCode: 'abcd1234',
        invitedUsers: [' Bob', 'bob', '', 'Carol'],
      }),
    );
    expect(parsed).toMatchObject({
      groupName: 'Alpha',
      chatCode: 'ABCD1234',
      invitedUsers: ['Bob', 'Carol'],
    });
  });
});

describe('EditGroupPayload', () => {
  const edit = (overrides: Record<string, unknown>) => ({
    sessionId: 's1',
    groupCode: 'ABCD1234',
    newGroupName: 'Renamed',
    newInvitedUsers: ['bob'],
    ...overrides,
  });
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['a rename', {}, 'ok'],
    ['no invite list', { newInvitedUsers: undefined }, 'ok'],
    ['an empty name', { newGroupName: '' }, MESSAGES.groupNameEmpty],
    ['a blank name', { newGroupName: '  ' }, MESSAGES.groupNameEmpty],
    ['an invisible name', { newGroupName: '\ufeff\u2060' }, MESSAGES.groupNameEmpty],
    ['a 10 KB name', { newGroupName: 'y'.repeat(10_240) }, MESSAGES.groupNameTooLong],
    ['a wrong code', { groupCode: 'nope' }, MESSAGES.chatCodeInvalid],
  ];
  it.each(cases)('%s → %s', (_name, overrides, expected) => {
    expect(sentence(EditGroupPayload.safeParse(edit(overrides)))).toBe(expected);
  });
});

describe('ChatCode', () => {
  const cases: Array<[unknown, string | null]> = [
    ['ABCD1234', 'ABCD1234'],
    ['abcd1234', 'ABCD1234'],
    [' ZZZZ9999 ', 'ZZZZ9999'],
    ['ABCD123', null],
    ['ABCD12É4', null],
    [12345678, null],
  ];
  it.each(cases)('%s → %s', (input, expected) => {
    const result = ChatCode.safeParse(input);
    expect(result.success ? result.data : null).toBe(expected);
  });

  it('join answers a missing code with the spec sentence', () => {
    expect(sentence(JoinPrivateGroupPayload.safeParse({ sessionId: 's1' }))).toBe(
      MESSAGES.chatCodeRequired,
    );
  });
});

describe('uniqueUsernames', () => {
  const cases: Array<[string[], string[]]> = [
    [[], []],
    [['bob', 'Bob', 'BOB'], ['bob']],
    [
      [' carol ', '', '  ', 'dave'],
      ['carol', 'dave'],
    ],
  ];
  it.each(cases)('%j → %j', (input, expected) => {
    expect(uniqueUsernames(input)).toEqual(expected);
  });
});
