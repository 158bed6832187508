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
import type { AuthService } from '../auth/service.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { isStorageUnavailable } from '../storage/unavailable.ts';
import { Refusal } from './refusal.ts';
import type { RealtimeSocket } from './types.ts';

export type HandlerContext = { socket: RealtimeSocket; user?: SessionUser };

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

const sessionIdOf = (payload: unknown) =>
  SessionId.safeParse(
    typeof payload === 'object' && payload !== null
      ? (payload as { sessionId?: unknown }).sessionId
      : undefined,
  );

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
    const handle = async (payload: unknown) => {
      let context: HandlerContext = { socket };
      try {
        const sessionId = sessionIdOf(payload);
        const session = sessionId.success ? await deps.auth.resolve(sessionId.data) : undefined;
        if (!session) return await answer(spec.loginMessage, context);
        const user = { userId: session.userId, username: session.username };
        context = { socket, user };
        const parsed = parseIncoming(schema, payload);
        if (!parsed.success) {
          return await answer(describeZodError(parsed.error, MESSAGES.badRequest).error, context);
        }
        await spec.run(parsed.data, { socket, user });
      } catch (error) {
        if (!(error instanceof Refusal)) fail(error);
        await answer(failureMessage(error), context);
      }
    };
    (socket.on as (event: string, listener: (payload: unknown) => void) => void).call(
      socket,
      spec.event,
      (payload) => {
        if (!enqueue(socket, () => handle(payload)))
          void answer(MESSAGES.tooManyPending, { socket });
      },
    );
  };
}

/** What a failed event tells its sender: a refusal's sentence, or why the server failed. */
function failureMessage(error: unknown): string {
  if (error instanceof Refusal) return error.message;
  return isStorageUnavailable(error) ? MESSAGES.storageUnavailable : MESSAGES.internal;
}
