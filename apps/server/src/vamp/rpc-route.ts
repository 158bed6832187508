import { GetAssetRequest, GetAssetResponse } from '@launchdeck/protocol';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { router } from '../http/route.ts';
import { type RouteContract, refusals } from '../http/route-contract.ts';
import { type AssetSource, AssetSourceError, RPC_CODES, RPC_MESSAGES } from './asset-source.ts';
import { vampLookupLimit } from './rate-limit.ts';

export type RpcRouteDeps = { assets: AssetSource };

/** The request's own id when it has a usable one (JSON-RPC echoes it), else null. */
function requestId(body: unknown): string | number | null {
  const id = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined;
  return (typeof id === 'string' && id.length <= 64) || typeof id === 'number' ? id : null;
}

/** A refusal of /api/rpc, sent as a JSON-RPC error so the browser reads `error.message` as always. */
class RpcRefusal extends HttpError {
  constructor(
    status: number,
    readonly code: number,
    message: string,
  ) {
    super(status, message);
  }
}

const CODE_OF_STATUS: Readonly<Record<number, number>> = {
  400: RPC_CODES.invalidRequest,
  401: RPC_CODES.notLoggedIn,
  429: RPC_CODES.rateLimited,
};

function answerRpcFailure(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (!(error instanceof HttpError)) throw error; // the app's handler answers the rest
  const code =
    error instanceof RpcRefusal
      ? error.code
      : (CODE_OF_STATUS[error.status] ?? RPC_CODES.invalidRequest);
  const answer: GetAssetResponse = {
    jsonrpc: '2.0',
    id: requestId(request.body),
    error: { code, message: error.message },
  };
  return reply.status(error.status).send(answer);
}

/** Any method but getAsset is refused by name, before the body's other fields are read. */
function getAssetOnly(body: unknown): typeof GetAssetRequest {
  const method =
    typeof body === 'object' && body !== null ? (body as { method?: unknown }).method : undefined;
  if (typeof method === 'string' && method !== 'getAsset') {
    throw new RpcRefusal(400, RPC_CODES.methodNotFound, RPC_MESSAGES.methodNotSupported(method));
  }
  return GetAssetRequest;
}

/** The schemas the call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  rpc: {
    summary: 'getAsset, as JSON-RPC 2.0 (FC §7)',
    tag: 'Vamp',
    auth: 'session',
    body: GetAssetRequest,
    bodySchemas: getAssetOnly,
    rateLimit: vampLookupLimit,
    responses: { 200: GetAssetResponse, default: refusals(GetAssetResponse) },
  },
} satisfies Record<string, RouteContract>;

/**
 * FC §7 getAsset, as POST /api/rpc (JSON-RPC 2.0, `x-session-id` required): answered by the DAS
 * provider or, offline, our launches. An unknown id is a JSON-RPC error `{code: -32000, message:
 * 'Asset not found'}` with HTTP 200, as DAS answers it; a failing provider is HTTP 502 with a
 * JSON-RPC error; every refusal is a JSON-RPC error with its 4xx status.
 */
export function registerRpcRoute(http: FastifyInstance, deps: RpcRouteDeps): void {
  router(http)(
    'POST',
    '/api/rpc',
    CONTRACTS.rpc,
    async ({ request, body: call }): Promise<GetAssetResponse> => {
      try {
        return { jsonrpc: '2.0', id: call.id, ...(await deps.assets.getAsset(call.params.id)) };
      } catch (error) {
        if (!(error instanceof AssetSourceError)) throw error;
        request.log.warn({ reason: error.message }, 'getAsset failed upstream');
        throw new RpcRefusal(502, RPC_CODES.upstreamFailed, error.message);
      }
    },
    { errorHandler: answerRpcFailure },
  );
}
