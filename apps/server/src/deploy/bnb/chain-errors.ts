import { BaseError, type Hash } from 'viem';
import { LaunchError } from '../launcher.ts';

/** The sentences a trader reads after 'Token Creation Error: ' (ours; research §1e, §4). */
export const BNB_CHAIN_MESSAGES = {
  insufficientBnb:
    'The wallet does not have enough BNB for this launch (the launch fee, the first buy and gas). Add BNB to the wallet or lower the buy amount, then try again.',
  refused: (reason: string) =>
    `four.meme's TokenManager2 refused the launch: ${reason.replace(/[.!?]?$/, '.')} Try again.`,
  unavailable: (detail: string) => `The BSC RPC did not answer (${detail}). Try again in a moment.`,
  notIncluded: (hash: string, seconds: number) =>
    `The launch transaction ${hash} was sent but no block included it within ${seconds} s. Check the wallet before trying again.`,
  rpcRefused: (reason: string) => `The BSC RPC refused the launch: ${reason}`,
  failedOnChain: (hash: string) =>
    `The launch transaction ${hash} failed on chain and created no token. Try again.`,
  noTokenCreate: (hash: string) =>
    `The launch transaction ${hash} succeeded but announced no token. Check the wallet on BscScan.`,
} as const;

/** geth's words for a sender short of value + gas (txpool, estimateGas). */
const INSUFFICIENT =
  /insufficient funds for (gas \* price \+ value|transfer)|gas required exceeds allowance/i;

/** The messages along a viem error's cause chain, the node's own words included. */
function messagesOf(error: unknown): string[] {
  const texts: string[] = [];
  let current: unknown = error;
  while (current instanceof Error) {
    texts.push(current.message);
    if (current instanceof BaseError && current.details) texts.push(current.details);
    current = current.cause;
  }
  return texts;
}

/** The node's refusal of a transaction whose nonce was taken or skipped: nothing was accepted. */
const NONCE =
  /nonce too (low|high)|invalid nonce|already known|replacement transaction underpriced/i;

export function isNonceRefusal(error: unknown): boolean {
  return messagesOf(error).some((text) => NONCE.test(text));
}

function find(error: unknown, name: string): BaseError | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const found = error.walk((e) => e instanceof Error && e.name === name);
  return found instanceof BaseError ? found : undefined;
}

/** A viem failure on the BNB path as one sentence the trader can act on. */
export function bnbLaunchError(
  error: unknown,
  limits: { rpcTimeoutMs: number; receiptTimeoutMs: number },
  hash?: Hash,
): LaunchError {
  if (error instanceof LaunchError) return error;
  const texts = messagesOf(error);
  if (texts.some((text) => INSUFFICIENT.test(text)))
    return new LaunchError(BNB_CHAIN_MESSAGES.insufficientBnb);
  const waited = find(error, 'WaitForTransactionReceiptTimeoutError');
  if (waited && hash)
    return new LaunchError(BNB_CHAIN_MESSAGES.notIncluded(hash, limits.receiptTimeoutMs / 1000));
  if (find(error, 'TimeoutError'))
    return new LaunchError(
      BNB_CHAIN_MESSAGES.unavailable(`no answer within ${limits.rpcTimeoutMs / 1000} s`),
    );
  const reverted = find(error, 'ContractFunctionRevertedError') as
    | (BaseError & { reason?: string })
    | undefined;
  if (reverted?.reason) return new LaunchError(BNB_CHAIN_MESSAGES.refused(reverted.reason));
  const execution = find(error, 'ExecutionRevertedError');
  if (execution) {
    const reason = /execution reverted:?\s*(.*)/i.exec(execution.details ?? '')?.[1];
    return new LaunchError(BNB_CHAIN_MESSAGES.refused(reason || 'it reverted without a reason'));
  }
  const request = find(error, 'HttpRequestError') as (BaseError & { status?: number }) | undefined;
  if (request)
    return new LaunchError(
      BNB_CHAIN_MESSAGES.unavailable(
        request.status ? `HTTP ${request.status}` : 'connection failed',
      ),
    );
  const short =
    error instanceof BaseError
      ? error.details || error.shortMessage
      : error instanceof Error
        ? error.message
        : String(error);
  return new LaunchError(BNB_CHAIN_MESSAGES.rpcRefused(short.replace(/[.!?]?$/, '.')));
}
