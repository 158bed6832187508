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
import type { AuthService } from '../auth/index.ts';
import { HttpError } from '../http/errors.ts';
import { router } from '../http/route.ts';
import { type RouteContract, refusals } from '../http/route-contract.ts';
import { referralWriteLimit } from './rate-limit.ts';
import { ReferralRefusal, type ReferralRefusalKind, type ReferralService } from './service.ts';

export type ReferralRoutesDeps = {
  /** Unused: route() resolves sessions with the app's identity (http/guards.ts); callers may still pass it. */
  auth?: AuthService;
  referral: ReferralService;
};

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
    auth: 'sessionInHeaderOrBody',
    responses: { 200: ReferralGetResponse, default: refusals(ReferralCreateResponse) },
  },
  create: {
    summary: 'Create the trader’s referral account and code',
    tag,
    auth: 'sessionInHeaderOrBody',
    body: ReferralCreateBody,
    rateLimit: referralWriteLimit,
    responses: { 200: ReferralCreateResponse, default: refusals(ReferralCreateResponse) },
  },
  update: {
    summary: 'Change the referral account’s payout wallets',
    tag,
    auth: 'sessionInHeaderOrBody',
    body: ReferralUpdateBody,
    rateLimit: referralWriteLimit,
    responses: { 200: ReferralUpdateResponse, default: refusals(ReferralUpdateResponse) },
  },
  getRef: {
    summary: 'The referral code the trader uses',
    tag,
    auth: 'sessionInHeaderOrBody',
    responses: { 200: UserRefGetResponse, default: refusals(UserRefSetResponse) },
  },
  setRef: {
    summary: 'Set the referral code the trader uses',
    tag,
    auth: 'sessionInHeaderOrBody',
    body: UserRefBody,
    rateLimit: referralWriteLimit,
    responses: { 200: UserRefSetResponse, default: refusals(UserRefSetResponse) },
  },
} satisfies Record<string, RouteContract>;

/** DA §7 referral calls: the trader's referral account, and the code the trader uses. */
export function registerReferralRoutes(http: FastifyInstance, deps: ReferralRoutesDeps): void {
  const route = router(http);
  const answers = { errorHandler: answerFailure };

  route(
    'GET',
    '/api/referral/get',
    CONTRACTS.get,
    async ({ session }): Promise<ReferralGetResponse> => deps.referral.get(session.userId),
    answers,
  );

  route(
    'POST',
    '/api/referral/create',
    CONTRACTS.create,
    async ({ session, body }): Promise<ReferralCreateResponse> => ({
      success: true,
      username: await deps.referral.create(session.userId, body),
    }),
    answers,
  );

  route(
    'POST',
    '/api/referral/update',
    CONTRACTS.update,
    async ({ session, body }): Promise<ReferralUpdateResponse> => ({
      success: true,
      ...(await deps.referral.updateWallets(session.userId, body)),
    }),
    answers,
  );

  route(
    'GET',
    '/api/user/ref',
    CONTRACTS.getRef,
    async ({ session }): Promise<UserRefGetResponse> => ({
      success: true,
      ref: await deps.referral.referrerCode(session.userId),
    }),
    answers,
  );

  route(
    'POST',
    '/api/user/ref',
    CONTRACTS.setRef,
    async ({ session, body }): Promise<UserRefSetResponse> => ({
      success: true,
      ref: await deps.referral.setReferrerCode(session.userId, body.ref),
    }),
    answers,
  );
}
