import { setTimeout as sleep } from 'node:timers/promises';
import type { SolanaRpc } from './rpc-client.ts';
import { fromTransactionError } from './rpc-errors.ts';

/** Solana's slot time: asking more often than this only repeats the answer. */
export const CONFIRM_POLL_MS = 400;

/**
 * Resolves once the network reports `signature` confirmed (or finalized); rejects with a
 * LaunchError when it executed and failed, and with the signal's reason when the caller's
 * deadline ends the wait. A transaction the RPC does not know yet is asked about again.
 */
export async function waitForConfirmation(
  rpc: SolanaRpc,
  signature: string,
  signal: AbortSignal,
  pollMs = CONFIRM_POLL_MS,
): Promise<void> {
  for (;;) {
    const [status] = await rpc.getSignatureStatuses([signature], signal);
    if (status) {
      if (status.err) throw fromTransactionError(status.err, rpc.programError);
      if (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')
        return;
    }
    // timers/promises rejects with its own AbortError; callers expect the signal's reason.
    await sleep(pollMs, undefined, { signal }).catch((error: unknown) => {
      signal.throwIfAborted();
      throw error;
    });
  }
}
