import {
  EXTENSION_CALLS,
  EXTENSION_MESSAGES,
  ExtensionTokenCreated,
  ExtensionTokenOwner,
  ExtensionTokenStatus,
  MessageResponseBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/index.ts';
import { router } from '../http/route.ts';
import type { RouteContract } from '../http/route-contract.ts';
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
  deps: {
    /** Unused: route() resolves sessions with the app's identity (http/guards.ts). */
    auth?: AuthService;
    tokens: ExtensionTokensRepository;
  },
): void {
  const { tokens } = deps;
  const route = router(http);
  registerExtensionCors(http);

  route(
    'GET',
    '/api/extension-token',
    CONTRACTS.status,
    async ({ session }): Promise<ExtensionTokenStatus> => {
      const createdAt = await tokens.createdAt(session.userId);
      return { exists: createdAt !== null, created_at: createdAt?.toISOString() ?? null };
    },
  );

  route(
    'POST',
    '/api/extension-token',
    CONTRACTS.create,
    async ({ session, reply }): Promise<ExtensionTokenCreated> => {
      const token = newExtensionToken();
      const createdAt = await tokens.replace(session.userId, digestExtensionToken(token));
      reply.status(201).header('cache-control', 'no-store');
      return { token, created_at: createdAt.toISOString() };
    },
  );

  route(
    'DELETE',
    '/api/extension-token',
    CONTRACTS.revoke,
    async ({ session }): Promise<MessageResponseBody> => {
      await tokens.revoke(session.userId);
      return { message: EXTENSION_MESSAGES.revoked };
    },
  );

  route(
    'GET',
    EXTENSION_CALLS.check,
    CONTRACTS.check,
    async ({ extensionUser }): Promise<ExtensionTokenOwner> => ({
      username: extensionUser.username,
    }),
  );
}
