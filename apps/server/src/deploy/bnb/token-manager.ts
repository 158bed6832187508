import {
  type Address,
  type Chain,
  createWalletClient,
  encodeFunctionData,
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
import { bnbLaunchError, isNonceRefusal } from './chain-errors.ts';
import { ChainHead } from './chain-head.ts';
import { RawSender } from './raw-sender.ts';

/** TokenManager2 as a launcher calls it (research §1e). */
export const TOKEN_MANAGER2_ABI = parseAbi([
  'function createToken(bytes args, bytes signature) payable',
  'function _launchFee() view returns (uint256)',
  'function _tradingFeeRate() view returns (uint256)',
  'event TokenCreate(address creator, address token, uint256 requestId, string name, string symbol, uint256 totalSupply, uint256 launchTime, uint256 launchFee)',
]);

/** What createToken costs beyond gas, read on chain. */
export type LaunchFees = { launchFee: bigint; tradingFeeRate: bigint };

/**
 * One createToken as four.meme signed it, with the BNB it sends and the form's gas price; `data`
 * is its calldata, encoded once (while the form is open) for the click's signing.
 */
export type CreateCall = {
  createArg: Hex;
  signature: Hex;
  data: Hex;
  value: bigint;
  gwei?: number;
};

/** The call for four.meme's signed arguments. */
export function createCall(
  created: { createArg: Hex; signature: Hex },
  value: bigint,
  gwei: number | undefined,
): CreateCall {
  const data = encodeFunctionData({
    abi: TOKEN_MANAGER2_ABI,
    functionName: 'createToken',
    args: [created.createArg, created.signature],
  });
  return { ...created, data, value, gwei };
}

/**
 * What a send needs besides the call, read together at `block`: the wallet's next nonce and the
 * gas the node's estimate gave (an estimate that ran the call, so a bad signature, a fee that
 * rose or a wallet short of BNB was refused then, before any gas was spent).
 */
export type SendPlan = { nonce: number; gas: bigint; block: bigint };

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
  /** How often to ask for the newest block while a prepared launch is kept fresh (BSC: 0.75 s). */
  headPollMs?: number;
};

const DEFAULTS = {
  rpcTimeoutMs: 10_000,
  feesTtlMs: 30_000,
  receiptTimeoutMs: 20_000,
  pollingMs: 250,
  headPollMs: 750,
};

/**
 * The BNB a createToken sends: the launch fee, plus, with a BNB quote, the first buy and its
 * trading fee (research §1e).
 */
export function createTokenValue(fees: LaunchFees, presale: bigint): bigint {
  return fees.launchFee + presale + (presale * fees.tradingFeeRate) / 10_000n;
}

/** One key per wallet whichever way its address is written (checksummed or not). */
const walletKey = (address: Address) => address.toLowerCase();

const gasPriceOf = (call: CreateCall) => parseGwei(String(call.gwei ?? DEFAULT_BNB_GWEI));

/**
 * four.meme's TokenManager2 over viem, on one http transport to BSC_RPC_URL (kept warm between
 * launches) with no retries, the signed transaction sent by a RawSender: a send the node took is
 * never repeated behind the trader's back (one it refused for its nonce is planned once more).
 */
export class TokenManager {
  private readonly chain: Chain;
  private readonly options: Required<Omit<TokenManagerOptions, 'chainId'>>;
  private readonly client;
  private fees: { value: Promise<LaunchFees>; readAt: number } | undefined;
  /** Each wallet's next nonce as last read or used: a plan whose nonce is not it was used. */
  private readonly nonces = new Map<string, number>();
  /** The newest block, watched while a prepared launch is kept fresh. */
  readonly head: ChainHead;
  private readonly sender: RawSender;

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
    this.sender = new RawSender(options.rpcUrl, this.options.rpcTimeoutMs);
    this.head = new ChainHead(
      () => this.client.getBlockNumber({ cacheTime: 0 }),
      this.options.headPollMs,
    );
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

  /**
   * The checks a send needs, side by side: the block, the wallet's next nonce (pending, so a
   * transaction still in the pool counts) and the gas estimate, which runs createToken as the
   * node would and so refuses a bad signature, a fee that rose or a wallet short of BNB.
   */
  async plan(from: Address, call: CreateCall): Promise<SendPlan> {
    this.sender.warm();
    try {
      const [block, nonce, gas] = await Promise.all([
        this.client.getBlockNumber({ cacheTime: 0 }),
        this.client.getTransactionCount({ address: from, blockTag: 'pending' }),
        this.client.estimateContractGas({
          account: from,
          address: this.options.address,
          abi: TOKEN_MANAGER2_ABI,
          functionName: 'createToken',
          args: [call.createArg, call.signature],
          value: call.value,
          gasPrice: gasPriceOf(call),
        }),
      ]);
      this.head.saw(block);
      this.nonces.set(walletKey(from), nonce);
      return { nonce, gas, block };
    } catch (error) {
      // A refusal may mean the fee changed: read it again next time.
      this.fees = undefined;
      throw bnbLaunchError(error, this.options);
    }
  }

  /**
   * Whether a plan still holds: no block since it was read (as far as the head's poll knows) and
   * its nonce not used since.
   */
  isCurrent(from: Address, plan: SendPlan): boolean {
    return plan.block >= this.head.block && this.nonces.get(walletKey(from)) === plan.nonce;
  }

  /**
   * Signs createToken and sends it; resolves with the hash as soon as the node has taken it, not
   * once a block has it. A current plan (prepared while the form was open) is sent as it is;
   * without one, or when the node says its nonce was taken meanwhile (nothing was accepted
   * then), the send is planned afresh first, so it is always checked by an estimate.
   */
  async send(account: LocalAccount, call: CreateCall, prepared?: SendPlan): Promise<Hash> {
    try {
      if (prepared && this.isCurrent(account.address, prepared)) {
        try {
          return await this.sendPlanned(account, call, prepared);
        } catch (error) {
          if (!isNonceRefusal(error)) throw error;
        }
      }
      return await this.sendPlanned(account, call, await this.plan(account.address, call));
    } catch (error) {
      this.nonces.delete(walletKey(account.address));
      // A refusal may mean the fee changed: read it again next time.
      this.fees = undefined;
      throw bnbLaunchError(error, this.options);
    }
  }

  private async sendPlanned(account: LocalAccount, call: CreateCall, plan: SendPlan) {
    const serializedTransaction = await account.signTransaction({
      type: 'legacy',
      chainId: this.chain.id,
      to: this.options.address,
      data: call.data,
      value: call.value,
      gas: plan.gas,
      gasPrice: gasPriceOf(call),
      nonce: plan.nonce,
    });
    const hash = await this.sender.send(serializedTransaction);
    // Never twice: the next send from this wallet takes the next nonce.
    this.nonces.set(walletKey(account.address), plan.nonce + 1);
    return hash;
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
