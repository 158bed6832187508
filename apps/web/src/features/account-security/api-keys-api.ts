import {
  ApiKeyCreated,
  ApiKeysResponse,
  BOT_API_PATHS,
  type CreateApiKeyBody,
  MessageResponseBody,
} from '@launchdeck/protocol';
import { del, get, post } from '../../lib/http.ts';

/** The trader's bot API keys (docs/bot-api.md), each call with the session that asks. */
export const apiKeysApi = {
  list: (session: string, signal?: AbortSignal) =>
    get(BOT_API_PATHS.apiKeys, ApiKeysResponse, { session, signal }),
  create: (session: string, body: CreateApiKeyBody) =>
    post(BOT_API_PATHS.apiKeys, ApiKeyCreated, body, { session }),
  revoke: (session: string, id: string) =>
    del(
      BOT_API_PATHS.apiKey.replace(':id', encodeURIComponent(id)),
      MessageResponseBody,
      undefined,
      { session },
    ),
};
