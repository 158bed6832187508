import {
  GetAssetResponse,
  type TokenLinksRequestBody,
  TokenLinksResponseBody,
} from '@launchdeck/protocol';
import type { z } from 'zod';
import { post } from '../../lib/http.ts';

type Call = { session: string; signal?: AbortSignal };

/** FC §7 getAsset, through our server's POST /api/rpc (JSON-RPC 2.0). */
export const getAsset = (id: string, address: string, { session, signal }: Call) =>
  post(
    '/api/rpc',
    GetAssetResponse,
    { jsonrpc: '2.0', id, method: 'getAsset', params: { id: address } },
    { session, signal },
  );

/** FC §7 json_uri: the server reads the token's metadata JSON for its website and twitter. */
export const tokenLinks = (
  body: z.input<typeof TokenLinksRequestBody>,
  { session, signal }: Call,
) => post('/api/token-links', TokenLinksResponseBody, body, { session, signal });
