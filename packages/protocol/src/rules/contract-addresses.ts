import type { Chain } from '../chain.ts';

// FC §5: base58 32–44 (no 0 O I l) for Solana; 0x + 40 hex for BNB/EVM.
const BASE58 = '1-9A-HJ-NP-Za-km-z';
const SOLANA = new RegExp(`(?<![${BASE58}])[${BASE58}]{32,44}(?![${BASE58}])`, 'g');
const EVM = /(?<![0-9A-Za-z])0x[0-9a-fA-F]{40}(?![0-9A-Za-z])/g;
/** Links are not addresses, even when a path segment looks like one (FC §5). */
export const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;

export const SOLANA_ADDRESS = new RegExp(`^[${BASE58}]{32,44}$`);
export const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * A long base58 run is only taken for an address when it mixes case or holds a digit, as real
 * keys do; a 32-letter lowercase word or hashtag is not an address.
 */
function looksLikeKey(candidate: string): boolean {
  return /\d/.test(candidate) || (/[a-z]/.test(candidate) && /[A-Z]/.test(candidate));
}

const blank = (match: string) => ' '.repeat(match.length);

/** One occurrence of an address in a text: where it starts, the address and its chain. */
export type AddressMatch = { index: number; address: string; chain: Chain };

/** Every occurrence of an address outside URLs, in order, repeats included (the tokenizer's view). */
export function findContractAddresses(text: string): AddressMatch[] {
  const withoutUrls = text.replace(URL_PATTERN, blank);
  const found: AddressMatch[] = [];
  for (const match of withoutUrls.matchAll(EVM)) {
    found.push({ index: match.index, address: match[0], chain: 'bnb' });
  }
  const withoutEvm = withoutUrls.replace(EVM, blank);
  for (const match of withoutEvm.matchAll(SOLANA)) {
    if (looksLikeKey(match[0]))
      found.push({ index: match.index, address: match[0], chain: 'solana' });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Every contract address in the text, in order of appearance, each once, with its chain. */
export function detectContractAddresses(text: string): Omit<AddressMatch, 'index'>[] {
  const seen = new Set<string>();
  const result: Omit<AddressMatch, 'index'>[] = [];
  for (const { address, chain } of findContractAddresses(text)) {
    const key = chain === 'bnb' ? address.toLowerCase() : address;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ address, chain });
  }
  return result;
}
