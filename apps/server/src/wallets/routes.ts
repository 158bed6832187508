import {
  ACCOUNT_SECURITY_MESSAGES,
  DeleteWalletRequestBody,
  DeleteWalletResponseBody,
  ImportWalletRequestBody,
  ImportWalletResponseBody,
  ServerWallet,
  SpendCapRequestBody,
  WALLET_MESSAGES,
  type WalletNetwork,
  WalletsResponseBody,
} from '@launchdeck/protocol';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthService } from '../auth/service.ts';
import { HttpError, parseBody } from '../http/errors.ts';
import { documented, type RouteContract } from '../http/route-contract.ts';
import { requireSession } from '../http/session-guard.ts';
import { perSessionRateLimit } from '../http/session-rate-limit.ts';
import { WalletRefusal, type WalletRefusalKind, type WalletsService } from './service.ts';

export type WalletRoutesDeps = {
  auth: AuthService;
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

/** An import body; a BNB import's overlong key is named as a BNB refusal. */
function importBody(network: WalletNetwork, body: unknown): ImportWalletRequestBody {
  try {
    return parseBody(ImportWalletRequestBody, body);
  } catch (error) {
    const tooLong =
      error instanceof HttpError && error.message === WALLET_MESSAGES.solanaKeyMalformed;
    if (network === 'bnb' && tooLong) throw new HttpError(400, WALLET_MESSAGES.bnbKeyMalformed);
    throw error;
  }
}

const tag = 'Wallets';

/** The schemas each call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  importSolana: {
    summary: 'Import a Solana wallet by its private key (DA §7)',
    tag,
    auth: 'session',
    body: ImportWalletRequestBody,
    responses: { 200: ImportWalletResponseBody, default: ImportWalletResponseBody },
  },
  importBnb: {
    summary: 'Import a BNB Chain wallet by its private key (DA §7)',
    tag,
    auth: 'session',
    body: ImportWalletRequestBody,
    responses: { 200: ImportWalletResponseBody, default: ImportWalletResponseBody },
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
    responses: { 200: DeleteWalletResponseBody, default: DeleteWalletResponseBody },
  },
  spendCap: {
    summary:
      'Set or remove a wallet’s daily spend cap (raising or removing it with 2FA on needs `code`)',
    tag,
    auth: 'session',
    params: { id: z.string().min(1).max(64) },
    body: SpendCapRequestBody,
    responses: { 200: ServerWallet, default: DeleteWalletResponseBody },
  },
} satisfies Record<string, RouteContract>;

/** DA §7 wallet import, and (ours) listing and deleting one's own wallets. */
export function registerWalletRoutes(http: FastifyInstance, deps: WalletRoutesDeps): void {
  const importInto = (network: WalletNetwork) =>
    async function importWallet(request: FastifyRequest): Promise<ImportWalletResponseBody> {
      const session = await requireSession(deps.auth, request);
      const body = importBody(network, request.body);
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
  // One count for both imports: a limiter made once and run before each of them.
  const limit = perSessionRateLimit(
    http,
    'wallet-import',
    WALLET_IMPORT_RATE_LIMIT,
    WALLET_MESSAGES.rateLimited,
  );
  const options = { onRequest: limit, errorHandler: answerFailure };
  http.post(
    '/api/wallets/import',
    documented(CONTRACTS.importSolana, options),
    importInto('solana'),
  );
  http.post('/api/wallets/import_bnb', documented(CONTRACTS.importBnb, options), importInto('bnb'));

  http.get(
    '/api/wallets',
    documented(CONTRACTS.list, { errorHandler: answerFailure }),
    async (request): Promise<WalletsResponseBody> => {
      const session = await requireSession(deps.auth, request);
      return { wallets: await deps.wallets.list(session.userId) };
    },
  );

  // Step-up codes are guessable one in a million: a session gets a few tries a minute.
  const stepUpLimit = perSessionRateLimit(
    http,
    'wallet-step-up',
    WALLET_IMPORT_RATE_LIMIT,
    ACCOUNT_SECURITY_MESSAGES.walletChangesRateLimited,
  );
  http.delete<{ Params: { id: string } }>(
    '/api/wallets/:id',
    documented(CONTRACTS.remove, { onRequest: stepUpLimit, errorHandler: answerFailure }),
    async (request): Promise<DeleteWalletResponseBody> => {
      const session = await requireSession(deps.auth, request);
      // Issue 47 (doors property): an id with a NUL reached the database, a 500; now a 400.
      const id = parseBody(CONTRACTS.remove.params.id, request.params.id);
      const { code } = parseBody(CONTRACTS.remove.body, request.body ?? {});
      await deps.stepUp(session.userId, code);
      await deps.wallets.delete(session.userId, id);
      return { success: true, message: WALLET_MESSAGES.deleted };
    },
  );

  http.put<{ Params: { id: string } }>(
    '/api/wallets/:id/spend-cap',
    documented(CONTRACTS.spendCap, { onRequest: stepUpLimit, errorHandler: answerFailure }),
    async (request): Promise<ServerWallet> => {
      const session = await requireSession(deps.auth, request);
      const id = parseBody(CONTRACTS.spendCap.params.id, request.params.id);
      const { dailyCap, code } = parseBody(CONTRACTS.spendCap.body, request.body);
      return deps.wallets.setSpendCap(session.userId, id, dailyCap, () =>
        deps.stepUp(session.userId, code),
      );
    },
  );
}
