import { isVampAddress, VAMP_TEXT, type VampCoinData, vampCoinDataOf } from '@launchdeck/protocol';
import { getAsset, tokenLinks } from './api.ts';

/** What a Load gives the dialog: the token to copy, or the inline error to show (FC §8). */
export type VampLookup = { ok: true; data: VampCoinData } | { ok: false; error: string };

let nextRequest = 0;

/**
 * FC §7 vamp by contract address: getAsset for the name, symbol, image and json_uri, then the
 * json_uri's website and twitter. The links are extras: their failure still copies the token.
 * An aborted lookup (the dialog closed) rethrows the abort.
 */
export async function lookUpVampToken(
  input: string,
  session: string,
  signal?: AbortSignal,
): Promise<VampLookup> {
  const address = input.trim();
  if (address === '') return { ok: false, error: VAMP_TEXT.enterAddress };
  if (!isVampAddress(address)) return { ok: false, error: VAMP_TEXT.notAnAddress };

  nextRequest += 1;
  let answer: Awaited<ReturnType<typeof getAsset>>;
  try {
    answer = await getAsset(`vamp-${nextRequest}`, address, { session, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, error: VAMP_TEXT.fetchFailed };
  }
  // FC §8: a lookup error shows the returned message, or 'Unknown error' without one.
  const { result } = answer;
  if (answer.error || !result) {
    return { ok: false, error: answer.error?.message || VAMP_TEXT.unknownError };
  }

  const { json_uri } = result.content;
  const found = json_uri ? await linksOf(json_uri, session, signal) : { website: '', twitter: '' };
  return { ok: true, data: vampCoinDataOf(result.content, found) };
}

async function linksOf(jsonUri: string, session: string, signal?: AbortSignal) {
  try {
    return await tokenLinks({ json_uri: jsonUri }, { session, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    // Not fatal: the name, symbol and image are what the trader came for.
    console.warn('Could not read the token links of', jsonUri, error);
    return { website: '', twitter: '' };
  }
}
