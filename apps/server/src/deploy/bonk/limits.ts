import type { LaunchRequest } from '../launcher.ts';

/**
 * bonk.fun's field limits (the brief: name ≤ 32, symbol ≤ 10). LaunchLab stores them as
 * Metaplex metadata, which counts bytes, so a name of emoji reaches the limit sooner.
 */
export const BONK_LIMITS = { nameBytes: 32, symbolBytes: 10 } as const;

export const BONK_MESSAGES = {
  nameTooLong: (bytes: number) =>
    `The name takes ${bytes} bytes; bonk.fun allows at most ${BONK_LIMITS.nameBytes} (emoji and accented letters take 2 to 4 each). Shorten the name.`,
  symbolTooLong: (bytes: number) =>
    `The symbol takes ${bytes} bytes; bonk.fun allows at most ${BONK_LIMITS.symbolBytes}. Shorten the symbol.`,
} as const;

/** The first of the request's fields bonk.fun would refuse, as a sentence, or null. */
export function bonkFieldError(request: LaunchRequest): string | null {
  const name = Buffer.byteLength(request.name, 'utf8');
  if (name > BONK_LIMITS.nameBytes) return BONK_MESSAGES.nameTooLong(name);
  const symbol = Buffer.byteLength(request.ticker, 'utf8');
  if (symbol > BONK_LIMITS.symbolBytes) return BONK_MESSAGES.symbolTooLong(symbol);
  return null;
}
