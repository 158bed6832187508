import type { LaunchRequest } from '../launcher.ts';

/**
 * create_v2's own limits (research §1a, pump-public-docs COIN_CREATION.md). The program counts
 * bytes, so a name of emoji reaches 32 sooner than DA §5's 32 characters.
 */
export const PUMP_LIMITS = { nameBytes: 32, symbolBytes: 13, uriBytes: 200 } as const;

export const PUMP_MESSAGES = {
  nameTooLong: (bytes: number) =>
    `The name takes ${bytes} bytes; pump.fun allows at most ${PUMP_LIMITS.nameBytes} (emoji and accented letters take 2 to 4 each). Shorten the name.`,
  symbolTooLong: (bytes: number) =>
    `The symbol takes ${bytes} bytes; pump.fun allows at most ${PUMP_LIMITS.symbolBytes}. Shorten the symbol.`,
  uriTooLong: (bytes: number) =>
    `The metadata link is ${bytes} bytes; pump.fun allows at most ${PUMP_LIMITS.uriBytes}.`,
} as const;

/** The first of the request's fields pump.fun would refuse, as a sentence, or null. */
export function pumpFieldError(request: LaunchRequest): string | null {
  const name = Buffer.byteLength(request.name, 'utf8');
  if (name > PUMP_LIMITS.nameBytes) return PUMP_MESSAGES.nameTooLong(name);
  const symbol = Buffer.byteLength(request.ticker, 'utf8');
  if (symbol > PUMP_LIMITS.symbolBytes) return PUMP_MESSAGES.symbolTooLong(symbol);
  const uri = Buffer.byteLength(request.metadataUri, 'utf8');
  if (uri > PUMP_LIMITS.uriBytes) return PUMP_MESSAGES.uriTooLong(uri);
  return null;
}
