import {
  EXTENSION_CALLS,
  EXTENSION_MESSAGES,
  type ExtensionTokenCreated,
  type ExtensionTokenOwner,
  type ExtensionTokenStatus,
  type MessageResponseBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/service.ts';
import { requireSession } from '../http/session-guard.ts';
import { requireExtensionUser } from './bearer.ts';
import { registerExtensionCors } from './cors.ts';
import type { ExtensionTokensRepository } from './repository.ts';
import { digestExtensionToken, newExtensionToken } from './tokens.ts';

/**
 * DA §2 Extensions (ours): the trader's extension token, made, shown once, replaced and revoked
 * in Deploy Settings (x-session-id), and the extensions' own "Test connection" (the bearer token).
 */
export function registerExtensionRoutes(
  http: FastifyInstance,
  deps: { auth: AuthService; tokens: ExtensionTokensRepository },
): void {
  const { tokens } = deps;
  registerExtensionCors(http);

  http.get('/api/extension-token', async (request): Promise<ExtensionTokenStatus> => {
    const { userId } = await requireSession(deps.auth, request);
    const createdAt = await tokens.createdAt(userId);
    return { exists: createdAt !== null, created_at: createdAt?.toISOString() ?? null };
  });

  http.post('/api/extension-token', async (request, reply): Promise<ExtensionTokenCreated> => {
    const { userId } = await requireSession(deps.auth, request);
    const token = newExtensionToken();
    const createdAt = await tokens.replace(userId, digestExtensionToken(token));
    reply.status(201).header('cache-control', 'no-store');
    return { token, created_at: createdAt.toISOString() };
  });

  http.delete('/api/extension-token', async (request): Promise<MessageResponseBody> => {
    const { userId } = await requireSession(deps.auth, request);
    await tokens.revoke(userId);
    return { message: EXTENSION_MESSAGES.revoked };
  });

  http.get(EXTENSION_CALLS.check, async (request): Promise<ExtensionTokenOwner> => {
    const { username } = await requireExtensionUser(tokens, request);
    return { username };
  });
}
