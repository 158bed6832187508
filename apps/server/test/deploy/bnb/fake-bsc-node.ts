import type { ServerResponse } from 'node:http';
import { type Address, decodeFunctionResult, encodeFunctionData, type Hex, parseEther } from 'viem';
import { TOKEN_MANAGER2 } from '../../../src/deploy/offline/bnb-create.ts';
import { FakeHttpServer, type SeenRequest, sendJson } from '../../fake-http.ts';
import { type CallRequest, FakeBscChain, RpcError } from './fake-bsc-chain.ts';
import { MEME_TOKEN_ABI, stubArtifacts } from './fake-token-manager.ts';

/**
 * Test support (tests, e2e and the bench): a BNB Smart Chain JSON-RPC node on 127.0.0.1 at a free
 * port, backed by an in-process EVM, with the TokenManager2 stand-in (TokenManager2Stub.sol) at
 * TokenManager2's address. It answers what viem asks when it sends a createToken and waits for it;
 * each transaction is answered once taken and mined right after in its own block. Failures are
 * queued per method.
 */

export type FakeBscNodeOptions = {
  /** BSC's 56 unless a test wants another. */
  chainId?: number;
  /** The address four.meme's key signs createToken's arguments with (FakeFourMeme.signer). */
  fourMemeSigner: Address;
  /** Funded accounts at start, in wei. */
  accounts?: Record<Address, bigint>;
  tokenManager?: Address;
  launchFee?: bigint;
  /** In basis points of the presale. */
  tradingFeeRate?: bigint;
};

/** An HTTP status, a JSON-RPC error, or no answer at all. */
export type RpcFailure =
  | { status: number }
  | { error: { code: number; message: string } }
  | { hang: true };

type RpcRequest = { id?: unknown; method?: unknown; params?: unknown };

/** The stand-in's owner: the fake runs its set-up calls as this address, which has no key. */
const OWNER: Address = `0x${'4d'.repeat(20)}`;

export const FAKE_BSC_DEFAULTS = {
  launchFee: parseEther('0.005'),
  tradingFeeRate: 100n,
} as const;

const hex = (value: bigint | number) => `0x${value.toString(16)}`;

export class FakeBscNode {
  readonly tokenManager: Address;
  private readonly failures = new Map<string, RpcFailure[]>();

  private constructor(
    private readonly http: FakeHttpServer,
    readonly chain: FakeBscChain,
    tokenManager: Address,
  ) {
    this.tokenManager = tokenManager;
  }

  static async start(options: FakeBscNodeOptions): Promise<FakeBscNode> {
    const chain = await FakeBscChain.create(options.chainId ?? 56);
    const tokenManager = options.tokenManager ?? TOKEN_MANAGER2;
    const { abi, runtime } = stubArtifacts().tokenManager;
    await chain.putCode(tokenManager, runtime);
    await chain.transact(
      OWNER,
      tokenManager,
      encodeFunctionData({
        abi,
        functionName: 'init',
        args: [
          options.fourMemeSigner,
          options.launchFee ?? FAKE_BSC_DEFAULTS.launchFee,
          options.tradingFeeRate ?? FAKE_BSC_DEFAULTS.tradingFeeRate,
        ],
      }),
    );
    for (const [account, wei] of Object.entries(options.accounts ?? {}))
      await chain.fund(account as Address, wei);
    let node: FakeBscNode | undefined;
    const http = await FakeHttpServer.start((request, response) => {
      void node?.answer(request, response);
    });
    node = new FakeBscNode(http, chain, tokenManager);
    return node;
  }

  get url(): string {
    return this.http.url;
  }

  get chainId(): number {
    return this.chain.chainId;
  }

  /** The methods asked, in order. */
  get methods(): string[] {
    return this.http.requests.map((r) => String((JSON.parse(r.body) as RpcRequest).method));
  }

  calls(method: string): number {
    return this.methods.filter((m) => m === method).length;
  }

  /** Sets the account's balance (wei). */
  fund(account: Address, wei: bigint): Promise<void> {
    return this.chain.fund(account, wei);
  }

  balanceOf(account: Address): Promise<bigint> {
    return this.chain.balanceOf(account);
  }

  /** TokenManager2's launch fee from now on (its owner's call). */
  setLaunchFee(wei: bigint): Promise<void> {
    const { abi } = stubArtifacts().tokenManager;
    return this.chain.transact(
      OWNER,
      this.tokenManager,
      encodeFunctionData({ abi, functionName: 'setLaunchFee', args: [wei] }),
    );
  }

