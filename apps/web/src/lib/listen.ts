import {
  type ServerEventName,
  type ServerEventPayload,
  serverEventSchema,
} from '@launchdeck/protocol';
import type { AppSocket } from './socket.ts';

type LooseOn = (event: string, listener: (payload: unknown) => void) => void;

/**
 * Listens to a server event with its payload parsed first, by the schema the protocol's event
 * table gives that name: a malformed payload is logged and dropped, never half-applied.
 */
export function listen<E extends ServerEventName>(
  socket: AppSocket,
  event: E,
  handle: (payload: ServerEventPayload<E>) => void,
): void {
  const schema = serverEventSchema(event);
  // Socket.IO's typing cannot follow a generic event name; the payload is checked right here.
  (socket.on as LooseOn).call(socket, event, (payload) => {
    const result = schema.safeParse(payload);
    if (result.success) handle(result.data);
    else console.warn(`Ignored a malformed ${event}`, result.error);
  });
}
