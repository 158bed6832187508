import { getTransactionDecoder } from '@solana/kit';
import bs58 from 'bs58';
import { FailedTransactionMetadata, type LiteSVM } from 'litesvm';
import { fromJsonRpcError } from '../../../src/deploy/solana/rpc-errors.ts';
import type { Sender } from '../../../src/deploy/solana/sender.ts';

/**
 * A Sender that hands the signed bytes to an in-process LiteSVM (tests only; research §3a), so
 * the launchers' Sender runs against a real SVM: signatures, blockhash, rent and Token-2022 are
 * checked the way a validator checks them. LiteSVM executes at once, like an RPC's preflight, so
 * a failure is answered the way the RPC answers a failed preflight and goes through the same
 * mapping (rpc-errors.ts) to the sentence a trader reads.
 */
export class LiteSvmSender implements Sender {
  private readonly decoder = getTransactionDecoder();

  constructor(private readonly svm: LiteSVM) {}

  async send(raw: Uint8Array, signal: AbortSignal): Promise<string> {
    signal.throwIfAborted();
    const result = this.svm.sendTransaction(this.decoder.decode(raw));
    if (result instanceof FailedTransactionMetadata) {
      const text = debugText(result);
      throw fromJsonRpcError({
        code: -32002,
        message: `Transaction simulation failed: ${text}`,
        data: { err: rpcTransactionError(text), logs: result.meta().logs() },
      });
    }
    return bs58.encode(result.signature());
  }
}

/** The Rust Debug form of the error, as LiteSVM prints it ('InstructionError(0, Custom(1))'). */
function debugText(failed: FailedTransactionMetadata): string {
  return /err: (.*?), meta: /s.exec(failed.toString())?.[1] ?? 'unknown error';
}

/**
 * The TransactionError in the RPC's JSON encoding ('BlockhashNotFound',
 * {InstructionError: [0, {Custom: 1}]}), read from the Debug text: the error classes LiteSVM's
 * types name are not exported at run time, and its fieldless errors are numbers of a const enum.
 */
function rpcTransactionError(text: string): unknown {
  const instruction = /^InstructionError\((\d+), (\w+)(?:\((\d+)\))?/.exec(text);
  if (instruction) {
    const [, index, kind, code] = instruction;
    const detail = kind === 'Custom' ? { Custom: Number(code) } : kind;
    return { InstructionError: [Number(index), detail] };
  }
  const rent = /^InsufficientFundsForRent \{ account_index: (\d+) \}/.exec(text);
  if (rent) return { InsufficientFundsForRent: { account_index: Number(rent[1]) } };
  return text;
}
