import { describe, expect, it } from 'vitest';
import { describeZodError } from '../errors.ts';
import { MESSAGES } from '../messages.ts';
import {
  AddCredentialRequestBody,
  SetDiscordIdRequestBody,
  TargetUserRequestBody,
  UpdateCredentialRequestBody,
} from './users.ts';

const messageOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? undefined : describeZodError(result.error as never, 'Invalid request').error;

describe('AddCredentialRequestBody (DA §5)', () => {
  it.each([
    [{}, MESSAGES.usernamePasswordRequired],
    [{ username: '', password: '' }, MESSAGES.usernamePasswordRequired],
    [{ username: '  ', password: '   ' }, MESSAGES.usernamePasswordRequired],
    [{ username: 'bob' }, MESSAGES.usernamePasswordRequired],
    [{ password: 'pw' }, MESSAGES.usernamePasswordRequired],
    [{ username: '   ', password: 'pw' }, MESSAGES.usernameEmpty],
    [{ username: '\u200b\u3164', password: 'pw' }, MESSAGES.usernameEmpty],
    [{ username: 'bob', password: '' }, MESSAGES.passwordEmpty],
    [{ username: 'bob', password: '   ' }, MESSAGES.passwordEmpty],
    [{ username: 'bob', password: 'pw', format: 'enhanced' }, MESSAGES.discordRequired],
    [{ username: 'bob', password: 'pw', discordUserId: '123' }, MESSAGES.discordInvalid],
    [{ username: '<b>x</b>', password: 'pw' }, MESSAGES.usernameInvalid],
  ])('refuses %j with %s', (body, message) => {
    expect(messageOf(AddCredentialRequestBody.safeParse(body))).toBe(message);
  });

  it('keeps a password with spaces around other characters as typed', () => {
    expect(AddCredentialRequestBody.parse({ username: 'bob', password: ' pw ' }).password).toBe(
      ' pw ',
    );
  });

  it('takes a 17 to 19 digit Discord id, and an empty one as none', () => {
    expect(
      AddCredentialRequestBody.parse({ username: 'bob', password: 'pw', discordUserId: ' ' }),
    ).toMatchObject({ discordUserId: '' });
    expect(
      AddCredentialRequestBody.safeParse({
        username: 'bob',
        password: 'pw',
        discordUserId: '12345678901234567',
      }).success,
    ).toBe(true);
    expect(
      AddCredentialRequestBody.safeParse({
        username: 'bob',
        password: 'pw',
        discordUserId: '12345678901234567890',
      }).success,
    ).toBe(false);
  });
});

describe('UpdateCredentialRequestBody', () => {
  it('keeps the password when it is blank or absent', () => {
    expect(UpdateCredentialRequestBody.parse({ username: 'bob', password: '' }).password).toBe(
      undefined,
    );
    expect(UpdateCredentialRequestBody.parse({ username: 'bob' }).password).toBe(undefined);
    expect(UpdateCredentialRequestBody.parse({ username: 'bob', password: 'new' }).password).toBe(
      'new',
    );
  });

  it('refuses a new password of only spaces (DA §5)', () => {
    expect(
      messageOf(UpdateCredentialRequestBody.safeParse({ username: 'bob', password: '   ' })),
    ).toBe(MESSAGES.passwordEmpty);
  });

  it('holds an enhanced login to its Discord id', () => {
    expect(
      messageOf(UpdateCredentialRequestBody.safeParse({ username: 'bob', format: 'enhanced' })),
    ).toBe(MESSAGES.discordRequired);
  });
});

describe('SetDiscordIdRequestBody (DA §5)', () => {
  it.each([
    [{}, MESSAGES.usernameDiscordRequired],
    [{ targetUsername: 'bob' }, MESSAGES.usernameDiscordRequired],
    [{ targetUsername: '', discordUserId: '12345678901234567' }, MESSAGES.usernameDiscordRequired],
    [{ targetUsername: 'bob', discordUserId: ' ' }, MESSAGES.usernameDiscordRequired],
    [{ targetUsername: 'bob', discordUserId: 'abc' }, MESSAGES.discordInvalid],
    [{ targetUsername: 'bob', discordUserId: '1234567890123456' }, MESSAGES.discordInvalid],
  ])('refuses %j with %s', (body, message) => {
    expect(messageOf(SetDiscordIdRequestBody.safeParse(body))).toBe(message);
  });

  it('trims both fields', () => {
    expect(
      SetDiscordIdRequestBody.parse({
        targetUsername: ' bob ',
        discordUserId: ' 1234567890123456789 ',
      }),
    ).toEqual({ targetUsername: 'bob', discordUserId: '1234567890123456789' });
  });
});

describe('TargetUserRequestBody', () => {
  it.each([
    [{}, MESSAGES.usernameEmpty],
    [{ targetUsername: '  ' }, MESSAGES.usernameEmpty],
    [{ targetUsername: '\u2800' }, MESSAGES.usernameEmpty],
  ])('refuses %j with %s', (body, message) => {
    expect(messageOf(TargetUserRequestBody.safeParse(body))).toBe(message);
  });
});
