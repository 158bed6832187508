import {
  type Address,
  type Chain,
  createWalletClient,
  type Hash,
  type Hex,
  http,
  type LocalAccount,
  parseAbi,
  parseEventLogs,
  parseGwei,
  publicActions,
  type TransactionReceipt,
} from 'viem';
import { bsc } from 'viem/chains';
import { BSC_CHAIN_ID, DEFAULT_BNB_GWEI } from '../offline/bnb-create.ts';
import { bnbLaunchError } from './chain-errors.ts';

/** TokenManager2 as a launcher calls it (research §1e). */
export const TOKEN_MANAGER2_ABI = parseAbi([
  'function createToken(bytes args, bytes signature) payable',
  'function _launchFee() view returns (uint256)',
  'function _tradingFeeRate() view returns (uint256)',
  'event TokenCreate(address creator, address token, uint256 requestId, string name, string symbol, uint256 totalSupply, uint256 launchTime, uint256 launchFee)',
]);

/** What createToken costs beyond gas, read on chain. */
export type LaunchFees = { launchFee: bigint; tradingFeeRate: bigint };

export type TokenManagerOptions = {
  rpcUrl: string;
  address: Address;
  /** BSC's 56 unless the RPC serves another chain (a test node). */
  chainId?: number;
  /** Each RPC call's time limit. */
  rpcTimeoutMs?: number;
  /** How long the fees read on chain are used before reading them again. */
  feesTtlMs?: number;
  /** How long to wait for the block with the launch (BSC blocks are 0.75 s). */
  receiptTimeoutMs?: number;
  /** How often to ask for the receipt. */
  pollingMs?: number;
};

const DEFAULTS = {
  rpcTimeoutMs: 10_000,
  feesTtlMs: 30_000,
  receiptTimeoutMs: 20_000,
  pollingMs: 250,
};

/**
 * The BNB a createToken sends: the launch fee, plus, with a BNB quote, the first buy and its
 * trading fee (research §1e).
 */
export function createTokenValue(fees: LaunchFees, presale: bigint): bigint {
  return fees.launchFee + presale + (presale * fees.tradingFeeRate) / 10_000n;
}

/**
 * four.meme's TokenManager2 over viem, on one http transport to BSC_RPC_URL (kept warm between
 * launches) with no retries: a send is never repeated behind the trader's back.
 */
export class TokenManager {
  private readonly chain: Chain;
  private readonly options: Required<Omit<TokenManagerOptions, 'chainId'>>;
  private readonly client;
  private fees: { value: Promise<LaunchFees>; readAt: number } | undefined;

  constructor(options: TokenManagerOptions) {
    this.options = { ...DEFAULTS, ...options };
    const chainId = options.chainId ?? BSC_CHAIN_ID;
    this.chain = chainId === bsc.id ? bsc : { ...bsc, id: chainId };
    // One client for every wallet (the account is given per call), so viem's per-client
    // knowledge of the node (no eth_fillTransaction, say) is learnt once.
    this.client = createWalletClient({
      chain: this.chain,
      pollingInterval: this.options.pollingMs,
      transport: http(options.rpcUrl, { retryCount: 0, timeout: this.options.rpcTimeoutMs }),
    }).extend(publicActions);
  }

  /** The launch fee and trading fee rate, read once per `feesTtlMs` (never hard-coded). */
  launchFees(signal: AbortSignal): Promise<LaunchFees> {
    signal.throwIfAborted();
    const now = Date.now();
    if (!this.fees || now - this.fees.readAt > this.options.feesTtlMs) {
      const value = this.readFees();
      const entry = { value, readAt: now };
      this.fees = entry;
      value.catch(() => {
        if (this.fees === entry) this.fees = undefined;
      });
    }
    return this.fees.value;
  }

  /** Signs and sends createToken; resolves with the hash as soon as the RPC has it. */
  async send(
    account: LocalAccount,
    create: { createArg: Hex; signature: Hex; value: bigint; gwei?: number },
  ): Promise<Hash> {
    try {
      return await this.client.writeContract({
        account,
        chain: this.chain,
        address: this.options.address,
        abi: TOKEN_MANAGER2_ABI,
        functionName: 'createToken',
        args: [create.createArg, create.signature],
        value: create.value,
        gasPrice: parseGwei(String(create.gwei ?? DEFAULT_BNB_GWEI)),
      });
    } catch (error) {
      // A refusal may mean the fee changed: read it again next time.
      this.fees = undefined;
      throw bnbLaunchError(error, this.options);
    }
  }

  /** The launch's receipt once a block has it. */
  async receipt(hash: Hash): Promise<TransactionReceipt> {
    try {
      return await this.client.waitForTransactionReceipt({
        hash,
        timeout: this.options.receiptTimeoutMs,
        pollingInterval: this.options.pollingMs,
        retryCount: 0,
      });
    } catch (error) {
      throw bnbLaunchError(error, this.options, hash);
    }
  }

  /** The token the receipt's TokenCreate (from TokenManager2 itself) names, or null. */
  createdToken(receipt: TransactionReceipt): Address | null {
    const manager = this.options.address.toLowerCase();
    const [created] = parseEventLogs({
      abi: TOKEN_MANAGER2_ABI,
      eventName: 'TokenCreate',
      logs: receipt.logs.filter((log) => log.address.toLowerCase() === manager),
    });
    return created?.args.token ?? null;
  }

  private async readFees(): Promise<LaunchFees> {
    const read = (functionName: '_launchFee' | '_tradingFeeRate') =>
      this.client.readContract({
        address: this.options.address,
        abi: TOKEN_MANAGER2_ABI,
        functionName,
      });
    try {
      const [launchFee, tradingFeeRate] = await Promise.all([
        read('_launchFee'),
        read('_tradingFeeRate'),
      ]);
      return { launchFee, tradingFeeRate };
    } catch (error) {
      throw bnbLaunchError(error, this.options);
    }
  }
}
