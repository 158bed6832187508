import { loadConnection } from '../shared/connection.ts';
import { sendToLaunchdeck, windowsSentence } from '../shared/launchdeck-api.ts';

/** What a vamp did: a sentence for the trader, and whether it worked. */
export type VampOutcome = { ok: boolean; message: string };

export const VAMP_EXTENSION_MESSAGES = {
  noAddress: 'That is not a Solana token address, nor a token page of a trading site.',
} as const;

/**
 * Sends a token's address to the trader's Launchdeck (POST /api/vamp {address, source
 * 'extension'}), which looks it up and opens the deploy form filled with it in every window.
 */
export async function vampAddress(address: string | undefined): Promise<VampOutcome> {
  if (!address) return { ok: false, message: VAMP_EXTENSION_MESSAGES.noAddress };
  const outcome = await sendToLaunchdeck(await loadConnection(), {
    address,
    source: 'extension',
  });
  if (!outcome.ok) return { ok: false, message: outcome.error };
  const { coinData, windows } = outcome.answer;
  const named = coinData?.name
    ? `${coinData.name}${coinData.symbol ? ` (${coinData.symbol})` : ''}: `
    : '';
  return { ok: true, message: `${named}${windowsSentence(windows)}` };
}
