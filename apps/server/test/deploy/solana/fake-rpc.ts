import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { AddressLookupTableAccount, PublicKey, VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { type WebSocket, WebSocketServer } from 'ws';
import { verifyEd25519 } from '../../../src/deploy/solana/ed25519.ts';
import type { SendOptions, SignatureStatus } from '../../../src/deploy/solana/rpc-client.ts';
import type { JsonRpcError } from '../../../src/deploy/solana/rpc-errors.ts';
import { FakeHttpServer, type SeenRequest, sendJson } from '../../fake-http.ts';

/**
 * Test support: a Solana JSON-RPC node on 127.0.0.1 at a free port. It answers the calls the
 * launchers make, checks sendTransaction's exact body, deserialises the transaction, verifies
 * every signature and its blockhash, and records it. Failures are queued per method. Its pubsub
 * endpoint (`wsUrl`, a port of its own as a validator's) serves `signatureSubscribe`: a
 * subscription is notified once, when its signature is sent with a final status (`statusOf`),
 * or at once when it already was (this fake confirms a transaction as it is sent).
 */

export type FakeAccount = { data: Buffer; owner: string; lamports?: number };
/** A token account a wallet owns: `amount` in base units. */
export type FakeTokenAccount = { mint: string; amount: bigint; decimals: number };
/** An HTTP status, a JSON-RPC error, or no answer at all. */
export type Failure = { status: number } | { error: JsonRpcError } | { hang: true };

export type SentTransaction = {
  raw: Buffer;
  transaction: VersionedTransaction;
  signature: string;
  options: unknown;
};

/** An instruction with its accounts resolved (through lookup tables) to base58 addresses. */
export type ResolvedInstruction = { programId: string; accounts: string[]; data: Buffer };

type Outcome = { result: unknown } | { error: JsonRpcError };
type RpcRequest = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown };

const base58Of32 = () => bs58.encode(randomBytes(32));

export class FakeSolanaRpc {
  readonly accounts = new Map<string, FakeAccount>();
  /** Each wallet's token accounts, by owner (getTokenAccountsByOwner). */
  readonly tokenAccounts = new Map<string, FakeTokenAccount[]>();
  readonly sent: SentTransaction[] = [];
  /** Body problems the fake answered with an error; a test expects none. */
  readonly violations: string[] = [];
  /**
   * How long after it arrives the next sent transaction confirms (a slot or a few on a real
   * network); 0, the default, confirms it as it arrives.
   */
  confirmDelayMs = 0;
  /** When each sent transaction confirms (performance.now()'s clock). */
  readonly confirmsAt = new Map<string, number>();
  /**
   * The status a sent signature reports: confirmed once its confirmDelayMs has passed, unknown
   * before; a test may say otherwise.
   */
  statusOf: (signature: string) => SignatureStatus | null = (signature) =>
    performance.now() >= (this.confirmsAt.get(signature) ?? 0)
      ? { slot: 1, confirmations: 0, err: null, confirmationStatus: 'confirmed' }
      : null;
  /** Off: subscriptions are answered but never notified (a node that loses notifications). */
  notifySignatures = true;
  /** On: signatureSubscribe is answered 'Method not found' (a provider without it). */
  refuseSubscriptions = false;
  /** The pubsub calls that arrived, by method. */
  readonly pubsubCalls: string[] = [];
  private readonly failures = new Map<string, Failure[]>();
  private readonly knownBlockhashes = new Set<string>();
  private blockHeight = 1000;
  private nextSubscription = 1;
  private readonly subscriptions = new Map<number, { signature: string; socket: WebSocket }>();

  private constructor(
    private readonly http: FakeHttpServer,
    private readonly pubsub: WebSocketServer,
    private readonly expectedSend: Omit<SendOptions, 'preflightCommitment'>,
  ) {
    pubsub.on('connection', (socket) => {
      socket.on('message', (data) => this.pubsubMessage(socket, String(data)));
      socket.on('close', () => {
        for (const [id, s] of this.subscriptions)
          if (s.socket === socket) this.subscriptions.delete(id);
      });
    });
  }

  /** `expectedSend`: the skipPreflight and maxRetries sendTransaction must carry. */
  static async start(
    expectedSend: Omit<SendOptions, 'preflightCommitment'>,
  ): Promise<FakeSolanaRpc> {
    let fake: FakeSolanaRpc | undefined;
    const http = await FakeHttpServer.start((request, response) => {
      fake?.answer(request, response);
    });
    const pubsub = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise((resolve) => pubsub.once('listening', resolve));
    fake = new FakeSolanaRpc(http, pubsub, expectedSend);
    return fake;
  }

  get url(): string {
    return this.http.url;
  }

  get wsUrl(): string {
    return `ws://127.0.0.1:${(this.pubsub.address() as { port: number }).port}`;
  }

  /** The signatures subscribed to and not yet notified or unsubscribed. */
  get openSubscriptions(): number {
    return this.subscriptions.size;
  }

  /** Notifies the subscriptions held while `notifySignatures` was off. */
  notifyAll(): void {
    for (const { signature } of [...this.subscriptions.values()]) this.notify(signature);
  }

