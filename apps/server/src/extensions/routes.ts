import {
  EXTENSION_CALLS,
  EXTENSION_MESSAGES,
  ExtensionTokenCreated,
  ExtensionTokenOwner,
  ExtensionTokenStatus,
  MessageResponseBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/service.ts';
import { documented, type RouteContract } from '../http/route-contract.ts';
import { requireSession } from '../http/session-guard.ts';
import { requireExtensionUser } from './bearer.ts';
import { registerExtensionCors } from './cors.ts';
import type { ExtensionTokensRepository } from './repository.ts';
import { digestExtensionToken, newExtensionToken } from './tokens.ts';

const tag = 'Extensions';

/** The schemas each call answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  status: {
    summary: 'Whether the trader has an extension token, and since when',
    tag,
    auth: 'session',
    responses: { 200: ExtensionTokenStatus },
  },
  create: {
    summary: 'Make a new extension token (shown once; replaces the old one)',
    tag,
    auth: 'session',
    responses: { 201: ExtensionTokenCreated },
  },
  revoke: {
    summary: 'Revoke the extension token',
    tag,
    auth: 'session',
    responses: { 200: MessageResponseBody },
  },
  check: {
    summary: 'An extension’s “Test connection”: whose token this is',
    tag,
    auth: 'extensionToken',
    responses: { 200: ExtensionTokenOwner },
  },
} satisfies Record<string, RouteContract>;

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

  http.get(
    '/api/extension-token',
    documented(CONTRACTS.status),
    async (request): Promise<ExtensionTokenStatus> => {
      const { userId } = await requireSession(deps.auth, request);
      const createdAt = await tokens.createdAt(userId);
      return { exists: createdAt !== null, created_at: createdAt?.toISOString() ?? null };
    },
  );

  http.post(
    '/api/extension-token',
    documented(CONTRACTS.create),
    async (request, reply): Promise<ExtensionTokenCreated> => {
      const { userId } = await requireSession(deps.auth, request);
      const token = newExtensionToken();
      const createdAt = await tokens.replace(userId, digestExtensionToken(token));
      reply.status(201).header('cache-control', 'no-store');
      return { token, created_at: createdAt.toISOString() };
    },
  );

  http.delete(
    '/api/extension-token',
    documented(CONTRACTS.revoke),
    async (request): Promise<MessageResponseBody> => {
      const { userId } = await requireSession(deps.auth, request);
      await tokens.revoke(userId);
      return { message: EXTENSION_MESSAGES.revoked };
    },
  );

  http.get(
    EXTENSION_CALLS.check,
    documented(CONTRACTS.check),
    async (request): Promise<ExtensionTokenOwner> => {
      const { username } = await requireExtensionUser(tokens, request);
      return { username };
    },
  );
}
