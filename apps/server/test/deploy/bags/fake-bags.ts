import type { ServerResponse } from 'node:http';
import type { BagsStep } from '../../../src/deploy/bags/messages.ts';
import { type Ed25519Keypair, generateEd25519Keypair } from '../../../src/deploy/solana/ed25519.ts';
import { FakeHttpServer, type SeenRequest, sendJson } from '../../fake-http.ts';
import { newAddress } from '../solana/fake-rpc.ts';
import {
  checkFeeShareConfig,
  checkLaunch,
  checkTokenInfo,
  checkWalletQuery,
} from './fake-bags-checks.ts';
import {
  type FakeBagsPrograms,
  feeShareConfigTransaction,
  launchTransaction,
} from './fake-bags-transactions.ts';

/**
 * Test support (e2e and the bench start it too): the four Bags API v2 calls on 127.0.0.1 at a
 * free port. It checks the API key and each request's exact fields (a problem is recorded in
 * `violations` and answered 400), and answers real transactions whose blockhashes the fake
 * Solana RPC knows. Failures are queued per call.
 */

export const BAGS_PATHS: Record<BagsStep, string> = {
  tokenInfo: '/api/v1/token-launch/create-token-info',
  feeWallet: '/api/v1/token-launch/fee-share/wallet/v2',
  feeConfig: '/api/v1/fee-share/config',
  launch: '/api/v1/token-launch/create-launch-transaction',
};

/**
 * An HTTP status with Bags' error envelope, no answer at all, a `success: false` refusal (HTTP
 * 400), an unknown X handle (fee claimer lookup), or any 200 body (a malformed answer).
 */
export type BagsFailure =
  | { status: number; error?: string }
  | { hang: true }
  | { refuse: string }
  | { unknownHandle: true }
  | { answer: unknown };

/** A create-token-info upload as the fake read it. */
export type TokenInfoUpload = {
  fields: Record<string, string>;
  image: { bytes: Buffer; type: string; fileName: string };
};

/** Where the fake gets blockhashes the fake Solana RPC accepts (`FakeSolanaRpc`). */
export type BlockhashSource = { issueBlockhash(): string };

export type FakeBagsOptions = {
  blockhashes: BlockhashSource;
  /** The key requests must carry; a fresh one unless given. */
  apiKey?: string;
  /** How many config transactions each fee-share config answers (Bags sends one or more). */
  configTransactions?: number;
};

type Token = { mint: Ed25519Keypair; metadataUrl: string; configKey?: string; payer?: string };
type Answer = { status: number; body: unknown };

const PATH_STEPS = new Map(Object.entries(BAGS_PATHS).map(([step, path]) => [path, step]));

export class FakeBags {
  readonly violations: string[] = [];
  readonly tokenInfos: TokenInfoUpload[] = [];
  /** The wallet Bags holds per X handle (lower case); a handle not here gets a fresh one. */
  readonly wallets = new Map<string, string>();
  readonly programs: FakeBagsPrograms = {
    feeShare: newAddress(),
    launch: newAddress(),
  };
  private readonly tokens = new Map<string, Token>();
  private readonly failures = new Map<BagsStep, BagsFailure[]>();

  private constructor(
    private readonly http: FakeHttpServer,
    private readonly options: Required<FakeBagsOptions>,
  ) {}

  static async start(options: FakeBagsOptions): Promise<FakeBags> {
    let fake: FakeBags | undefined;
    const http = await FakeHttpServer.start((request, response) => {
      void fake?.answer(request, response);
    });
    fake = new FakeBags(http, {
      blockhashes: options.blockhashes,
      apiKey: options.apiKey ?? `bags-test-${crypto.randomUUID()}`,
      configTransactions: options.configTransactions ?? 1,
    });
    return fake;
  }

  /** BAGS_API_URL for the client: the fake's base, with Bags' /api/v1 prefix. */
  get url(): string {
    return `${this.http.url}/api/v1`;
  }

  get apiKey(): string {
    return this.options.apiKey;
  }

  /** The requests to one call, in order. */
  requests(step: BagsStep): SeenRequest[] {
    return this.http.requests.filter((r) => r.path === BAGS_PATHS[step]);
  }

  /** The JSON bodies of one call's requests. */
  bodies(step: BagsStep): unknown[] {
    return this.http.bodies(BAGS_PATHS[step]);
  }

  /** Resolves once `count` requests to one call have arrived. */
  waitForRequests(step: BagsStep, count = 1): Promise<SeenRequest[]> {
    return this.http.waitForRequests(count, BAGS_PATHS[step]);
  }

  /** The next request to `step` fails this way (queued in order). */
  failNext(step: BagsStep, failure: BagsFailure): void {
    this.failures.set(step, [...(this.failures.get(step) ?? []), failure]);
  }