  /** Closes every pubsub connection, as a node restarting does. */
  dropPubsub(): void {
    for (const socket of this.pubsub.clients) socket.terminate();
  }

  /** How many calls of `method` arrived. */
  calls(method: string): number {
    return this.http.requests.filter((r) => (JSON.parse(r.body) as RpcRequest).method === method)
      .length;
  }

  /** Resolves once `count` calls of `method` have arrived. */
  async waitForCalls(method: string, count = 1): Promise<void> {
    while (this.calls(method) < count)
      await this.http.waitForRequests(this.http.requests.length + 1);
  }

  /** The next call of `method` fails this way (queued in order). */
  failNext(method: string, failure: Failure): void {
    this.failures.set(method, [...(this.failures.get(method) ?? []), failure]);
  }

  /** A blockhash the network knows, as a platform's server would put in a transaction it builds. */
  issueBlockhash(): string {
    const blockhash = base58Of32();
    this.knownBlockhashes.add(blockhash);
    return blockhash;
  }

  /** The network forgets every blockhash it handed out (they expired). */
  forgetBlockhashes(): void {
    this.knownBlockhashes.clear();
  }

  /** A sent transaction's instructions, accounts resolved through the lookup tables it names. */
  instructionsOf(sent: SentTransaction): ResolvedInstruction[] {
    const message = sent.transaction.message;
    const tables = message.addressTableLookups.map((lookup) => {
      const account = this.accounts.get(lookup.accountKey.toBase58());
      if (!account) throw new Error(`unknown lookup table ${lookup.accountKey.toBase58()}`);
      return new AddressLookupTableAccount({
        key: lookup.accountKey,
        state: AddressLookupTableAccount.deserialize(account.data),
      });
    });
    const keys = message.getAccountKeys({ addressLookupTableAccounts: tables });
    const at = (index: number) => keys.get(index)?.toBase58() ?? `?${index}`;
    return message.compiledInstructions.map((ix) => ({
      programId: at(ix.programIdIndex),
      accounts: ix.accountKeyIndexes.map(at),
      data: Buffer.from(ix.data),
    }));
  }

  async close(): Promise<void> {
    this.dropPubsub();
    await new Promise((resolve) => this.pubsub.close(resolve));
    await this.http.close();
  }

