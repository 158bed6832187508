import { describe, expect, it } from 'vitest';
import { makeAdminSession } from '../../../../test/features/admin/sessions/session-fixture.ts';
import { sessionsShown } from './session-list.ts';

describe('sessionsShown', () => {
  const sessions = [
    makeAdminSession({ username: 'alice', ip: '10.0.0.1' }),
    makeAdminSession({ username: 'Bob', ip: '192.168.1.20' }),
    makeAdminSession({ username: 'carol', ip: '2001:db8::1' }),
  ];
  it.each([
    ['', ['alice', 'Bob', 'carol']],
    ['bo', ['Bob']],
    [' ALICE ', ['alice']],
    ['192.168', ['Bob']],
    ['DB8', ['carol']],
    ['10.0.0.2', []],
  ])('%j shows %j', (search, expected) => {
    expect(sessionsShown(sessions, search).map((s) => s.username)).toEqual(expected);
  });
});
