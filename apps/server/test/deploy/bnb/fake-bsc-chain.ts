import { type Block, createBlock } from '@ethereumjs/block';
import { type Common, createCustomCommon, Hardfork, Mainnet } from '@ethereumjs/common';
import { createTxFromRLP, type TypedTransaction } from '@ethereumjs/tx';
import { bytesToHex, createAddressFromString, hexToBytes } from '@ethereumjs/util';
import { createVM, runTx, type VM } from '@ethereumjs/vm';
import { type Address, decodeErrorResult, type Hex } from 'viem';

/**
 * Test support: the state behind FakeBscNode, an @ethereumjs/vm EVM where each sent transaction
 * is answered on admission and mined 20 ms later in a block of its own (and so is each of the
 * owner's set-up calls). Errors carry geth's codes and words, which viem reads.
 */

/** A JSON-RPC error as geth answers it. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: Hex,
  ) {
    super(message);
  }
}

/** A call or transaction request as eth_call / eth_estimateGas take it (hex quantities). */
export type CallRequest = {
  from?: Address;
  to?: Address;
  data?: Hex;
  input?: Hex;
  value?: Hex;
  gas?: Hex;
  gasPrice?: Hex;
};

export type ReceiptJson = Record<string, unknown> & { status: Hex; logs: unknown[] };

/** A mined transaction with what tests check of it. */
export type MinedTransaction = {
  hash: Hex;
  from: Address;
  to: Address | null;
  value: bigint;
  gasPrice: bigint;
  gasUsed: bigint;
  blockNumber: bigint;
  receipt: ReceiptJson;
};

const BLOCK_GAS_LIMIT = 140_000_000n;
/** How long after its answer a sent transaction is mined (BSC's blocks are 750 ms apart). */
const BLOCK_AFTER_MS = 20;
/** BSC has no base fee worth the name; 0 lets any gas price in. */
const BASE_FEE = 0n;
const REVERT = 3;
const SERVER_ERROR = -32000;

const hex = (value: bigint | number) => `0x${value.toString(16)}` as Hex;
const quantity = (value: Hex | undefined, fallback = 0n) =>
  value === undefined ? fallback : BigInt(value);
const address = (value: string) => createAddressFromString(value);

/** geth's intrinsic gas: 21,000 plus 4 per zero and 16 per other calldata byte. */
function intrinsicGas(data: Uint8Array): bigint {
  let gas = 21_000n;
  for (const byte of data) gas += byte === 0 ? 4n : 16n;
  return gas;
}

/** The revert's reason as geth words it: 'execution reverted: Insufficient launch fee'. */
function revertError(returnValue: Uint8Array): RpcError {
  const data = bytesToHex(returnValue) as Hex;
  let reason = '';
  try {
    const decoded = decodeErrorResult({ abi: [], data });
    if (decoded.errorName === 'Error') reason = String(decoded.args?.[0] ?? '');
  } catch {
    // A custom error or none: geth says only 'execution reverted'.
  }
  return new RpcError(
    REVERT,
    reason ? `execution reverted: ${reason}` : 'execution reverted',
    data,
  );
}

