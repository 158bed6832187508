import { describe, expect, it } from 'vitest';
import {
  type ChatMessage,
  chatMessageAsPost,
  SendChatMessagePayload,
  SetChatModePayload,
  unknownCommandMessage,
} from './chat.ts';
import { describeZodError } from './errors.ts';
import { MESSAGES } from './messages.ts';
import { Post } from './post.ts';

describe('SendChatMessagePayload', () => {
  const cases: Array<[string, unknown, string]> = [
    ['a line', 'gm everyone', 'gm everyone'],
    ['padded text, trimmed', '  wen moon  ', 'wen moon'],
    ['a less-than sign', 'a < b and <3', 'a < b and <3'],
    ['exactly 2,000 characters', 'x'.repeat(2000), 'x'.repeat(2000)],
    ['a command', '/add @elonmusk', '/add @elonmusk'],
    ['an empty line', '', MESSAGES.chatMessageEmpty],
    ['only spaces', '   ', MESSAGES.chatMessageEmpty],
    ['a number', 42, MESSAGES.chatMessageEmpty],
    ['2,001 characters', 'x'.repeat(2001), MESSAGES.chatMessageTooLong],
    ['a script tag', '<script>alert(1)</script>', MESSAGES.chatMessageNotPlain],
    ['an image tag', 'hi <img src=x onerror=alert(1)>', MESSAGES.chatMessageNotPlain],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    const result = SendChatMessagePayload.safeParse({ sessionId: 's1', message: input });
    expect(result.success ? result.data.message : describeZodError(result.error, 'bad').error).toBe(
      expected,
    );
  });
});

describe('SetChatModePayload', () => {
  const cases: Array<[string, Record<string, unknown>, boolean]> = [
    ['public', { chatMode: 'public' }, true],
    ['group with a code', { chatMode: 'group', groupCode: 'abcd1234' }, true],
    ['mute', { chatMode: 'mute' }, true],
    ['an unknown mode', { chatMode: 'loud' }, false],
    ['a bad group code', { chatMode: 'group', groupCode: 'x' }, false],
  ];
  it.each(cases)('%s → %s', (_name, payload, ok) => {
    expect(SetChatModePayload.safeParse({ sessionId: 's1', ...payload }).success).toBe(ok);
  });
});

describe('unknownCommandMessage', () => {
  it('names the command and lists the known ones', () => {
    expect(unknownCommandMessage('x')).toBe(
      'Unknown command: /x. Commands: /add @handle, /remove @handle, /groups',
    );
  });
});

describe('chatMessageAsPost', () => {
  const base: ChatMessage = {
    id: '42',
    username: 'alice',
    message: 'gm',
    timestamp: '2026-11-23T12:00:00.000Z',
    chatMode: 'public',
  };
  const cases: Array<[string, ChatMessage, Partial<Post>]> = [
    [
      'a public message',
      base,
      {
        id: 'chat_42',
        text: 'gm',
        createdAt: base.timestamp,
        author: { handle: 'alice', name: 'alice' },
        isSiteMessage: true,
        platform: 'site',
        contract_addresses: [],
        seq: 0,
      },
    ],
    [
      'a group message',
      { ...base, chatMode: 'group', groupCode: 'ABCD1234', groupName: 'Alpha' },
      { isSiteMessage: true, isPrivateGroup: true, privateGroupName: 'Alpha' },
    ],
    [
      'a group message without a name falls back to the code',
      { ...base, chatMode: 'group', groupCode: 'ABCD1234' },
      { privateGroupName: 'ABCD1234' },
    ],
    [
      'a message with a contract address',
      { ...base, message: 'ape 0x1234567890abcdef1234567890abcdef12345678' },
      {
        contract_addresses: [
          { address: '0x1234567890abcdef1234567890abcdef12345678', chain: 'bnb' },
        ],
      },
    ],
  ];
  it.each(cases)('%s', (_name, message, expected) => {
    const post = chatMessageAsPost(message);
    expect(post).toMatchObject(expected);
    expect(Post.safeParse(post).success).toBe(true);
  });

  it('marks public messages as not from a group', () => {
    expect(chatMessageAsPost(base).isPrivateGroup).toBeUndefined();
  });
});
