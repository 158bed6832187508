import {
  BOT_API_PATHS,
  BotStreamClientMessage,
  BotStreamQuery,
  BotStreamServerMessage,
} from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AsyncApiDocumentBody, asyncApiDocument } from './asyncapi.ts';

type Json = { [key: string]: unknown };

/** JSON Schema keywords newer than draft-07, which AsyncAPI 3.0's default schema format is based on. */
const AFTER_DRAFT_07 = [
  '$defs',
  '$anchor',
  '$dynamicRef',
  '$dynamicAnchor',
  'prefixItems',
  'unevaluatedProperties',
  'unevaluatedItems',
  'dependentRequired',
  'dependentSchemas',
  'minContains',
  'maxContains',
];

/** Every key used anywhere in a JSON value, and every `$ref`. */
function walk(value: unknown, keys = new Set<string>(), refs: string[] = []) {
  if (Array.isArray(value)) for (const item of value) walk(item, keys, refs);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      keys.add(key);
      if (key === '$ref' && typeof inner === 'string') refs.push(inner);
      walk(inner, keys, refs);
    }
  }
  return { keys, refs };
}

/** The value a local `$ref` (`#/a/b`) points at, or undefined. */
function resolve(document: Json, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((at, part) => (at as Json | undefined)?.[part], document);
}

const schemaOf = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io });
  return rest;
};

describe('the bot stream’s AsyncAPI document', () => {
  const document = JSON.parse(JSON.stringify(asyncApiDocument())) as Json & {
    channels: { stream: Json & { messages: Record<string, { $ref: string }>; bindings: Json } };
    operations: Record<string, { action: string; channel: { $ref: string }; messages: Json[] }>;
    components: { messages: Record<string, { payload: Json; contentType: string }> };
  };
  const members = (union: { options: readonly z.ZodType[] }) =>
    union.options.map((schema) => ({
      schema,
      type: String((schema as z.ZodObject<{ type: z.ZodLiteral<string> }>).shape.type.value),
    }));

  it('is an AsyncAPI 3.0 document of one channel, the stream’s path', () => {
    expect(AsyncApiDocumentBody.safeParse(document).success).toBe(true);
    expect(document.asyncapi).toBe('3.0.0');
    expect(Object.keys(document.channels)).toEqual(['stream']);
    expect(document.channels.stream.address).toBe(BOT_API_PATHS.stream);
    expect(document.channels.stream.bindings).toMatchObject({
      ws: { method: 'GET', query: schemaOf(BotStreamQuery, 'input'), bindingVersion: '0.1.0' },
    });
  });

  it('describes each message with the JSON Schema of the zod schema the server uses', () => {
    for (const { schema, type } of members(BotStreamServerMessage)) {
      expect(document.components.messages[type]?.payload, type).toEqual(schemaOf(schema, 'output'));
    }
    for (const { schema, type } of members(BotStreamClientMessage)) {
      expect(document.components.messages[type]?.payload, type).toEqual(schemaOf(schema, 'input'));
    }
    expect(Object.keys(document.components.messages).toSorted()).toEqual(
      [...members(BotStreamServerMessage), ...members(BotStreamClientMessage)]
        .map(({ type }) => type)
        .toSorted(),
    );
  });

  it('sends the server’s messages and receives the bot’s, each through the channel', () => {
    const refsOf = (union: { options: readonly z.ZodType[] }) =>
      members(union).map(({ type }) => ({ $ref: `#/channels/stream/messages/${type}` }));
    expect(document.operations).toMatchObject({
      sendFeed: {
        action: 'send',
        channel: { $ref: '#/channels/stream' },
        messages: refsOf(BotStreamServerMessage),
      },
      receiveCommands: {
        action: 'receive',
        channel: { $ref: '#/channels/stream' },
        messages: refsOf(BotStreamClientMessage),
      },
    });
  });

  it('has every reference resolve inside it, and no JSON Schema keyword newer than draft-07', () => {
    const { keys, refs } = walk(document);
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) {
      expect(ref.startsWith('#/'), ref).toBe(true);
      expect(resolve(document, ref), ref).toBeDefined();
    }
    expect(AFTER_DRAFT_07.filter((keyword) => keys.has(keyword))).toEqual([]);
  });
});
