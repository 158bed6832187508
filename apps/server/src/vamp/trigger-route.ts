import {
  EXTENSION_MESSAGES,
  type VampCoinData,
  VampRequestBody,
  VampResponseBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../http/errors.ts';
import { router } from '../http/route.ts';
import type { RouteContract } from '../http/route-contract.ts';
import { ROOMS } from '../realtime/rooms.ts';
import type { RealtimeServer } from '../realtime/types.ts';
import { AssetSourceError } from './asset-source.ts';
import { vampLookupLimit } from './rate-limit.ts';
import { lookUpVampToken, type TokenLookupDeps } from './token-lookup.ts';

export const VAMP_MESSAGES = {
  oneOf:
    'Send one of coinData (vamp_trigger: fill the deploy form and open it), updateData (vamp_update_trigger: change only the fields given) or address (look the token up and fill the form with it).',
} as const;

const BODY_KEYS = ['coinData', 'updateData', 'address'] as const;
const [TriggerBody, UpdateBody, AddressBody] = VampRequestBody.options;
const SCHEMA_OF_KEY = { coinData: TriggerBody, updateData: UpdateBody, address: AddressBody };

/** Which of the three bodies this is, by its one key: each then gets its own fields' sentences. */
function vampBodySchema(body: unknown): (typeof SCHEMA_OF_KEY)[keyof typeof SCHEMA_OF_KEY] {
  const keys = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : undefined;
  if (!keys) return TriggerBody; // an object's schema: the bodyNotObject sentence
  const given = BODY_KEYS.filter((key) => key in keys);
  const [key] = given;
  if (given.length !== 1 || !key) throw new HttpError(400, VAMP_MESSAGES.oneOf);
  return SCHEMA_OF_KEY[key];
}

export type VampTriggerDeps = TokenLookupDeps & { io: RealtimeServer };

/** The `{address}` form's token, or a 404 / 502 sentence. */
async function tokenAt(deps: TokenLookupDeps, address: string): Promise<VampCoinData> {
  try {
    const coinData = await lookUpVampToken(deps, address);
    if (!coinData) throw new HttpError(404, EXTENSION_MESSAGES.unknownToken);
    return coinData;
  } catch (error) {
    if (error instanceof AssetSourceError) throw new HttpError(502, error.message);
    throw error;
  }
}

/** The schemas the call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  vamp: {
    summary: 'Send a token to every window of the caller (vamp_trigger / vamp_update_trigger)',
    tag: 'Vamp',
    auth: 'sessionOrExtensionToken',
    body: VampRequestBody,
    bodySchemas: vampBodySchema,
    rateLimit: vampLookupLimit,
    responses: { 200: VampResponseBody },
  },
} satisfies Record<string, RouteContract>;

/**
 * POST /api/vamp (ours; FC §7 names the events): the user's own tool (the vamp and image-search
 * extensions, with their bearer token, or a session) sends a token to every window of that user,
 * on every node (the user's room crosses nodes with the Redis adapter), and to no one else.
 * The `{address}` form looks the token up first (getAsset's source) and sends vamp_trigger.
 * Answers how many windows it reached.
 */
export function registerVampTriggerRoute(http: FastifyInstance, deps: VampTriggerDeps): void {
  router(http)(
    'POST',
    '/api/vamp',
    CONTRACTS.vamp,
    async ({ caller, body }): Promise<z.input<typeof VampResponseBody>> => {
      const room = ROOMS.user(caller.username);
      let found: VampCoinData | undefined;
      if ('coinData' in body) {
        deps.io
          .to(room)
          .emit('vamp_trigger', { coinData: body.coinData, source: body.source ?? 'vamp' });
      } else if ('updateData' in body) {
        deps.io.to(room).emit('vamp_update_trigger', { updateData: body.updateData });
      } else {
        found = await tokenAt(deps, body.address.trim());
        deps.io
          .to(room)
          .emit('vamp_trigger', { coinData: found, source: body.source ?? 'extension' });
      }
      const windows = await deps.io.in(room).fetchSockets();
      return { success: true, windows: windows.length, ...(found ? { coinData: found } : {}) };
    },
  );
}
