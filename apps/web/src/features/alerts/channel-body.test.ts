import { CreateDiscordChannelBody, CreateTelegramChannelBody } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { BOT_TOKEN } from '../../../test/features/alerts/fake-alerts-server.ts';
import { ApiError } from '../../lib/http.ts';
import { checkBody, refusalOf } from './channel-body.ts';

const TELEGRAM = ['botToken', 'chatId', 'name'] as const;

describe('checkBody', () => {
  it('answers the body as the server reads it: trimmed', () => {
    expect(
      checkBody(
        CreateTelegramChannelBody,
        { kind: 'telegram', botToken: ` ${BOT_TOKEN}\n`, chatId: ' -100123 ', name: ' Desk ' },
        TELEGRAM,
      ),
    ).toEqual({ body: { kind: 'telegram', botToken: BOT_TOKEN, chatId: '-100123', name: 'Desk' } });
  });

  it('says each field’s first problem as a sentence', () => {
    expect(
      checkBody(
        CreateTelegramChannelBody,
        { kind: 'telegram', botToken: '123:abc', chatId: '@ab', name: 'x'.repeat(61) },
        TELEGRAM,
      ),
    ).toEqual({
      errors: {
        botToken: 'Must be a bot token as @BotFather gives it (123456:ABC…).',
        chatId: 'Must be a numeric chat id (-100… for a group) or @channelname.',
        name: 'Must be at most 60 characters.',
      },
    });
    expect(
      checkBody(CreateDiscordChannelBody, { kind: 'discord', url: 'nope' }, ['url', 'name']),
    ).toEqual({ errors: { url: 'Must be a URL.' } });
  });
});

describe('refusalOf', () => {
  it('puts a refusal under the field it names, else under the form', () => {
    const named = new ApiError('refused', 400, 'Chat not found.', { chatId: 'not found' });
    expect(refusalOf(named, TELEGRAM, 'fallback')).toEqual({
      field: 'chatId',
      text: 'Chat not found.',
    });
    const plain = new ApiError('refused', 400, 'Too many channels.');
    expect(refusalOf(plain, TELEGRAM, 'fallback')).toEqual({
      field: null,
      text: 'Too many channels.',
    });
    // A 400 naming no field is about the form's one field that can be at fault, when it has one.
    const url = new ApiError('refused', 400, 'That is not a Discord webhook URL.');
    expect(refusalOf(url, ['url', 'name'], 'fallback', 'url')).toEqual({
      field: 'url',
      text: 'That is not a Discord webhook URL.',
    });
    const full = new ApiError('refused', 409, 'You have 20 alert channels already.');
    expect(refusalOf(full, ['url', 'name'], 'fallback', 'url').field).toBeNull();
    expect(refusalOf(new Error('boom'), TELEGRAM, 'fallback')).toEqual({
      field: null,
      text: 'fallback',
    });
  });
});
