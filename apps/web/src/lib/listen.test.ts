import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../test/fake-socket.ts';
import { listen } from './listen.ts';

describe('listen', () => {
  it('hands the handler the payload parsed by the schema the event table gives its name', () => {
    const socket = new FakeSocket();
    const received: unknown[] = [];
    listen(socket.asSocket(), 'chat_mode_set', (answer) => received.push(answer));
    socket.receive('chat_mode_set', { success: true, chatMode: 'mute', currentGroup: null });
    expect(received).toEqual([{ success: true, chatMode: 'mute', currentGroup: null }]);
  });

  it.each([
    ['a wrong field type', 'connected_users', { users: 'alice' }],
    ['a missing field', 'tweet_deleted', { id: 'x', seq: 1 }],
    ['no payload', 'session_ready', undefined],
    ['an unknown mode', 'chat_mode_set', { success: true, chatMode: 'loud', currentGroup: null }],
  ] as const)(
    'drops a payload with %s, with a warning, and never calls the handler',
    (_, event, payload) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const socket = new FakeSocket();
      const handler = vi.fn();
      listen(socket.asSocket(), event, handler);
      socket.receive(event, payload);
      expect(handler).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledOnce();
      warn.mockRestore();
    },
  );

  it('keeps the valid posts of an initialTweets that holds a malformed one', () => {
    const socket = new FakeSocket();
    const handler = vi.fn();
    listen(socket.asSocket(), 'initialTweets', handler);
    socket.receive('initialTweets', [
      makePost({ id: 'a' }),
      { id: 'no-author' },
      makePost({ id: 'b' }),
    ]);
    expect(handler.mock.calls[0]?.[0].map((post: { id: string }) => post.id)).toEqual(['a', 'b']);
  });
});
