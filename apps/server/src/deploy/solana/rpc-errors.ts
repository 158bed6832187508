import { shortenText } from '@launchdeck/protocol';
import { LaunchError } from '../launcher.ts';

/** What went wrong talking to Solana, for callers that react (a fresh blockhash, say). */
export type SolanaFailure =
  | 'unavailable'
  | 'insufficient-sol'
  | 'blockhash-not-found'
  | 'refused'
  | 'failed-on-chain';

/** The sentences a trader reads after 'Token Creation Error: ' (ours; DA §7 leaves them open). */
export const SOLANA_MESSAGES = {
  unavailable: (detail: string) =>
    `The Solana RPC did not answer (${detail}). Try again in a moment.`,
  insufficientSol:
    'The wallet does not have enough SOL for this launch (network fees, rent and the first buy). Add SOL to the wallet or lower the buy amount, then try again.',
  blockhashNotFound:
    'The Solana network no longer knows the recent blockhash the launch was signed with. Try again.',
  refused: (reason: string) => `The Solana RPC refused the launch: ${reason}`,
  failedOnChain: (reason: string) => `The launch transaction failed on chain: ${reason}`,
} as const;

/** A LaunchError from the Solana path, with its kind. */
export class SolanaLaunchError extends LaunchError {
  constructor(
    message: string,
    readonly failure: SolanaFailure,
  ) {
    super(message);
  }
}

/** A program's own error (Anchor codes from 6000) in words, when the program is known. */
export type ProgramErrorLookup = (code: number) => string | undefined;

/** The JSON-RPC `error` member. */
export type JsonRpcError = { code: number; message: string; data?: unknown };

// System program error 1 is ResultWithNegativeLamports: a transfer or create_account the payer
// cannot cover (research §4: "custom program error: 0x1" on an under-funded create).
const INSUFFICIENT_CUSTOM_CODE = 1;
const INSUFFICIENT_ERRORS = new Set([
  'AccountNotFound',
  'InsufficientFundsForFee',
  'InsufficientFundsForRent',
]);

/** The kind of a TransactionError as the RPC encodes it (a string or a one-key object). */
function transactionErrorKind(err: unknown): SolanaFailure | undefined {
  if (typeof err === 'string') {
    if (INSUFFICIENT_ERRORS.has(err)) return 'insufficient-sol';
    if (err === 'BlockhashNotFound') return 'blockhash-not-found';
    return undefined;
  }
  if (err === null || typeof err !== 'object') return undefined;
  if ('InsufficientFundsForRent' in err) return 'insufficient-sol';
  if ('InstructionError' in err && Array.isArray(err.InstructionError)) {
    const [, detail] = err.InstructionError as [number, unknown];
    if (isCustom(detail) && detail.Custom === INSUFFICIENT_CUSTOM_CODE) return 'insufficient-sol';
  }
  return undefined;
}

function isCustom(detail: unknown): detail is { Custom: number } {
  return (
    detail !== null &&
    typeof detail === 'object' &&
    'Custom' in detail &&
    typeof detail.Custom === 'number'
  );
}

/** A TransactionError in words: 'instruction 3: custom program error 0x1771 (Name: text)'. */
export function describeTransactionError(err: unknown, programError?: ProgramErrorLookup): string {
  if (typeof err === 'string') return err;
  if (err !== null && typeof err === 'object' && 'InstructionError' in err) {
    const [index, detail] = err.InstructionError as [number, unknown];
    const known = isCustom(detail) ? programError?.(detail.Custom) : undefined;
    const what = isCustom(detail)
      ? `custom program error 0x${detail.Custom.toString(16)}${known ? ` (${known})` : ''}`
      : typeof detail === 'string'
        ? detail
        : JSON.stringify(detail);
    return `instruction ${index + 1}: ${what}`;
  }
  return JSON.stringify(err);
}

function logsSayInsufficient(data: unknown): boolean {
  if (data === null || typeof data !== 'object' || !('logs' in data)) return false;
  const { logs } = data;
  return Array.isArray(logs) && logs.some((line) => /insufficient lamports/i.test(String(line)));
}

/** The LaunchError for a JSON-RPC error answer to sendTransaction (or any call). */
export function fromJsonRpcError(
  error: JsonRpcError,
  programError?: ProgramErrorLookup,
): SolanaLaunchError {
  const data = error.data;
  const err = data !== null && typeof data === 'object' && 'err' in data ? data.err : undefined;
  const kind =
    transactionErrorKind(err) ??
    (logsSayInsufficient(data) || /insufficient (lamports|funds)/i.test(error.message)
      ? 'insufficient-sol'
      : /blockhash not found/i.test(error.message)
        ? 'blockhash-not-found'
        : 'refused');
  if (kind === 'insufficient-sol')
    return new SolanaLaunchError(SOLANA_MESSAGES.insufficientSol, kind);
  if (kind === 'blockhash-not-found')
    return new SolanaLaunchError(SOLANA_MESSAGES.blockhashNotFound, kind);
  const known = err === undefined ? undefined : customErrorName(err, programError);
  const reason = `${shortenText(error.message, 300)}${known ? ` (${known})` : ''}`;
  return new SolanaLaunchError(SOLANA_MESSAGES.refused(reason), 'refused');
}

function customErrorName(err: unknown, programError?: ProgramErrorLookup): string | undefined {
  if (err === null || typeof err !== 'object' || !('InstructionError' in err)) return undefined;
  const [, detail] = err.InstructionError as [number, unknown];
  return isCustom(detail) ? programError?.(detail.Custom) : undefined;
}

/** The LaunchError for a transaction the chain executed and failed (a status with `err`). */
export function fromTransactionError(
  err: unknown,
  programError?: ProgramErrorLookup,
): SolanaLaunchError {
  const kind = transactionErrorKind(err);
  if (kind === 'insufficient-sol')
    return new SolanaLaunchError(SOLANA_MESSAGES.insufficientSol, kind);
  return new SolanaLaunchError(
    SOLANA_MESSAGES.failedOnChain(describeTransactionError(err, programError)),
    'failed-on-chain',
  );
}

export function unavailable(detail: string): SolanaLaunchError {
  return new SolanaLaunchError(SOLANA_MESSAGES.unavailable(detail), 'unavailable');
}
