import type { UserStatus } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { makeUserStatus } from '../../../../test/features/admin/users/user-status-fixture.ts';
import { countByFormat, userRowsOf, usersShown } from './user-list.ts';

const users: Record<string, UserStatus> = {
  zed: makeUserStatus({ format: 'legacy' }),
  admin: makeUserStatus({ reserved: true, format: 'legacy' }),
  Alice: makeUserStatus({ format: 'enhanced', discordUserId: '123456789012345678' }),
  bob: makeUserStatus({ format: 'enhanced', discordUserId: '987654321098765432' }),
};

describe('userRowsOf', () => {
  it('lists the reserved admin first, then by username regardless of case', () => {
    expect(userRowsOf({ users }).map((row) => row.username)).toEqual([
      'admin',
      'Alice',
      'bob',
      'zed',
    ]);
  });
});

describe('countByFormat', () => {
  it('counts each sub-tab', () => {
    expect(countByFormat(userRowsOf({ users }))).toEqual({ enhanced: 2, legacy: 2 });
  });
});

describe('usersShown', () => {
  const rows = userRowsOf({ users });
  it.each([
    ['enhanced', '', ['Alice', 'bob']],
    ['legacy', '', ['admin', 'zed']],
    ['enhanced', 'ALI', ['Alice']],
    ['enhanced', '  bob ', ['bob']],
    ['enhanced', '98765', ['bob']],
    ['legacy', '98765', []],
    ['enhanced', 'nobody', []],
  ] as const)('%s logins matching %j', (format, search, expected) => {
    expect(usersShown(rows, format, search).map((row) => row.username)).toEqual(expected);
  });
});
