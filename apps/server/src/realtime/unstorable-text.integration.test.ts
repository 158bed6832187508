import {
  type ClientEventName,
  ClientEvents,
  describeZodError,
  MESSAGES,
  parseIncoming,
} from '@launchdeck/protocol';
import {
  makeCreateGroupPayload,
  makeEditGroupPayload,
  makeJoinGroupPayload,
  newChatCode,
  unstorableVariants,
} from '@launchdeck/protocol/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, type ChatClient, connectChatUser, PASSWORD } from '../../test/chat/support.ts';
import { CLIENT_EVENT_ANSWERS } from '../../test/client-event-answers-fixture.ts';
import { startTestServer, type TestServer } from '../../test/server-support.ts';

const SEED = 20_261_123;

/**
 * One valid payload per client event (every string field filled); its refusal comes on
 * CLIENT_EVENT_ANSWERS. Typed by the protocol table, so a new event does not compile until it is
 * fuzzed too.
 */
const EVENTS: Record<ClientEventName, { sample: (sessionId: string) => unknown }> = {
  user_connected: { sample: (sessionId) => ({ sessionId }) },
  send_chat_message: {
    sample: (sessionId) => ({ sessionId, message: 'gm 🚀 frens' }),
  },
  set_chat_mode: {
    sample: (sessionId) => ({ sessionId, chatMode: 'group', groupCode: newChatCode() }),
  },
  get_chat_history: { sample: (sessionId) => ({ sessionId }) },
  create_private_group: {
    sample: (sessionId) =>
      makeCreateGroupPayload({ sessionId, inviteOnly: true, invitedUsers: ['ben', 'cat'] }),
  },
  join_private_group: {
    sample: (sessionId) => makeJoinGroupPayload({ sessionId }),
  },
  leave_group: {
    sample: (sessionId) => ({ sessionId, groupCode: newChatCode(), timestamp: 1 }),
  },
  edit_group: {
    sample: (sessionId) => makeEditGroupPayload({ sessionId, newInvitedUsers: ['ben'] }),
  },
  delete_group: {
    sample: (sessionId) => ({ sessionId, groupCode: newChatCode() }),
  },
  get_my_groups: { sample: (sessionId) => ({ sessionId }) },
  get_group_members: {
    sample: (sessionId) => ({ sessionId, groupCode: newChatCode() }),
  },
  get_usernames: { sample: (sessionId) => ({ sessionId }) },
  debug_request: {
    sample: (session_id) => ({
      type: 'create_token',
      mode: 'pump',
      name: 'Moon Cat 🚀',
      ticker: 'MOONCAT',
      website: 'https://example.com',
      twitter: 'https://x.com/mooncat',
      image_url: 'https://pbs.twimg.com/media/cat.jpg',
      buy_amount: 1,
      api_key: 'wk_0123456789abcdefghijkl',
      session_id,
      bags_fee_claimer: 'claimer',
      request_id: 'req_12345678',
    }),
  },
  prepare_launch: {
    sample: (session_id) => ({ session_id, api_key: 'wk_0123456789abcdefghijkl', mode: 'pump' }),
  },
  toolbar_deploy: {
    sample: (session_id) => ({
      mode: 'pump',
      name: 'Moon Cat 🚀',
      symbol: 'MOONCAT',
      description: '.',
      amount: 7,
      source_tweet_id: '1900000000000000000',
      source_tweet_author: 'mooncat',
      source_tweet_text: 'Moon Cat 🚀 is going to the moon',
      image_url: 'https://pbs.twimg.com/media/cat.jpg',
      twitter: 'https://x.com/mooncat/status/1900000000000000000',
      website: 'https://example.com',
      api_key: 'wk_0123456789abcdefghijkl',
      session_id,
      request_id: 'req_12345678',
    }),
  },
  // No text to spoil: its refusals are in clock-sync.integration.test.ts.
  clock_ping: { sample: () => ({ t0: 1 }) },
};

describe('client events with text storage cannot hold (NUL, half a surrogate pair)', () => {
  let server: TestServer;
  let ann: ChatClient;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.addUser('ann', PASSWORD);
    ann = await connectChatUser(server, 'ann');
  });
  afterAll(() => server.close());

  describe.each(Object.keys(EVENTS) as ClientEventName[])('%s', (event) => {
    const { sample } = EVENTS[event];
    const answer = CLIENT_EVENT_ANSWERS[event];

    it('has a sample the protocol accepts', () => {
      expect(parseIncoming(ClientEvents[event], sample(ann.sessionId)).success).toBe(true);
    });

    it('refuses every string field spoilt, naming the field', async () => {
      for (const variant of unstorableVariants(sample(ann.sessionId), SEED)) {
        // user_connected is the first thing a socket says: each variant gets a new socket.
        const socket = event === 'user_connected' ? server.socket() : ann.socket;
        const reply = await ask(socket, event, variant.payload, answer.event);
        const message = answer.text(reply);
        const context = `${event} ${variant.field} ${JSON.stringify(variant.character)}`;
        expect(message, context).not.toBe(MESSAGES.internal);
        if (
          (variant.field === 'sessionId' || variant.field === 'session_id') &&
          event !== 'user_connected'
        ) {
          // A session id is not looked at further: it is unknown, and the event says to log in.
          expect(message, context).toMatch(/^(Please log in|You must be logged in)/);
          continue;
        }
        if (event === 'user_connected') {
          expect(message, context).toContain('sessionId');
          continue;
        }
        const parsed = parseIncoming(ClientEvents[event], variant.payload);
        if (parsed.success) throw new Error(`${context}: the protocol accepted it`);
        expect(parsed.error.issues[0]?.path.join('.'), context).toBe(variant.field);
        expect(message, context).toBe(describeZodError(parsed.error, MESSAGES.badRequest).error);
      }
      expect(ann.socket.connected).toBe(true);
    });
  });
});