  /** A token's ERC20 name and symbol, read on the EVM. */
  async token(token: Address): Promise<{ name: string; symbol: string }> {
    const read = async (functionName: 'name' | 'symbol') =>
      decodeFunctionResult({
        abi: MEME_TOKEN_ABI,
        functionName,
        data: await this.chain.call({
          to: token,
          data: encodeFunctionData({ abi: MEME_TOKEN_ABI, functionName }),
        }),
      });
    return { name: await read('name'), symbol: await read('symbol') };
  }

  /** The next call to `method` fails this way (queued, one failure per call). */
  failNext(method: string, failure: RpcFailure): void {
    const queue = this.failures.get(method) ?? [];
    queue.push(failure);
    this.failures.set(method, queue);
  }

  close(): Promise<void> {
    return this.http.close();
  }

  private async answer(seen: SeenRequest, response: ServerResponse): Promise<void> {
    let request: RpcRequest;
    try {
      request = JSON.parse(seen.body) as RpcRequest;
    } catch {
      sendJson(response, 400, {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32700, message: 'parse error' },
      });
      return;
    }
    const method = String(request.method);
    const params = Array.isArray(request.params) ? request.params : [];
    const failure = this.failures.get(method)?.shift();
    if (failure && 'hang' in failure) return;
    if (failure && 'status' in failure) {
      sendJson(response, failure.status, { message: 'fake failure' });
      return;
    }
    const reply = (body: object) =>
      sendJson(response, 200, { jsonrpc: '2.0', id: request.id, ...body });
    if (failure) {
      reply({ error: failure.error });
      return;
    }
    try {
      reply({ result: await this.result(method, params) });
    } catch (error) {
      if (!(error instanceof RpcError)) {
        reply({
          error: { code: -32603, message: error instanceof Error ? error.message : String(error) },
        });
        return;
      }
      reply({
        error: {
          code: error.code,
          message: error.message,
          ...(error.data ? { data: error.data } : {}),
        },
      });
    }
  }

  private async result(method: string, params: unknown[]): Promise<unknown> {
    const { chain } = this;
    switch (method) {
      case 'eth_chainId':
        return hex(chain.chainId);
      case 'net_version':
        return String(chain.chainId);
      case 'eth_blockNumber':
        return hex(chain.head.header.number);
      case 'eth_gasPrice':
        return hex(parseEther('0.000000001'));
      case 'eth_maxPriorityFeePerGas':
        return '0x0';
      case 'eth_getBlockByNumber':
        return this.block(params[0]);
      case 'eth_getTransactionCount':
        return hex(await chain.nonceOf(params[0] as Address));
      case 'eth_getBalance':
        return hex(await chain.balanceOf(params[0] as Address));
      case 'eth_getCode':
        return chain.code(params[0] as Address);
      case 'eth_call':
        return chain.call(params[0] as CallRequest);
      case 'eth_estimateGas':
        return chain.estimateGas(params[0] as CallRequest);
      case 'eth_sendRawTransaction':
        return chain.sendRaw(params[0] as Hex);
      case 'eth_getTransactionReceipt':
        return chain.transaction(String(params[0]))?.receipt ?? null;
      case 'eth_getTransactionByHash':
        return this.transactionJson(String(params[0]));
      default:
        throw new RpcError(-32601, `the method ${method} does not exist/is not available`);
    }
  }

  private block(tag: unknown) {
    const { chain } = this;
    const block =
      tag === 'latest' || tag === 'pending' || tag === undefined
        ? chain.head
        : chain.blockAt(BigInt(String(tag)));
    if (!block) return null;
    const { header } = block;
    const hashes = chain.mined.filter((m) => m.blockNumber === header.number).map((m) => m.hash);
    return {
      number: hex(header.number),
      hash: `0x${Buffer.from(block.hash()).toString('hex')}`,
      parentHash: `0x${Buffer.from(header.parentHash).toString('hex')}`,
      timestamp: hex(header.timestamp),
      gasLimit: hex(header.gasLimit),
      gasUsed: hex(header.gasUsed),
      baseFeePerGas: hex(header.baseFeePerGas ?? 0n),
      miner: header.coinbase.toString(),
      transactions: hashes,
    };
  }

  private transactionJson(hash: string) {
    const mined = this.chain.transaction(hash);
    if (!mined) return null;
    return {
      hash: mined.hash,
      from: mined.from,
      to: mined.to,
      value: hex(mined.value),
      gasPrice: hex(mined.gasPrice),
      blockHash: mined.receipt.blockHash,
      blockNumber: hex(mined.blockNumber),
      transactionIndex: '0x0',
    };
  }
}
