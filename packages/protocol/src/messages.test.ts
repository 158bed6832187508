import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';

describe('MESSAGES', () => {
  it.each([
    [MESSAGES.usernameTooLong, 'Username must be at most 32 characters'],
    [MESSAGES.passwordTooLong, 'Password must be at most 256 characters'],
    [MESSAGES.chatMessageTooLong, 'Message must be at most 2000 characters'],
    [MESSAGES.groupNameTooLong, 'Group name must be at most 30 characters'],
    [MESSAGES.invitedUsersTooMany, 'At most 100 invited users per group'],
    [MESSAGES.clockPingsTooFast, 'Too many clock pings: at most 60 a minute'],
  ])('states the limit it names: %s', (message, expected) => {
    expect(message).toBe(expected);
  });
});
