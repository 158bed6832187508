import {
  type ClientEventName,
  ClientEvents,
  MESSAGES,
  PROTOCOL_VERSION,
  type ServerToClientEvents,
} from '@launchdeck/protocol';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CLIENT_EVENT_ANSWERS } from '../../test/client-event-answers-fixture.ts';
import {
  hostileJsonText,
  hostileValue,
  type JsonSchema,
  lookAlikesOf,
  nearlyFitting,
  PROPERTY_SEED,
  rarely,
  runs,
  seedFor,
  shapedLike,
} from '../../test/hostile-inputs.ts';
import { type ClientSocket, startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';

/*
 * Issue 47 item 5: property tests for the socket doors. Every client event of the protocol table
 * (so an event added later is covered) gets hostile payloads, shaped by its schema or not, sent as
 * a client sends them or as hand-written packets; the handshake and the raw frames too. The server
 * answers each with a refusal or its documented answer, never the internal-error sentence, keeps
 * the socket that sent them, and keeps serving.
 */

/** Runs per event: enough to meet each kind of payload, few enough for CI (16 events). */
const RUNS_PER_EVENT = 20;
const RUNS_HANDSHAKE = 15;
const RUNS_RAW_FRAMES = 20;
/** How long an answer may take before the server is taken to have dropped it. */
const ANSWER_MS = 5_000;

/**
 * A property stops (and fails) before the test's timeout: left running, its shrinking would go
 * on sending to the sockets of the tests after it.
 */
const WITHIN_THE_TEST = { interruptAfterTimeLimit: 20_000, markInterruptAsFailure: true };

const PASSWORD = 'event-trader-password';
const EVENTS = Object.keys(ClientEvents) as ClientEventName[];

type Heard = [event: string, payload: unknown];

/** Whether a payload carries the internal-error sentence anywhere (the unexpected failure). */
const saysInternal = (payload: unknown): boolean =>
  JSON.stringify(payload ?? null).includes(JSON.stringify(MESSAGES.internal));

/** An event's payload schema as JSON Schema, as a client sends it. */
const schemaOf = (event: ClientEventName) =>
  z.toJSONSchema(ClientEvents[event], { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** The fields of an event's payload other than its session. */
function fieldsOf(event: ClientEventName): Record<string, JsonSchema> {
  const { sessionId: _, session_id: __, ...fields } = schemaOf(event).properties ?? {};
  return fields;
}

/** The payload field an event carries its session in, from its schema (DA §3 uses session_id). */
function sessionFieldOf(schema: JsonSchema): string | undefined {
  const fields = Object.keys(schema.properties ?? {});
  return fields.find((field) => field === 'sessionId' || field === 'session_id');
}

/**
 * Whether arguments fit in one Socket.IO message (maxHttpBufferSize, 100,000 bytes): past it the
 * server closes the connection by design, which hides nothing this test looks for.
 */
const fitsOneMessage = (args: unknown[]) =>
  Buffer.byteLength(JSON.stringify(args, (_, value) => (value === undefined ? null : value))) <
  90_000;

/** Whether `value` holds the string `text` itself anywhere (not a longer or other string). */
function holds(value: unknown, text: string, depth = 0): boolean {
  if (value === text) return true;
  if (typeof value !== 'object' || value === null || depth > 8) return false;
  return Object.values(value).some((inner) => holds(inner, text, depth + 1));
}

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** How a payload names its session: the live one, a spelling of it, anything, or not at all. */
type SessionChoice = { kind: 'exact' } | { kind: 'spelling' | 'hostile'; value: unknown } | null;

/** What a run sends: the session choice, the arguments, and whether as a hand-written packet. */
type Emission = {
  session: SessionChoice;
  args: unknown[];
  /** Hand-written packet text instead of the client's encoding: JSON no serializer writes. */
  raw: string | null;
};

/** Resolves with what `socket` hears until `until` resolves; rejects after ANSWER_MS. */
async function listen(socket: ClientSocket, until: (heard: Heard[]) => Promise<void>) {
  const heard: Heard[] = [];
  const record = (event: string, payload: unknown) => heard.push([event, payload]);
  socket.onAny(record);
  let timer: NodeJS.Timeout | undefined;
  let closed: ((reason: string) => void) | undefined;
  try {
    await Promise.race([
      until(heard),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${ANSWER_MS} ms`)), ANSWER_MS);
        closed = (reason) => reject(new Error(`the server closed the socket: ${reason}`));
        socket.once('disconnect', closed);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    socket.offAny(record);
    if (closed) socket.off('disconnect', closed);
  }
  return heard;
}

/** Resolves with the first payload of one of `events` that satisfies `accept`. */
function firstOf(
  socket: ClientSocket,
  events: (keyof ServerToClientEvents)[],
  accept: (event: string, payload: unknown) => boolean = () => true,
): Promise<[string, unknown]> {
  return new Promise((resolve) => {
    const listener = (event: string, payload: unknown) => {
      if (!events.includes(event as keyof ServerToClientEvents) || !accept(event, payload)) return;
      socket.offAny(listener);
      resolve([event, payload]);
    };
    socket.onAny(listener);
  });
}

const connected = (socket: ClientSocket) =>
  new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

describe.each(storageKinds().slice(0, 1))(
  'socket doors under hostile input (issue 47) on %s',
  (kind) => {
    let server: TestServer;
    let sessionId: string;
    let trader: ClientSocket;

    beforeAll(async () => {
      server = await startTestServer(kind);
      await server.addUser('event-trader', PASSWORD);
      sessionId = (await server.login('event-trader', PASSWORD)).sessionId;
    });
    afterAll(() => server.close());

    /** The signed-in socket events are sent on; a new one when a run before lost it. */
    async function signedIn(): Promise<ClientSocket> {
      if (trader?.connected) return trader;
      trader = server.socket();
      const ready = firstOf(trader, ['chat_history']);
      trader.emit('user_connected', { sessionId });
      await ready;
      return trader;
    }

    /**
     * Sends an event the socket's queue handles after everything sent before it, and resolves
     * with its answer: proof the server read and answered all of those first.
     */
    function barrier(socket: ClientSocket, after: ClientEventName): Promise<unknown> {
      const [event, answer] =
        after === 'get_usernames'
          ? (['get_my_groups', 'my_groups_list'] as const)
          : (['get_usernames', 'usernames_list'] as const);
      const answered = firstOf(
        socket,
        [answer],
        (_, payload) => (payload as { success?: boolean }).success === true,
      );
      (socket.emit as (event: string, payload: unknown) => void)(event, { sessionId });
      return answered;
    }

    function emissionsFor(event: ClientEventName): fc.Arbitrary<Emission> {
      const schema = schemaOf(event);
      const field = sessionFieldOf(schema);
      const session: fc.Arbitrary<SessionChoice> = fc.oneof(
        { weight: 3, arbitrary: fc.constant<SessionChoice>({ kind: 'exact' }) },
        {
          weight: 4,
          arbitrary: lookAlikesOf(sessionId).map(
            (value): SessionChoice => ({ kind: 'spelling', value }),
          ),
        },
        {
          weight: 1,
          arbitrary: hostileValue.map((value): SessionChoice => ({ kind: 'hostile', value })),
        },
        { weight: 1, arbitrary: fc.constant<SessionChoice>(null) },
      );
      const payload = fc.oneof(
        { weight: 4, arbitrary: nearlyFitting(schema) },
        { weight: 3, arbitrary: shapedLike(schema) },
        { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
        // Bytes where JSON is expected: Socket.IO sends them as a binary attachment.
        {
          weight: 1,
          arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
        },
      );
      const args: fc.Arbitrary<unknown[]> = fc.oneof(
        { weight: 8, arbitrary: payload.map((one): unknown[] => [one]) },
        { weight: 1, arbitrary: fc.constant<unknown[]>([]) },
        { weight: 1, arbitrary: fc.tuple(payload, hostileValue) },
      );
      // Hand-written: the payload's text replaced by JSON no client writes (depth, lone surrogates,
      // repeated keys). Only JSON: a packet that is not is a protocol error, and Socket.IO closes
      // the connection for it (the raw-frames property below).
      const raw = rarely(hostileJsonText.filter(isJson), 5);
      return fc
        .record({ session, args, raw })
        .map((emission) => ({
          ...emission,
          args: emission.args.map((arg) => withSession(arg, field, emission.session)),
        }))
        .filter((emission) => fitsOneMessage(emission.args));
    }

    /** The payload with its session field set as the run chose (only on a plain object). */
    function withSession(arg: unknown, field: string | undefined, choice: SessionChoice): unknown {
      if (choice === null || typeof arg !== 'object' || arg === null || Array.isArray(arg))
        return arg;
      if (Buffer.isBuffer(arg)) return arg;
      const value = choice.kind === 'exact' ? sessionId : choice.value;
      return { ...arg, [field ?? 'sessionId']: value };
    }

    /**
     * Payloads every event meets each run, whatever the seed draws: the session right, and text
     * the database cannot store (a NUL, a lone surrogate) in every other field.
     */
    function unstorableExamples(event: ClientEventName): [Emission][] {
      const field = sessionFieldOf(schemaOf(event)) ?? 'sessionId';
      return ['a\u0000b', 'a\ud800b'].map((text) => [
        {
          session: { kind: 'exact' },
          args: [
            {
              ...Object.fromEntries(Object.keys(fieldsOf(event)).map((name) => [name, text])),
              [field]: sessionId,
            },
          ],
          raw: null,
        },
      ]);
    }

    function emit(socket: ClientSocket, event: ClientEventName, emission: Emission) {
      if (emission.raw !== null) {
        // A packet as a hostile client writes it by hand, `2["event",<payload>]`: with the session,
        // every field of the event's schema holds the text; without, the text is the payload.
        const id = JSON.stringify(sessionId);
        // As many fields as fit in one message (maxHttpBufferSize): at least one.
        const each = Object.keys(fieldsOf(event)).map(
          (field) => `${JSON.stringify(field)}:${emission.raw}`,
        );
        const fields = each.slice(0, Math.max(1, Math.floor(90_000 / (each[0]?.length ?? 1))));
        const payload =
          emission.session?.kind === 'exact'
            ? `{${[`"sessionId":${id}`, `"session_id":${id}`, ...fields].join(',')}}`
            : emission.raw;
        socket.io.engine.send(`2[${JSON.stringify(event)},${payload}]`);
        return;
      }
      (socket.emit as (event: string, ...args: unknown[]) => void)(event, ...emission.args);
    }

    it.each(EVENTS.filter((event) => event !== 'user_connected'))(
      '%s: a refusal or its answer, never the internal error, the socket kept',
      async (event) => {
        const answer = CLIENT_EVENT_ANSWERS[event];
        await fc.assert(
          fc.asyncProperty(emissionsFor(event), async (emission) => {
            const socket = await signedIn();
            const heard = await listen(socket, async () => {
              emit(socket, event, emission);
              await barrier(socket, event);
            });
            for (const [name, payload] of heard) {
              expect(saysInternal(payload), `${name} ${JSON.stringify(payload)}`).toBe(false);
            }
            expect(socket.connected).toBe(true);
            // Without the exact session id (a spelling, anything else, none) an event is refused,
            // on its own answer event. clock_ping is the socket's: it needs no id in its payload.
            const named =
              emission.raw === null
                ? holds(emission.args, sessionId)
                : emission.session?.kind === 'exact';
            if (!named && event !== 'clock_ping') {
              const answers = heard.filter(([name]) => name === answer.event);
              expect(answers.length, JSON.stringify(heard)).toBeGreaterThan(0);
              for (const [, payload] of answers) {
                expect(answer.text(payload), JSON.stringify(payload)).toEqual(expect.any(String));
              }
            }
          }),
          {
            seed: seedFor(event),
            numRuns: runs(RUNS_PER_EVENT),
            examples: unstorableExamples(event),
            ...WITHIN_THE_TEST,
          },
        );
      },
    );

    it('user_connected and the handshake: a session only by its exact id, never the internal error', async () => {
      const spelling = lookAlikesOf(sessionId);
      const sessionValue = fc.oneof(
        { weight: 2, arbitrary: fc.constant(sessionId) },
        { weight: 4, arbitrary: spelling },
        { weight: 2, arbitrary: hostileValue },
      );
      const handshake = fc.record(
        {
          protocolVersion: fc.oneof(
            { weight: 6, arbitrary: fc.constant<unknown>(PROTOCOL_VERSION) },
            { weight: 1, arbitrary: hostileValue },
          ),
          sessionId: sessionValue,
          lastSeq: fc.oneof(fc.nat(), hostileValue),
        },
        { requiredKeys: [] },
      );
      const payload = fc.oneof(
        fc.record({ sessionId: sessionValue }, { requiredKeys: [] }),
        hostileValue,
        shapedLike({ type: 'object', properties: { sessionId: { type: 'string' } } }),
      );
      await fc.assert(
        fc.asyncProperty(handshake, fc.option(payload, { freq: 6 }), async (auth, sent) => {
          const socket = server.socket(auth as Record<string, unknown>);
          // Heard from the start: a session at the handshake is answered before any event.
          const answered = firstOf(socket, ['session_ready', 'auth_error', 'socket_error']);
          try {
            const joined = await connected(socket).then(
              () => true,
              (error: Error) => {
                // Only an old or missing version is refused at the door, and with that sentence.
                expect(error.message).toBe(MESSAGES.appUpdated);
                expect(auth.protocolVersion).not.toBe(PROTOCOL_VERSION);
                return false;
              },
            );
            if (!joined) return;
            socket.emit('user_connected', sent as { sessionId: string });
            const [name, said] = await Promise.race([
              answered,
              new Promise<never>((_, reject) =>
                setTimeout(() => reject(new Error('no answer to user_connected')), ANSWER_MS),
              ),
            ]);
            expect(saysInternal(said), `${name} ${JSON.stringify(said)}`).toBe(false);
            if (name === 'session_ready') {
              // Only the exact id, at the handshake or in the event, signs a socket in.
              const exact = [auth.sessionId, (sent as { sessionId?: unknown } | null)?.sessionId];
              expect(exact).toContain(sessionId);
            }
            expect(socket.connected).toBe(true);
          } finally {
            socket.disconnect();
          }
        }),
        { seed: PROPERTY_SEED, numRuns: runs(RUNS_HANDSHAKE), ...WITHIN_THE_TEST },
      );
    });

    it('survives raw frames and malformed packets: at worst that socket is closed', async () => {
      const RAW_PACKETS = [
        '2',
        '2[',
        '2[]',
        '2[1]',
        '2[null]',
        '2{"a":1}',
        '2"clock_ping"',
        '2[""]',
        '2["error"]',
        '2["error",{"message":"x"}]',
        '2["connect"]',
        '2["connect_error",{}]',
        '2["disconnect","x"]',
        '2["disconnecting"]',
        '2["newListener","clock_ping"]',
        '2["removeListener","clock_ping"]',
        '2["__proto__",{}]',
        '2["constructor",1]',
        '2["hasOwnProperty"]',
        '2["toString"]',
        '2["clock_ping"]',
        '21["clock_ping",{"t0":1}]',
        '2/admin,["get_usernames",{}]',
        '0/nope,',
        '0{"sessionId":1}',
        '1',
        '3["x"]',
        '31[]',
        '4"x"',
        '6',
        '51-["clock_ping",{"_placeholder":true,"num":0}]',
        '51-["clock_ping",{"_placeholder":true,"num":99}]',
        '2["get_usernames",{"sessionId":"\\ud800"}]',
      ];
      const packet = fc.oneof(
        fc.constantFrom(...RAW_PACKETS),
        hostileJsonText.map((text) => `2["send_chat_message",${text}]`),
        fc
          .tuple(fc.constantFrom(...EVENTS, 'x', ''), fc.array(hostileValue, { maxLength: 2 }))
          .map(([event, args]) => `2${JSON.stringify([event, ...args])}`),
        fc.string({ unit: 'binary', maxLength: 40 }).map((text) => `2${text}`),
      );
      // Engine.IO frames under the Socket.IO packets: types it does not expect, and bytes.
      const frame = fc.oneof(
        fc.constantFrom('', '9', '1', '2probe', '3', '5', '6', '0{}', 'b', 'bAAAA'),
        fc.string({ unit: 'binary', maxLength: 40 }),
        fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
      );
      const piece = fc.oneof(
        { weight: 3, arbitrary: packet.map((text) => ({ packet: text })) },
        { weight: 1, arbitrary: frame.map((data) => ({ frame: data })) },
      );
      await fc.assert(
        fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 4 }), async (pieces) => {
          const socket = server.socket({ sessionId });
          try {
            await connected(socket);
            const closed = new Promise<'closed'>((resolve) =>
              socket.once('disconnect', () => resolve('closed')),
            );
            const { ws } = socket.io.engine.transport as unknown as {
              ws: { send: (data: unknown) => void };
            };
            for (const one of pieces) {
              if ('packet' in one) socket.io.engine.send(one.packet);
              else ws.send(one.frame);
            }
            // Still open, it answers; else the server closed it. Silence only when the client
            // itself left (a DISCONNECT packet, `1`): the server holds no socket for it then.
            const answered = firstOf(socket, ['usernames_list']).then(() => 'answered' as const);
            (socket.emit as (event: string, payload: unknown) => void)('get_usernames', {
              sessionId,
            });
            const outcome = await Promise.race([
              answered,
              closed,
              new Promise<'silent'>((resolve) => setTimeout(() => resolve('silent'), ANSWER_MS)),
            ]);
            if (outcome === 'silent') {
              expect(server.app.io.of('/').sockets.has(socket.id ?? '')).toBe(false);
            }
          } finally {
            socket.disconnect();
          }
          expect((await server.request('GET', '/api/health')).status).toBe(200);
        }),
        { seed: PROPERTY_SEED, numRuns: runs(RUNS_RAW_FRAMES), ...WITHIN_THE_TEST },
      );
    });

    it('keeps serving afterwards: the health check, and the socket that sent it all', async () => {
      expect((await server.request('GET', '/api/health')).status).toBe(200);
      expect(trader.connected).toBe(true);
      await barrier(trader, 'clock_ping');
      // A new window signs in and syncs its clock (the trader's spent its pings a minute).
      const another = server.socket({ sessionId });
      await firstOf(another, ['session_ready']);
      const pong = firstOf(another, ['clock_pong']);
      another.emit('clock_ping', { t0: 1 });
      expect(await pong).toEqual(['clock_pong', expect.objectContaining({ t0: 1 })]);
    });
  },
);
