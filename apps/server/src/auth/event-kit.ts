import {
  type ClientEventData,
  type ClientEventName,
  clientEventSchema,
  describeZodError,
  LIMITS,
  MESSAGES,
  parseIncoming,
  SessionId,
} from '@launchdeck/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { Refusal } from '../realtime/refusal.ts';
import type { RealtimeSocket } from '../realtime/types.ts';
import { digestToken } from '../secrets/secrets.ts';
import { isStorageUnavailable } from '../storage/unavailable.ts';
import type { AuthService } from './service.ts';
import type { SessionUser } from './session-user.ts';

export type HandlerContext = {
  socket: RealtimeSocket;
  user?: SessionUser;
  /** performance.now() when the event reached the server (before its session was looked up). */
  arrivedAt: number;
};

/** One client event's handler; its payload schema is the protocol table's entry for `event`. */
export type EventSpec<E extends ClientEventName> = {
  event: E;
  /** FC §5: what a missing or dead session is told ('Please log in to ...'). */
  loginMessage: string;
  /** Sends a refusal on the event's own answer event. */
  refuse: (message: string, context: HandlerContext) => void | Promise<void>;
  run: (data: ClientEventData<E>, context: Required<HandlerContext>) => Promise<void>;
};

export type OnEvent = <E extends ClientEventName>(
  socket: RealtimeSocket,
  spec: EventSpec<E>,
) => void;

// FC §7 payloads carry `sessionId`; the DA §3 token-creation request carries `session_id`.
const sessionIdOf = (payload: unknown) => {
  const fields =
    typeof payload === 'object' && payload !== null
      ? (payload as { sessionId?: unknown; session_id?: unknown })
      : {};
  return SessionId.safeParse(fields.sessionId ?? fields.session_id);
};

type SocketQueue = { tail: Promise<void>; pending: number };
const queues = new WeakMap<RealtimeSocket, SocketQueue>();

/**
 * One socket's events are handled one after another, in the order sent: two quick lines keep
 * their order, and a create followed by a join sees the group. `handle` never rejects. A client
 * flooding events gets false past LIMITS.socketEventsPendingMax, so its backlog stays bounded.
 */
function enqueue(socket: RealtimeSocket, handle: () => Promise<void>): boolean {
  const queue = queues.get(socket) ?? { tail: Promise.resolve(), pending: 0 };
  if (queue.pending >= LIMITS.socketEventsPendingMax) return false;
  queue.pending += 1;
  queue.tail = queue.tail.then(handle).finally(() => {
    queue.pending -= 1;
  });
  queues.set(socket, queue);
  return true;
}

/**
 * Every signed-in event takes the same steps (STYLE.md): the payload's session → the event's
 * schema from the protocol table → the service → the answer and broadcasts. A refusal is answered
 * on the event's answer event; an unexpected failure is logged and answered with the generic
 * sentence, never a crash.
 */
export function createEventKit(deps: {
  auth: Pick<AuthService, 'resolve'>;
  log: FastifyBaseLogger;
}): OnEvent {
  return (socket, spec) => {
    const schema = clientEventSchema(spec.event);
    const fail = (error: unknown) =>
      deps.log.error({ err: error, event: spec.event }, 'socket event failed');
    const answer = async (message: string, context: HandlerContext) => {
      try {
        await spec.refuse(message, context);
      } catch (error) {
        fail(error);
      }
    };
    const handle = async (payload: unknown, arrivedAt: number) => {
      let context: HandlerContext = { socket, arrivedAt };
      try {
        const sessionId = sessionIdOf(payload);
        const user = sessionId.success
          ? await userOf(socket, sessionId.data, deps.auth)
          : undefined;
        if (!user) return await answer(spec.loginMessage, context);
        context = { socket, user, arrivedAt };
        const parsed = parseIncoming(schema, payload);
        if (!parsed.success) {
          return await answer(describeZodError(parsed.error, MESSAGES.badRequest).error, context);
        }
        await spec.run(parsed.data, { socket, user, arrivedAt });
      } catch (error) {
        if (!(error instanceof Refusal)) fail(error);
        await answer(failureMessage(error), context);
      }
    };
    (socket.on as (event: string, listener: (payload: unknown) => void) => void).call(
      socket,
      spec.event,
      (payload) => {
        const arrivedAt = performance.now();
        if (!enqueue(socket, () => handle(payload, arrivedAt)))
          void answer(MESSAGES.tooManyPending, { socket, arrivedAt });
      },
    );
  };
}

/**
 * The user of a payload's session. A socket authenticated with that very session answers from
 * memory (its sockets are closed when the session ends: logout, kick, removal, expiry), so the
 * hot paths (a launch, a chat line) skip a database round trip; any other id is looked up.
 */
async function userOf(
  socket: RealtimeSocket,
  sessionId: string,
  auth: Pick<AuthService, 'resolve'>,
): Promise<SessionUser | undefined> {
  const { sessionHash, userId, username, sessionExpiresAt } = socket.data;
  if (
    sessionHash !== undefined &&
    userId !== undefined &&
    username !== undefined &&
    sessionExpiresAt !== undefined &&
    sessionExpiresAt > Date.now() &&
    digestToken(sessionId) === sessionHash
  )
    return { userId, username };
  const session = await auth.resolve(sessionId);
  return session ? { userId: session.userId, username: session.username } : undefined;
}

/** What a failed event tells its sender: a refusal's sentence, or why the server failed. */
function failureMessage(error: unknown): string {
  if (error instanceof Refusal) return error.message;
  return isStorageUnavailable(error) ? MESSAGES.storageUnavailable : MESSAGES.internal;
}
