import {
  ACCOUNT_SECURITY_MESSAGES,
  DeleteWalletRequestBody,
  DeleteWalletResponseBody,
  ImportWalletRequestBody,
  ImportWalletResponseBody,
  ServerWallet,
  SpendCapRequestBody,
  WALLET_LIMITS,
  WALLET_MESSAGES,
  type WalletNetwork,
  WalletsResponseBody,
} from '@launchdeck/protocol';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthService } from '../auth/index.ts';
import { HttpError } from '../http/errors.ts';
import { router } from '../http/route.ts';
import { type RouteContract, type RouteRateLimit, refusals } from '../http/route-contract.ts';
import { WalletRefusal, type WalletRefusalKind, type WalletsService } from './service.ts';

export type WalletRoutesDeps = {
  /** Unused: route() resolves sessions with the app's identity (http/guards.ts); callers may still pass it. */
  auth?: AuthService;
  wallets: WalletsService;
  /**
   * Step-up: with 2FA on, a wallet import or delete, or a cap raised or removed, needs a current
   * code; while the administrator requires 2FA and the trader has none, none of them is allowed.
   * Throws the sentence the form shows.
   */
  stepUp: (userId: number, code: string | undefined) => Promise<void>;
};

/** Imports each session may try in a minute: enough for a trader's wallets, not for guessing. */
export const WALLET_IMPORT_RATE_LIMIT = { max: 20, timeWindow: 60_000 } as const;

const STATUS: Record<WalletRefusalKind, number> = {
  invalid: 400,
  duplicate: 409,
  full: 409,
  notFound: 404,
  noUser: 401,
};

/**
 * DA §7: every refusal is a `{success: false, error}` answer. Only the sentence goes out and
 * nothing is logged here: the body may hold a private key.
 */
function answerFailure(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof WalletRefusal) {
    return reply.status(STATUS[error.kind]).send({ success: false, error: error.message });
  }
  if (!(error instanceof HttpError)) throw error; // the app's handler answers the rest
  return reply.status(error.status).send({ success: false, error: error.message });
}

/** A BNB import's body: an overlong key is refused in BNB's words (the document shows the same). */
const ImportBnbWalletRequestBody = ImportWalletRequestBody.extend({
  wallet_api: z
    .string({ error: WALLET_MESSAGES.keyRequired })
    .trim()
    .min(1, WALLET_MESSAGES.keyRequired)
    .max(WALLET_LIMITS.keyMax, WALLET_MESSAGES.bnbKeyMalformed),
});

/** One count for both imports, per session (else per IP). */
const importLimit: RouteRateLimit = {
  per: 'identity',
  name: 'wallet-import',
  ...WALLET_IMPORT_RATE_LIMIT,
  message: WALLET_MESSAGES.rateLimited,
};

/** Step-up codes are guessable one in a million: a session gets a few tries a minute. */
const stepUpLimit: RouteRateLimit = {
  per: 'identity',
  name: 'wallet-step-up',
  ...WALLET_IMPORT_RATE_LIMIT,
  message: ACCOUNT_SECURITY_MESSAGES.walletChangesRateLimited,
};

const tag = 'Wallets';

/** The schemas each call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  importSolana: {
    summary: 'Import a Solana wallet by its private key (DA §7)',
    tag,
    auth: 'session',
    body: ImportWalletRequestBody,
    rateLimit: importLimit,
    responses: { 200: ImportWalletResponseBody, default: refusals(ImportWalletResponseBody) },
  },
  importBnb: {
    summary: 'Import a BNB Chain wallet by its private key (DA §7)',
    tag,
    auth: 'session',
    body: ImportBnbWalletRequestBody,
    rateLimit: importLimit,
    responses: { 200: ImportWalletResponseBody, default: refusals(ImportWalletResponseBody) },
  },
  list: {
    summary: 'The trader’s wallets',
    tag,
    auth: 'session',
    responses: { 200: WalletsResponseBody },
  },
  remove: {
    summary: 'Delete one of the trader’s wallets (with 2FA on, `code` in the body)',
    tag,
    auth: 'session',
    params: { id: z.string().min(1).max(64) },
    body: DeleteWalletRequestBody,
    // No body is `{}`: without 2FA a delete needs no code.
    readBody: (body: unknown) => body ?? {},
    rateLimit: stepUpLimit,
    responses: { 200: DeleteWalletResponseBody, default: refusals(DeleteWalletResponseBody) },
  },
  spendCap: {
    summary:
      'Set or remove a wallet’s daily spend cap (raising or removing it with 2FA on needs `code`)',
    tag,
    auth: 'session',
    params: { id: z.string().min(1).max(64) },
    body: SpendCapRequestBody,
    rateLimit: stepUpLimit,
    responses: { 200: ServerWallet, default: refusals(DeleteWalletResponseBody) },
  },
} satisfies Record<string, RouteContract>;

/** DA §7 wallet import, and (ours) listing and deleting one's own wallets. */
export function registerWalletRoutes(http: FastifyInstance, deps: WalletRoutesDeps): void {
  const route = router(http);
  const answers = { errorHandler: answerFailure };

  const importInto =
    (network: WalletNetwork) =>
    async ({
      session,
      body,
    }: {
      session: { userId: number };
      body: ImportWalletRequestBody;
    }): Promise<ImportWalletResponseBody> => {
      await deps.stepUp(session.userId, body.code);
      const wallet = await deps.wallets.import(session.userId, network, body.wallet_api);
      return {
        success: true,
        wallet_address: wallet.address,
        api_key: wallet.api_key,
        network: wallet.network,
        id: wallet.id,
        created_at: wallet.created_at,
        dailyCap: wallet.dailyCap,
        spentToday: wallet.spentToday,
      };
    };
  route('POST', '/api/wallets/import', CONTRACTS.importSolana, importInto('solana'), answers);
  route('POST', '/api/wallets/import_bnb', CONTRACTS.importBnb, importInto('bnb'), answers);

  route(
    'GET',
    '/api/wallets',
    CONTRACTS.list,
    async ({ session }): Promise<WalletsResponseBody> => ({
      wallets: await deps.wallets.list(session.userId),
    }),
    answers,
  );

  route(
    'DELETE',
    '/api/wallets/:id',
    CONTRACTS.remove,
    async ({ session, params, body }): Promise<DeleteWalletResponseBody> => {
      await deps.stepUp(session.userId, body.code);
      await deps.wallets.delete(session.userId, params.id);
      return { success: true, message: WALLET_MESSAGES.deleted };
    },
    answers,
  );

  route(
    'PUT',
    '/api/wallets/:id/spend-cap',
    CONTRACTS.spendCap,
    async ({ session, params, body }): Promise<ServerWallet> =>
      deps.wallets.setSpendCap(session.userId, params.id, body.dailyCap, () =>
        deps.stepUp(session.userId, body.code),
      ),
    answers,
  );
}