  close(): Promise<void> {
    return this.http.close();
  }

  private async answer(request: SeenRequest, response: ServerResponse): Promise<void> {
    const step = PATH_STEPS.get(request.path) as BagsStep | undefined;
    if (!step) {
      this.violations.push(`${request.method} ${request.path}: no such Bags call`);
      return sendJson(response, 404, { success: false, error: 'Not found' });
    }
    if (request.headers['x-api-key'] !== this.options.apiKey) {
      this.violations.push(`${step}: missing or wrong x-api-key`);
      return sendJson(response, 401, { success: false, error: 'Unauthorized' });
    }
    const failure = this.failures.get(step)?.shift();
    if (failure && 'hang' in failure) return;
    const { status, body } = failure ? failed(failure) : await this.outcome(step, request);
    sendJson(response, status, body);
  }

  private async outcome(step: BagsStep, request: SeenRequest): Promise<Answer> {
    const problem = (text: string): Answer => {
      this.violations.push(`${step}: ${text}`);
      return { status: 400, body: { success: false, error: text } };
    };
    const ok = (response: unknown): Answer => ({ status: 200, body: { success: true, response } });
    switch (step) {
      case 'tokenInfo': {
        const upload = await checkTokenInfo(request);
        if (typeof upload === 'string') return problem(upload);
        this.tokenInfos.push(upload);
        const mint = generateEd25519Keypair();
        const metadataUrl = `https://ipfs.bags.example/${mint.address}.json`;
        this.tokens.set(mint.address, { mint, metadataUrl });
        const tokenLaunch = { status: 'PRE_LAUNCH', tokenMint: mint.address, uri: metadataUrl };
        return ok({ tokenMint: mint.address, tokenMetadata: metadataUrl, tokenLaunch });
      }
      case 'feeWallet': {
        const username = checkWalletQuery(request);
        if (!username) return problem(`unexpected query ${request.query}`);
        const key = username.toLowerCase();
        const wallet = this.wallets.get(key) ?? generateEd25519Keypair().address;
        this.wallets.set(key, wallet);
        return ok({ wallet, provider: 'twitter', platformData: { username } });
      }
      case 'feeConfig': {
        const body = checkFeeShareConfig(request);
        if (typeof body === 'string') return problem(body);
        const token = this.tokens.get(body.baseMint);
        if (!token) return problem(`baseMint ${body.baseMint} is no mint Bags issued`);
        token.configKey = generateEd25519Keypair().address;
        token.payer = body.payer;
        const transactions = Array.from({ length: this.options.configTransactions }, () => {
          const blockhash = this.options.blockhashes.issueBlockhash();
          const transaction = feeShareConfigTransaction({
            programs: this.programs,
            payer: body.payer,
            baseMint: body.baseMint,
            configKey: token.configKey as string,
            claimers: body.claimersArray,
            basisPoints: body.basisPointsArray,
            blockhash,
          });
          return { transaction, blockhash };
        });
        return ok({
          needsCreation: true,
          meteoraConfigKey: token.configKey,
          transactions,
          bundles: [],
        });
      }
      case 'launch': {
        const body = checkLaunch(request);
        if (typeof body === 'string') return problem(body);
        const token = this.tokens.get(body.tokenMint);
        if (!token) return problem(`tokenMint ${body.tokenMint} is no mint Bags issued`);
        if (body.ipfs !== token.metadataUrl) return problem('ipfs is not the token metadata URL');
        if (body.configKey !== token.configKey) return problem('configKey is not the config key');
        // Bags answers 500 when the launch wallet is not the config's payer (bags-sdk#6).
        if (body.wallet !== token.payer) {
          this.violations.push(`launch: wallet ${body.wallet} is not the config payer`);
          return { status: 500, body: { success: false, error: 'Internal server error' } };
        }
        return ok(
          launchTransaction({
            programs: this.programs,
            payer: body.wallet,
            mint: token.mint,
            configKey: body.configKey,
            metadataUrl: body.ipfs,
            initialBuyLamports: body.initialBuyLamports,
            blockhash: this.options.blockhashes.issueBlockhash(),
          }),
        );
      }
    }
  }
}

function failed(failure: Exclude<BagsFailure, { hang: true }>): Answer {
  if ('status' in failure)
    return {
      status: failure.status,
      body: { success: false, error: failure.error ?? 'Internal server error' },
    };
  if ('refuse' in failure) return { status: 400, body: { success: false, error: failure.refuse } };
  // What Bags answers for a handle it has no wallet for is unconfirmed (research §1d): a 404.
  if ('unknownHandle' in failure)
    return { status: 404, body: { success: false, error: 'User not found' } };
  return { status: 200, body: failure.answer };
}
