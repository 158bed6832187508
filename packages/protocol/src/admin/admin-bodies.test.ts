import { describe, expect, it } from 'vitest';
import { describeZodError } from '../errors.ts';
import { MESSAGES } from '../messages.ts';
import { alertSentMessage, SendAlertRequestBody } from './alerts.ts';
import { BlockAccountRequestBody } from './blocked-accounts.ts';
import { ChatLogQuery, CommandWhitelistRequestBody } from './chat.ts';
import { ADMIN_API } from './paths.ts';
import { TestPostRequestBody } from './test-posts.ts';

const messageOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? undefined : describeZodError(result.error as never, 'Invalid request').error;

describe('admin request bodies (DA §5)', () => {
  it.each([
    [BlockAccountRequestBody, {}, MESSAGES.handleRequired],
    [BlockAccountRequestBody, { handle: '  @ ' }, MESSAGES.handleRequired],
    [BlockAccountRequestBody, { handle: '<script>' }, MESSAGES.handleInvalid],
    [SendAlertRequestBody, {}, MESSAGES.alertMessageRequired],
    [SendAlertRequestBody, { message: '   ' }, MESSAGES.alertMessageRequired],
    [SendAlertRequestBody, { message: 'x'.repeat(1001) }, MESSAGES.alertMessageTooLong],
    [CommandWhitelistRequestBody, {}, MESSAGES.whitelistUsernameRequired],
    [CommandWhitelistRequestBody, { username: ' ' }, MESSAGES.whitelistUsernameRequired],
    [ChatLogQuery, { lines: '0' }, 'lines must be at least 1'],
    [ChatLogQuery, { lines: 'many' }, 'lines must be a number'],
    [TestPostRequestBody, { kind: 'story' }, undefined],
  ])('%# refuses %j', (schema, body, message) => {
    const result = schema.safeParse(body);
    expect(result.success).toBe(false);
    if (message) expect(messageOf(result)).toBe(message);
  });

  it('reads a handle as the admin means it: no @, no spaces, lowercase', () => {
    expect(BlockAccountRequestBody.parse({ handle: ' @ElonMusk ' })).toEqual({
      handle: 'elonmusk',
    });
  });

  it('asks for 200 chat-log lines unless told', () => {
    expect(ChatLogQuery.parse({})).toEqual({ lines: 200 });
    expect(ChatLogQuery.parse({ lines: '50' })).toEqual({ lines: 50 });
  });

  it('says how many users an alert reached (DA §8)', () => {
    expect(alertSentMessage(3)).toBe('Alert sent to 3 user(s)');
  });

  it('names the DA §7 paths, escaping what it is given', () => {
    expect(ADMIN_API.userStatus).toBe('/api/admin/user-status');
    expect(ADMIN_API.chatLog).toBe('/api/admin/chat-log');
    expect(ADMIN_API.kick('a b')).toBe('/api/admin/kick/a%20b');
    expect(ADMIN_API.blockedAccount('x/y')).toBe('/api/admin/blocked-accounts/x%2Fy');
  });
});
