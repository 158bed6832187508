import {
  EXTENSION_MESSAGES,
  type VampCoinData,
  VampRequestBody,
  VampResponseBody,
} from '@launchdeck/protocol';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import { HttpError, parseBody } from '../http/errors.ts';
import { documented, type RouteContract } from '../http/route-contract.ts';
import { ROOMS } from '../realtime/rooms.ts';
import type { RealtimeServer } from '../realtime/types.ts';
import { AssetSourceError } from './asset-source.ts';
import { lookUpVampToken, type TokenLookupDeps } from './token-lookup.ts';

export const VAMP_MESSAGES = {
  oneOf:
    'Send one of coinData (vamp_trigger: fill the deploy form and open it), updateData (vamp_update_trigger: change only the fields given) or address (look the token up and fill the form with it).',
} as const;

const BODY_KEYS = ['coinData', 'updateData', 'address'] as const;
const [TriggerBody, UpdateBody, AddressBody] = VampRequestBody.options;
const SCHEMA_OF_KEY = { coinData: TriggerBody, updateData: UpdateBody, address: AddressBody };

/** Which of the three bodies this is, by its one key: each then gets its own fields' sentences. */
function parseVampBody(body: unknown): VampRequestBody {
  const keys = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : undefined;
  if (!keys) return parseBody(TriggerBody, body); // an object's schema: the bodyNotObject sentence
  const given = BODY_KEYS.filter((key) => key in keys);
  const [key] = given;
  if (given.length !== 1 || !key) throw new HttpError(400, VAMP_MESSAGES.oneOf);
  return parseBody(SCHEMA_OF_KEY[key], body);
}

export type VampTriggerDeps = TokenLookupDeps & {
  io: RealtimeServer;
  /** Who sends: a session (x-session-id) or an extension's bearer token; 401 otherwise. */
  caller: (request: FastifyRequest) => Promise<{ username: string }>;
  limit: onRequestHookHandler;
};

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
  http.post(
    '/api/vamp',
    documented(CONTRACTS.vamp, { onRequest: deps.limit }),
    async (request): Promise<z.input<typeof VampResponseBody>> => {
      const { username } = await deps.caller(request);
      const body = parseVampBody(request.body);
      const room = ROOMS.user(username);
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
