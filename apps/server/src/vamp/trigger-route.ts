import { VampRequestBody, type VampResponseBody } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuthService } from '../auth/service.ts';
import { HttpError, parseBody } from '../http/errors.ts';
import { requireSession } from '../http/session-guard.ts';
import { ROOMS } from '../realtime/rooms.ts';
import type { RealtimeServer } from '../realtime/types.ts';

export const VAMP_MESSAGES = {
  oneOf:
    'Send either coinData (vamp_trigger: fill the deploy form and open it) or updateData (vamp_update_trigger: change only the fields given), not both.',
} as const;

const [TriggerBody, UpdateBody] = VampRequestBody.options;

/** Which of the two bodies this is, by its one key: each then gets its own fields' sentences. */
function parseVampBody(body: unknown): VampRequestBody {
  const keys = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : undefined;
  if (!keys) return parseBody(TriggerBody, body); // an object's schema: the bodyNotObject sentence
  const trigger = 'coinData' in keys;
  if (trigger === 'updateData' in keys) throw new HttpError(400, VAMP_MESSAGES.oneOf);
  return trigger ? parseBody(TriggerBody, body) : parseBody(UpdateBody, body);
}

/**
 * POST /api/vamp (ours; FC §7 names the events): the signed-in user's own tool sends a token to
 * every window of that user, on every node (the user's room crosses nodes with the Redis
 * adapter), and to no one else. Answers how many windows it reached.
 */
export function registerVampTriggerRoute(
  http: FastifyInstance,
  deps: { auth: AuthService; io: RealtimeServer },
): void {
  http.post('/api/vamp', async (request): Promise<z.input<typeof VampResponseBody>> => {
    const session = await requireSession(deps.auth, request);
    const body = parseVampBody(request.body);
    const room = ROOMS.user(session.username);
    if ('coinData' in body) {
      deps.io
        .to(room)
        .emit('vamp_trigger', { coinData: body.coinData, source: body.source ?? 'vamp' });
    } else if ('updateData' in body) {
      deps.io.to(room).emit('vamp_update_trigger', { updateData: body.updateData });
    } else {
      throw new HttpError(501, 'Vamp by address is being built.');
    }
    const windows = await deps.io.in(room).fetchSockets();
    return { success: true, windows: windows.length };
  });
}
