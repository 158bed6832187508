import {
  ReferralCreateBody,
  ReferralCreateResponse,
  ReferralGetResponse,
  ReferralUpdateBody,
  ReferralUpdateResponse,
  UserRefBody,
  UserRefGetResponse,
  UserRefSetResponse,
} from '@launchdeck/protocol';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthService } from '../auth/service.ts';
import { HttpError, parseBody } from '../http/errors.ts';
import { documented, type RouteContract } from '../http/route-contract.ts';
import { referralWriteRateLimit } from './rate-limit.ts';
import { ReferralRefusal, type ReferralRefusalKind, type ReferralService } from './service.ts';
import { referralSession } from './session.ts';

export type ReferralRoutesDeps = { auth: AuthService; referral: ReferralService };

const STATUS: Record<ReferralRefusalKind, number> = {
  invalid: 400,
  ownCode: 400,
  noUser: 401,
  noAccount: 404,
  unknownCode: 404,
  codeTaken: 409,
  alreadyCreated: 409,
};

/** DA §7: every refusal of these calls is a `{success: false, error}` answer with its status. */
function answerFailure(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ReferralRefusal) {
    return reply.status(STATUS[error.kind]).send({ success: false, error: error.message });
  }
  if (!(error instanceof HttpError)) throw error; // the app's handler answers the rest
  return reply.status(error.status).send({ success: false, error: error.message });
}

const tag = 'Referral';

/** The schemas each call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  get: {
    summary: 'The trader’s referral account (DA §7)',
    tag,
    auth: 'session',
    responses: { 200: ReferralGetResponse, default: ReferralCreateResponse },
  },
  create: {
    summary: 'Create the trader’s referral account and code',
    tag,
    auth: 'session',
    body: ReferralCreateBody,
    responses: { 200: ReferralCreateResponse, default: ReferralCreateResponse },
  },
  update: {
    summary: 'Change the referral account’s payout wallets',
    tag,
    auth: 'session',
    body: ReferralUpdateBody,
    responses: { 200: ReferralUpdateResponse, default: ReferralUpdateResponse },
  },
  getRef: {
    summary: 'The referral code the trader uses',
    tag,
    auth: 'session',
    responses: { 200: UserRefGetResponse, default: UserRefSetResponse },
  },
  setRef: {
    summary: 'Set the referral code the trader uses',
    tag,
    auth: 'session',
    body: UserRefBody,
    responses: { 200: UserRefSetResponse, default: UserRefSetResponse },
  },
} satisfies Record<string, RouteContract>;

/** DA §7 referral calls: the trader's referral account, and the code the trader uses. */
export function registerReferralRoutes(http: FastifyInstance, deps: ReferralRoutesDeps): void {
  const read = { errorHandler: answerFailure };
  const write = { preHandler: referralWriteRateLimit(http), errorHandler: answerFailure };

  http.get(
    '/api/referral/get',
    documented(CONTRACTS.get, read),
    async (request): Promise<ReferralGetResponse> => {
      const session = await referralSession(deps.auth, request);
      return deps.referral.get(session.userId);
    },
  );

  http.post(
    '/api/referral/create',
    documented(CONTRACTS.create, write),
    async (request): Promise<ReferralCreateResponse> => {
      const session = await referralSession(deps.auth, request);
      const body = parseBody(CONTRACTS.create.body, request.body);
      return { success: true, username: await deps.referral.create(session.userId, body) };
    },
  );

  http.post(
    '/api/referral/update',
    documented(CONTRACTS.update, write),
    async (request): Promise<ReferralUpdateResponse> => {
      const session = await referralSession(deps.auth, request);
      const body = parseBody(CONTRACTS.update.body, request.body);
      return { success: true, ...(await deps.referral.updateWallets(session.userId, body)) };
    },
  );

  http.get(
    '/api/user/ref',
    documented(CONTRACTS.getRef, read),
    async (request): Promise<UserRefGetResponse> => {
      const session = await referralSession(deps.auth, request);
      return { success: true, ref: await deps.referral.referrerCode(session.userId) };
    },
  );

  http.post(
    '/api/user/ref',
    documented(CONTRACTS.setRef, write),
    async (request): Promise<UserRefSetResponse> => {
      const session = await referralSession(deps.auth, request);
      const { ref } = parseBody(CONTRACTS.setRef.body, request.body);
      return { success: true, ref: await deps.referral.setReferrerCode(session.userId, ref) };
    },
  );
}