  private pubsubMessage(socket: WebSocket, text: string): void {
    const body = JSON.parse(text) as RpcRequest;
    const method = String(body.method);
    this.pubsubCalls.push(method);
    const params = Array.isArray(body.params) ? body.params : [];
    const reply = (outcome: Outcome) =>
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: body.id, ...outcome }));
    if (method === 'signatureSubscribe' && !this.refuseSubscriptions) {
      const options = { commitment: 'confirmed' };
      if (typeof params[0] !== 'string' || !isDeepStrictEqual(params[1], options)) {
        this.violations.push(`signatureSubscribe: unexpected params ${text}`);
        reply({ error: { code: -32602, message: 'Invalid params' } });
        return;
      }
      const id = this.nextSubscription++;
      this.subscriptions.set(id, { signature: params[0], socket });
      reply({ result: id });
      this.notify(params[0]);
    } else if (method === 'signatureUnsubscribe') {
      reply({ result: this.subscriptions.delete(Number(params[0])) });
    } else {
      reply({ error: { code: -32601, message: 'Method not found' } });
    }
  }

  /** Notifies (once) the subscriptions to `signature` if it was sent and has a final status. */
  private notify(signature: string): void {
    const subscribed = [...this.subscriptions.values()].some((s) => s.signature === signature);
    if (!subscribed || !this.notifySignatures || !this.sent.some((s) => s.signature === signature))
      return;
    const status = this.statusOf(signature);
    const final =
      status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized';
    if (!status || !(final || status.err)) return;
    for (const [id, subscription] of this.subscriptions) {
      if (subscription.signature !== signature) continue;
      this.subscriptions.delete(id);
      subscription.socket.send(
        JSON.stringify({
          jsonrpc: '2.0',
          method: 'signatureNotification',
          params: {
            result: { context: { slot: status.slot }, value: { err: status.err } },
            subscription: id,
          },
        }),
      );
    }
  }

  private answer(request: SeenRequest, response: ServerResponse): void {
    const body = JSON.parse(request.body) as RpcRequest;
    const method = String(body.method);
    const failure = this.failures.get(method)?.shift();
    if (failure && 'hang' in failure) return;
    if (failure && 'status' in failure) {
      response.writeHead(failure.status, { 'content-type': 'text/plain' });
      response.end('upstream failure');
      return;
    }
    const outcome = failure ?? this.outcome(method, body, request.body);
    sendJson(response, 200, { jsonrpc: '2.0', id: body.id, ...outcome });
  }

  private outcome(method: string, body: RpcRequest, text: string): Outcome {
    if (body.jsonrpc !== '2.0' || typeof body.id !== 'number' || !Array.isArray(body.params)) {
      this.violations.push(`${method}: not a JSON-RPC 2.0 request: ${text}`);
      return { error: { code: -32600, message: 'Invalid request' } };
    }
    const params = body.params as unknown[];
    const context = { slot: 100 };
    switch (method) {
      case 'getLatestBlockhash': {
        const value = {
          blockhash: this.issueBlockhash(),
          lastValidBlockHeight: this.blockHeight + 150,
        };
        return { result: { context, value } };
      }
      case 'getTokenAccountsByOwner':
        return this.tokenAccountsOf(params, text);
      case 'getAccountInfo':
        return { result: { context, value: this.rpcAccount(String(params[0])) } };
      case 'getMultipleAccounts': {
        const value = (params[0] as string[]).map((a) => this.rpcAccount(a));
        return { result: { context, value } };
      }
      case 'getSignatureStatuses': {
        const value = (params[0] as string[]).map((signature) =>
          this.sent.some((s) => s.signature === signature) ? this.statusOf(signature) : null,
        );
        return { result: { context, value } };
      }
      case 'sendTransaction':
        return this.receive(params, text);
      default:
        return { error: { code: -32601, message: 'Method not found' } };
    }
  }

  private rpcAccount(address: string) {
    const account = this.accounts.get(address);
    if (!account) return null;
    return {
      data: [account.data.toString('base64'), 'base64'],
      executable: false,
      lamports: account.lamports ?? 1_461_600,
      owner: account.owner,
      rentEpoch: 0,
      space: account.data.length,
    };
  }

  /** Only the mint filter with jsonParsed is served: the form the launchers use. */
  private tokenAccountsOf(params: unknown[], body: string): Outcome {
    const [owner, filter, options] = params;
    const expectedOptions = { encoding: 'jsonParsed', commitment: 'confirmed' };
    if (
      params.length !== 3 ||
      typeof owner !== 'string' ||
      filter === null ||
      typeof filter !== 'object' ||
      Object.keys(filter).join() !== 'mint' ||
      !isDeepStrictEqual(options, expectedOptions)
    ) {
      this.violations.push(`getTokenAccountsByOwner: unexpected params ${body}`);
      return { error: { code: -32602, message: 'Invalid params' } };
    }
    const { mint } = filter as { mint: unknown };
    const value = (this.tokenAccounts.get(owner) ?? [])
      .filter((account) => account.mint === mint)
      .map((account) => ({
        pubkey: base58Of32(),
        account: {
          data: {
            parsed: {
              info: {
                isNative: false,
                mint: account.mint,
                owner,
                state: 'initialized',
                tokenAmount: {
                  amount: account.amount.toString(),
                  decimals: account.decimals,
                  uiAmount: Number(account.amount) / 10 ** account.decimals,
                  uiAmountString: String(Number(account.amount) / 10 ** account.decimals),
                },
              },
              type: 'account',
            },
            program: 'spl-token',
            space: 165,
          },
          executable: false,
          lamports: 2_039_280,
          owner: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
          rentEpoch: 0,
          space: 165,
        },
      }));
    return { result: { context: { slot: 100 }, value } };
  }

  private receive(params: unknown[], body: string): Outcome {
    const [encoded, options] = params;
    const expected = { encoding: 'base64', preflightCommitment: 'processed', ...this.expectedSend };
    if (
      params.length !== 2 ||
      typeof encoded !== 'string' ||
      !isDeepStrictEqual(options, expected)
    ) {
      this.violations.push(`sendTransaction: unexpected params ${body}`);
      return { error: { code: -32602, message: 'Invalid params' } };
    }
    const raw = Buffer.from(encoded, 'base64');
    let transaction: VersionedTransaction;
    try {
      transaction = VersionedTransaction.deserialize(raw);
    } catch {
      return { error: { code: -32602, message: 'failed to deserialize transaction' } };
    }
    const message = transaction.message.serialize();
    const signers = transaction.message.staticAccountKeys.slice(
      0,
      transaction.message.header.numRequiredSignatures,
    );
    const verified = signers.every((key: PublicKey, i) => {
      const signature = transaction.signatures[i];
      return signature !== undefined && verifyEd25519(key.toBytes(), message, signature);
    });
    if (!verified)
      return { error: { code: -32003, message: 'Transaction signature verification failure' } };
    if (!this.knownBlockhashes.has(transaction.message.recentBlockhash))
      return {
        error: {
          code: -32002,
          message: 'Transaction simulation failed: Blockhash not found',
          data: { err: 'BlockhashNotFound', logs: [], accounts: null, unitsConsumed: 0 },
        },
      };
    const signature = bs58.encode(transaction.signatures[0] as Uint8Array);
    this.sent.push({ raw, transaction, signature, options });
    if (this.confirmDelayMs > 0) {
      // It confirms when its timer fires: polls and notifications then agree on the moment.
      this.confirmsAt.set(signature, Number.POSITIVE_INFINITY);
      setTimeout(() => {
        this.confirmsAt.set(signature, performance.now());
        this.notify(signature);
      }, this.confirmDelayMs);
    } else {
      this.confirmsAt.set(signature, performance.now());
      setImmediate(() => this.notify(signature));
    }
    return { result: signature };
  }
}

/** A key for a fake account (a lookup table's address, say). */
export const newAddress = (): PublicKey => new PublicKey(randomBytes(32));
