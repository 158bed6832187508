import type { ApiKeyCreated } from '@launchdeck/protocol';
import type { TestServer } from './server-support.ts';

/** A new bot API key (`ldk_…`, scope feed:read) of the trader with session `sessionId`. */
export async function createApiKey(server: TestServer, sessionId: string): Promise<string> {
  const response = await server.request('POST', '/api/api-keys', { name: 'test bot' }, sessionId);
  if (response.status !== 201) throw new Error(`API key refused: ${await response.text()}`);
  return ((await response.json()) as ApiKeyCreated).key;
}
