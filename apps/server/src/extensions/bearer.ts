import { EXTENSION_MESSAGES, EXTENSION_TOKEN } from '@launchdeck/protocol';
import type { FastifyRequest } from 'fastify';
import type { AuthService } from '../auth/service.ts';
import { HttpError } from '../http/errors.ts';
import { requireSession } from '../http/session-guard.ts';
import type { ExtensionTokensRepository, ExtensionTokenUser } from './repository.ts';
import { digestExtensionToken } from './tokens.ts';

const BEARER = /^Bearer\s+(\S+)$/i;

/** Whether the request names an extension token (`Authorization: Bearer …`). */
export function hasBearer(request: FastifyRequest): boolean {
  return typeof request.headers.authorization === 'string';
}

/** The user of the request's extension token; 401 EXTENSION_MESSAGES.badToken otherwise. */
export async function requireExtensionUser(
  tokens: ExtensionTokensRepository,
  request: FastifyRequest,
): Promise<ExtensionTokenUser> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const user = EXTENSION_TOKEN.test(token)
    ? await tokens.userOf(digestExtensionToken(token))
    : undefined;
  if (!user) throw new HttpError(401, EXTENSION_MESSAGES.badToken);
  return user;
}

/** Who calls: an extension's bearer token when one is sent, else the `x-session-id` session. */
export function requireSessionOrExtension(
  auth: AuthService,
  tokens: ExtensionTokensRepository,
): (request: FastifyRequest) => Promise<{ username: string }> {
  return (request) =>
    hasBearer(request) ? requireExtensionUser(tokens, request) : requireSession(auth, request);
}