export class FakeBscChain {
  readonly mined: MinedTransaction[] = [];
  private readonly blocks: Block[] = [];
  private readonly byHash = new Map<Hex, MinedTransaction>();
  /** Every state change and read runs one at a time: a call's checkpoint must not span a send. */
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly chainId: number,
    private readonly common: Common,
    private readonly vm: VM,
  ) {
    this.blocks.push(this.newBlock(0n, new Uint8Array(32)));
  }

  static async create(chainId: number): Promise<FakeBscChain> {
    const common = createCustomCommon({ chainId }, Mainnet, { hardfork: Hardfork.Cancun });
    return new FakeBscChain(chainId, common, await createVM({ common }));
  }

  get head(): Block {
    return this.blocks[this.blocks.length - 1] as Block;
  }

  blockAt(number: bigint): Block | undefined {
    return this.blocks[Number(number)];
  }

  transaction(hash: string): MinedTransaction | undefined {
    return this.byHash.get(hash.toLowerCase() as Hex);
  }

  fund(account: Address, wei: bigint): Promise<void> {
    return this.serial(() =>
      this.vm.stateManager.modifyAccountFields(address(account), { balance: wei }),
    );
  }

  balanceOf(account: Address): Promise<bigint> {
    return this.serial(
      async () => (await this.vm.stateManager.getAccount(address(account)))?.balance ?? 0n,
    );
  }

  nonceOf(account: Address): Promise<bigint> {
    return this.serial(
      async () => (await this.vm.stateManager.getAccount(address(account)))?.nonce ?? 0n,
    );
  }

  code(account: Address): Promise<Hex> {
    return this.serial(
      async () => bytesToHex(await this.vm.stateManager.getCode(address(account))) as Hex,
    );
  }

  putCode(account: Address, runtime: Hex): Promise<void> {
    return this.serial(() => this.vm.stateManager.putCode(address(account), hexToBytes(runtime)));
  }

  /** A call whose state changes stay (the fake's own set-up calls, from any caller). */
  async transact(from: Address, to: Address, data: Hex): Promise<void> {
    await this.serial(async () => {
      const result = await this.vm.evm.runCall({
        caller: address(from),
        to: address(to),
        data: hexToBytes(data),
        gasLimit: BLOCK_GAS_LIMIT,
        block: this.head,
      });
      if (result.execResult.exceptionError) throw revertError(result.execResult.returnValue);
      // A transaction on a real chain: a block of its own, which a watcher of the head sees.
      this.blocks.push(this.newBlock(BigInt(this.blocks.length), this.head.hash()));
    });
  }

  /** eth_call: the return data, or the revert as geth reports it. */
  call(request: CallRequest): Promise<Hex> {
    return this.serial(async () => {
      const { returnValue, error } = await this.dryRun(
        request,
        quantity(request.gas, BLOCK_GAS_LIMIT),
      );
      if (error) throw revertError(returnValue);
      return bytesToHex(returnValue) as Hex;
    });
  }

  /** eth_estimateGas with geth's refusals: a revert, funds short of the value or the gas. */
  estimateGas(request: CallRequest): Promise<Hex> {
    return this.serial(async () => {
      const value = quantity(request.value);
      const balance = request.from
        ? ((await this.vm.stateManager.getAccount(address(request.from)))?.balance ?? 0n)
        : 0n;
      if (value > balance) throw new RpcError(SERVER_ERROR, 'insufficient funds for transfer');
      const { used, returnValue, error } = await this.dryRun(request, BLOCK_GAS_LIMIT);
      if (error) throw revertError(returnValue);
      // Headroom for the 63/64 rule on the inner create (geth searches; a fake need not).
      const estimate =
        ((used + intrinsicGas(hexToBytes(request.data ?? request.input ?? '0x'))) * 13n) / 10n;
      const gasPrice = quantity(request.gasPrice);
      if (gasPrice > 0n) {
        const allowance = (balance - value) / gasPrice;
        if (estimate > allowance)
          throw new RpcError(SERVER_ERROR, `gas required exceeds allowance (${allowance})`);
      }
      return hex(estimate);
    });
  }

  /**
   * eth_sendRawTransaction: checked as a node's pool would, and answered with the hash once
   * taken; it is mined in a block of its own right after the answer left (a node answers on
   * admission, not once a block has the transaction). Whatever is asked after it sees the block.
   */
  sendRaw(raw: Hex): Promise<Hex> {
    const admitted = this.serial(async () => {
      const tx = this.decode(raw);
      const from = tx.getSenderAddress();
      const account = await this.vm.stateManager.getAccount(from);
      const nonce = account?.nonce ?? 0n;
      if (tx.nonce < nonce)
        throw new RpcError(
          SERVER_ERROR,
          `nonce too low: next nonce ${nonce}, tx nonce ${tx.nonce}`,
        );
      if (tx.nonce > nonce)
        throw new RpcError(
          SERVER_ERROR,
          `nonce too high: next nonce ${nonce}, tx nonce ${tx.nonce}`,
        );
      const balance = account?.balance ?? 0n;
      const want = tx.getUpfrontCost();
      if (balance < want)
        throw new RpcError(
          SERVER_ERROR,
          `insufficient funds for gas * price + value: address ${from.toString()} have ${balance} want ${want}`,
        );
      return tx;
    });
    // Queued now, so nothing asked later runs before the block. The block comes BLOCK_AFTER_MS
    // after the answer: the EVM shares this process with the server, and mining at once would
    // hold the server's read of the answer behind it, which a real node's block never does.
    void this.serial(async () => {
      const tx = await admitted;
      await new Promise((resolve) => setTimeout(resolve, BLOCK_AFTER_MS));
      await this.mine(tx);
    }).catch(() => {});
    return admitted.then((tx) => bytesToHex(tx.hash()) as Hex);
  }

  private decode(raw: Hex): TypedTransaction {
    try {
      return createTxFromRLP(hexToBytes(raw), { common: this.common });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (/chain ?id/i.test(message))
        throw new RpcError(SERVER_ERROR, 'invalid chain id for signer');
      throw new RpcError(-32602, `invalid transaction: ${message}`);
    }
  }

  private async mine(tx: TypedTransaction): Promise<Hex> {
    const block = this.newBlock(BigInt(this.blocks.length), this.head.hash());
    const result = await runTx(this.vm, { tx, block, skipBlockGasLimitValidation: true });
    this.blocks.push(block);
    const hash = bytesToHex(tx.hash()) as Hex;
    const from = tx.getSenderAddress().toString() as Address;
    const gasPrice = 'gasPrice' in tx ? tx.gasPrice : tx.maxPriorityFeePerGas;
    const blockFields = {
      blockHash: bytesToHex(block.hash()),
      blockNumber: hex(block.header.number),
      transactionHash: hash,
      transactionIndex: '0x0',
    };
    const status = 'status' in result.receipt ? result.receipt.status : 1;
    const receipt: ReceiptJson = {
      ...blockFields,
      from,
      to: tx.to?.toString() ?? null,
      type: hex(tx.type),
      status: hex(status),
      gasUsed: hex(result.totalGasSpent),
      cumulativeGasUsed: hex(result.totalGasSpent),
      effectiveGasPrice: hex(gasPrice),
      contractAddress: result.createdAddress?.toString() ?? null,
      logsBloom: bytesToHex(result.bloom.bitvector),
      logs: result.receipt.logs.map(([logAddress, topics, data], logIndex) => ({
        ...blockFields,
        address: bytesToHex(logAddress),
        topics: topics.map((topic) => bytesToHex(topic)),
        data: bytesToHex(data),
        logIndex: hex(logIndex),
        removed: false,
      })),
    };
    const mined: MinedTransaction = {
      hash,
      from,
      to: (tx.to?.toString() as Address | undefined) ?? null,
      value: tx.value,
      gasPrice,
      gasUsed: result.totalGasSpent,
      blockNumber: block.header.number,
      receipt,
    };
    this.mined.push(mined);
    this.byHash.set(hash, mined);
    return hash;
  }

  /** Runs a call against the state and undoes it. */
  private async dryRun(request: CallRequest, gasLimit: bigint) {
    const journal = this.vm.evm.journal;
    await journal.checkpoint();
    try {
      const result = await this.vm.evm.runCall({
        caller: address(request.from ?? `0x${'00'.repeat(20)}`),
        to: request.to ? address(request.to) : undefined,
        data: hexToBytes(request.data ?? request.input ?? '0x'),
        value: quantity(request.value),
        gasLimit,
        block: this.head,
      });
      const { execResult } = result;
      return {
        used: execResult.executionGasUsed,
        returnValue: execResult.returnValue,
        error: execResult.exceptionError,
      };
    } finally {
      await journal.revert();
    }
  }

  private newBlock(number: bigint, parentHash: Uint8Array): Block {
    return createBlock(
      {
        header: {
          number,
          parentHash,
          timestamp: BigInt(Math.floor(Date.now() / 1000)),
          gasLimit: BLOCK_GAS_LIMIT,
          baseFeePerGas: BASE_FEE,
        },
      },
      { common: this.common },
    );
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => {});
    return run;
  }
}
