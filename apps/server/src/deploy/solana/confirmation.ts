import type { SolanaRpc } from './rpc-client.ts';
import { fromTransactionError } from './rpc-errors.ts';
import type { SignatureWord, Watching } from './signature-watch.ts';

/** Solana's slot time: asking more often than this only repeats the answer. */
export const CONFIRM_POLL_MS = 400;

/**
 * Resolves once the network reports `signature` confirmed (or finalized); rejects with a
 * LaunchError when it executed and failed, and with the signal's reason when the caller's
 * deadline ends the wait. With the RPC's signature watch open, the node's notification answers
 * as it comes, and `getSignatureStatuses` is asked only every `pollMs` beside it (a notification
 * lost on the way still ends the wait); without it, the status is asked at once and then every
 * `pollMs`. A transaction the RPC does not know yet is asked about again. `watching`: a watch
 * made before the send (the node cannot confirm it before it listens), ended here either way.
 */
export async function waitForConfirmation(
  rpc: SolanaRpc,
  signature: string,
  signal: AbortSignal,
  pollMs = CONFIRM_POLL_MS,
  watching: Watching | null = rpc.signatures?.watch(signature, signal) ?? null,
): Promise<void> {
  signal.throwIfAborted();
  let word = watching?.word ?? null;
  try {
    for (let ask = word === null; ; ask = true) {
      if (ask) {
        const [status] = await rpc.getSignatureStatuses([signature], signal);
        if (status) {
          if (status.err) throw fromTransactionError(status.err, rpc.programError);
          if (
            status.confirmationStatus === 'confirmed' ||
            status.confirmationStatus === 'finalized'
          )
            return;
        }
      }
      const heard = await wordWithin(word, pollMs, signal);
      if (heard === null) word = null;
      else if (heard !== 'no word') {
        if (heard.err) throw fromTransactionError(heard.err, rpc.programError);
        return;
      }
    }
  } finally {
    watching?.stop();
  }
}

/**
 * The watch's word if it comes within `ms` (null: none will come), else 'no word'; rejects with
 * the signal's reason when it aborts first.
 */
function wordWithin(
  word: Promise<SignatureWord | null> | null,
  ms: number,
  signal: AbortSignal,
): Promise<SignatureWord | null | 'no word'> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', aborted);
    };
    const timer = setTimeout(() => {
      settle();
      resolve('no word');
    }, ms);
    const aborted = () => {
      settle();
      reject(signal.reason);
    };
    signal.addEventListener('abort', aborted, { once: true });
    void word?.then((heard) => {
      settle();
      resolve(heard);
    });
  });
}
