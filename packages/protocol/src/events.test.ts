import { describe, expect, it } from 'vitest';
import {
  type ClientEventName,
  ClientEvents,
  clientEventSchema,
  ServerEvents,
  serverEventSchema,
} from './events.ts';
import { makePost } from './testing/factories.ts';

const clientNames = Object.keys(ClientEvents) as ClientEventName[];

describe('the socket event table', () => {
  it.each([...clientNames, ...Object.keys(ServerEvents)])(
    'names %s in the snake_case of the spec (initialTweets is the spec’s own)',
    (name) => {
      expect(name === 'initialTweets' || /^[a-z]+(_[a-z]+)*$/.test(name)).toBe(true);
    },
  );

  it('has no event both sides send', () => {
    expect(clientNames.filter((name) => name in ServerEvents)).toEqual([]);
  });

  // A clock ping is answered on the socket's own session: it carries only the browser's clock.
  const withSession = clientNames.filter((name) => name !== 'clock_ping');

  it.each(withSession)('refuses a %s payload without a session id', (name) => {
    const result = clientEventSchema(name).safeParse({});
    expect(result.success).toBe(false);
    // DA §3: the token-creation request (and so its toolbar variant) names it `session_id`.
    const launches: ClientEventName[] = ['debug_request', 'prepare_launch', 'toolbar_deploy'];
    const field = launches.includes(name) ? 'session_id' : 'sessionId';
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });

  it('looks a schema up by the event name', () => {
    expect(clientEventSchema('send_chat_message')).toBe(ClientEvents.send_chat_message);
    expect(serverEventSchema('chat_message')).toBe(ServerEvents.chat_message);
  });

  it('keeps the valid posts of an initialTweets and drops a malformed one', () => {
    const parsed = serverEventSchema('initialTweets').parse([
      makePost({ id: 'a' }),
      { id: 'no-author' },
      '<script>',
      makePost({ id: 'b' }),
    ]);
    expect(parsed.map((post) => post.id)).toEqual(['a', 'b']);
  });

  it('refuses an initialTweets that is not a list', () => {
    expect(serverEventSchema('initialTweets').safeParse({ posts: [] }).success).toBe(false);
  });
});
