import {
  API_KEY_LIMITS,
  BOT_API_PATHS,
  BOT_STREAM_CLOSE,
  BOT_STREAM_LIMITS,
  BotStreamClientMessage,
  BotStreamQuery,
  BotStreamServerMessage,
  PROTOCOL_VERSION,
} from '@launchdeck/protocol';
import { z } from 'zod';
import { answerSchema, type JsonObject, requestSchema } from '../http/openapi.ts';

/**
 * GET /api/asyncapi.json's answer, as far as the route's contract checks it: an AsyncAPI 3.0
 * document (https://www.asyncapi.com/docs/reference/specification/v3.0.0).
 */
export const AsyncApiDocumentBody = z.looseObject({
  asyncapi: z.literal('3.0.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  channels: z.record(z.string(), z.unknown()),
  operations: z.record(z.string(), z.unknown()),
  components: z.looseObject({}),
});
export type AsyncApiDocument = z.infer<typeof AsyncApiDocumentBody>;

type MessageSchema = z.ZodObject<{ type: z.ZodLiteral<string> }>;

/** One line on each message, by its `type`. */
const SUMMARIES: Record<string, string> = {
  ready: 'First message: seq is the feed log’s newest seq as the stream starts.',
  gap: 'After ready, when since is older than the log keeps: the replay starts at oldest.',
  post: 'A new post (original, reply, quote, repost, follow, profile change, pin, external).',
  post_update: 'A later version of a post (an edit, an address read from its picture, markets).',
  post_delete: 'A post deleted; id names it, post is its last version.',
  subscribed: 'The filter now applied (the answer to subscribe), defaults filled in.',
  pong: 'The answer to ping.',
  error: 'A message the stream could not take, in one sentence; the stream stays open.',
  subscribe: 'Replaces the stream’s filter (an alert rule’s fields; {} for everything).',
  ping: 'Answered pong (the stream also sends WebSocket pings itself).',
};

function typeOf(schema: MessageSchema): string {
  return String(schema.shape.type.value);
}

/**
 * AsyncAPI 3.0's message for one member of a discriminated union; `payload` is the member's JSON
 * Schema as http/openapi.ts makes it (zod's, without `$schema`), which uses no keyword newer than
 * JSON Schema draft-07 (the AsyncAPI Schema format's base): checked by the test.
 */
function message(schema: MessageSchema, io: 'sent' | 'received'): JsonObject {
  const name = typeOf(schema);
  return {
    name,
    title: name,
    summary: SUMMARIES[name] ?? name,
    contentType: 'application/json',
    payload: io === 'sent' ? answerSchema(schema) : requestSchema(schema),
  };
}

const ref = (path: string) => ({ $ref: path });

/**
 * The bot stream (GET /api/v1/stream) as an AsyncAPI 3.0 document: one channel at the stream's
 * path with the WebSockets binding (its `since` query and its Authorization header), its
 * messages with JSON Schemas made from the zod schemas the server parses and answers with
 * (BotStreamServerMessage, BotStreamClientMessage), and two operations: what the server sends,
 * and what it receives. The document describes the server, so its messages to the bot are
 * `send` (AsyncAPI 3.0 §Operation Object).
 */
export function asyncApiDocument(): AsyncApiDocument {
  const sent = BotStreamServerMessage.options as readonly MessageSchema[];
  const received = BotStreamClientMessage.options as readonly MessageSchema[];
  const messages: Record<string, JsonObject> = {};
  for (const schema of sent) messages[typeOf(schema)] = message(schema, 'sent');
  for (const schema of received) messages[typeOf(schema)] = message(schema, 'received');
  const query = requestSchema(BotStreamQuery);
  const onChannel = (schemas: readonly MessageSchema[]) =>
    schemas.map((schema) => ref(`#/channels/stream/messages/${typeOf(schema)}`));
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Launchdeck bot stream',
      version: String(PROTOCOL_VERSION),
      description: [
        `The live feed for a trader's bots: a WebSocket (RFC 6455) at ${BOT_API_PATHS.stream}, opened with a bot API key (\`Authorization: Bearer ldk_…\`, scope feed:read). Every message is one JSON text frame.`,
        'The stream sends `ready`, then `gap` when `since` is older than the log keeps, then the feed log’s events after `since` (or after `ready.seq`) and every later one, in seq order, each once, through the filter the bot set with `subscribe`.',
        `Refused before upgrading with a plain HTTP answer and \`{error}\`: 401 (no, unknown or revoked key), 403 (no feed:read), 400 (bad since), 429 (more than ${BOT_STREAM_LIMITS.streamsPerKey} open streams per key on one server, or more than ${API_KEY_LIMITS.callsPerMinute} calls a minute with the key; the handshake counts), 503 (the server is restarting or busy: try again).`,
        `Limits: a message over ${BOT_STREAM_LIMITS.messageMaxBytes} bytes is answered \`error\`; a frame over ${BOT_STREAM_LIMITS.frameMaxBytes} bytes closes with ${BOT_STREAM_CLOSE.messageTooBig}; more than ${BOT_STREAM_LIMITS.errorsPerMinute} errors a minute close with ${BOT_STREAM_CLOSE.policyViolation}; a WebSocket ping every ${BOT_STREAM_LIMITS.pingSeconds} s, a client that did not answer the previous one is cut off; more than ${BOT_STREAM_LIMITS.bufferedMaxBytes} bytes waiting to be sent (a slow reader) close with ${BOT_STREAM_CLOSE.tryAgainLater}.`,
        `Close codes (RFC 6455 §7.4.1): ${BOT_STREAM_CLOSE.goingAway} the server is restarting, ${BOT_STREAM_CLOSE.policyViolation} too many bad messages, ${BOT_STREAM_CLOSE.messageTooBig} a frame too big, ${BOT_STREAM_CLOSE.tryAgainLater} too slow, ${BOT_STREAM_CLOSE.keyRevoked} the key was revoked or its login disabled. Reconnect with ?since=<the last seq read> to miss nothing.`,
      ].join('\n\n'),
    },
    defaultContentType: 'application/json',
    channels: {
      stream: {
        address: BOT_API_PATHS.stream,
        title: 'The bot stream',
        description: 'Feed events out, subscribe and ping in.',
        messages: Object.fromEntries(
          Object.keys(messages).map((name) => [name, ref(`#/components/messages/${name}`)]),
        ),
        bindings: {
          ws: {
            method: 'GET',
            query: query,
            headers: {
              type: 'object',
              properties: {
                Authorization: {
                  type: 'string',
                  pattern: '^Bearer ldk_[A-Za-z0-9_-]{43}$',
                  description: 'The bot API key, as `Bearer ldk_…`.',
                },
              },
              required: ['Authorization'],
            },
            bindingVersion: '0.1.0',
          },
        },
      },
    },
    operations: {
      sendFeed: {
        action: 'send',
        channel: ref('#/channels/stream'),
        title: 'The stream’s messages to the bot',
        security: [ref('#/components/securitySchemes/apiKey')],
        messages: onChannel(sent),
      },
      receiveCommands: {
        action: 'receive',
        channel: ref('#/channels/stream'),
        title: 'The bot’s messages to the stream',
        security: [ref('#/components/securitySchemes/apiKey')],
        messages: onChannel(received),
      },
    },
    components: {
      messages,
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A trader’s bot API key (`ldk_…`, POST /api/api-keys) with scope feed:read, as `Authorization: Bearer ldk_…` on the upgrade request.',
        },
      },
    },
  };
}
