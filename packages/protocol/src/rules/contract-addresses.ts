import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { base58 } from '@scure/base';
import type { Chain } from '../chain.ts';

/*
 * What counts as a contract address in text (FC §5: base58 32–44 for Solana, 0x + 40 hex for
 * BNB/EVM), and the checks a candidate must pass beyond its shape (issue 46): the one rule the
 * server's ingest, the browser's cards and chat lines, and the image reader's candidates share.
 *
 * - Solana: a run of 32–44 base58 characters that decodes to exactly 32 bytes (an ed25519 public
 *   key or a program-derived address; Solana's own `PublicKey` is 32 bytes), stands on word
 *   boundaries, and looks like a key (a digit, or both cases; no letter repeated six times in a
 *   row). Words, hashtags, handles and other chains' base58 shapes (Bitcoin, Tron: 25 bytes) fail.
 * - EVM (labelled `bnb`): `0x` + 40 hex on word boundaries; a mixed-case one must carry its
 *   EIP-55 checksum (keccak-256 of the lowercase hex), all-lower and all-upper are unchecksummed
 *   and accepted.
 * - Links, with a scheme (`https://…`, `www.…`) or without (`dexscreener.com/solana/…`), are
 *   links, never addresses, even when a path segment has an address's shape.
 */

const BASE58 = '1-9A-HJ-NP-Za-km-z';
/** Characters an address may not touch: letters and digits of any script, and `#`, `@`, `/`, `_`. */
const GLUE = String.raw`\p{L}\p{N}\p{M}#@/_`;
const SOLANA = new RegExp(`(?<![${GLUE}])[${BASE58}]{32,44}(?![${GLUE}])`, 'gu');
const EVM = new RegExp(`(?<![${GLUE}])0x[0-9a-fA-F]{40}(?![${GLUE}])`, 'gu');
/**
 * Links are not addresses (FC §5): `http(s)://…`, `www.…`, and a bare `domain.tld/path` (a host of
 * dot-separated labels ending in a 2–24 letter top-level label, then a path).
 */
export const URL_PATTERN =
  /(?:\bhttps?:\/\/|\bwww\.|(?<![\p{L}\p{N}@.\-_])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}\/)[^\s<>"']*/giu;

/** The whole string has a Solana address's shape (not yet decoded). */
export const SOLANA_ADDRESS = new RegExp(`^[${BASE58}]{32,44}$`);
/** The whole string has an EVM address's shape (checksum not yet checked). */
export const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** A real key mixes case or holds a digit; `pneumonoultra…` and `Letsgooooo…` do not pass. */
function looksLikeKey(candidate: string): boolean {
  if (/([A-HJ-NP-Za-km-z])\1{5}/.test(candidate)) return false;
  return /\d/.test(candidate) || (/[a-z]/.test(candidate) && /[A-Z]/.test(candidate));
}

/** True when `value` base58-decodes to exactly 32 bytes (a Solana public key). */
export function decodesToSolanaKey(value: string): boolean {
  if (!SOLANA_ADDRESS.test(value)) return false;
  try {
    return base58.decode(value).length === 32;
  } catch {
    return false;
  }
}

/** A whole string that is a Solana address: its shape, 32 bytes decoded, and a key's look. */
export function isSolanaAddress(value: string): boolean {
  return looksLikeKey(value) && decodesToSolanaKey(value);
}

/** EIP-55's checksummed spelling of a 40-hex address (`0x` + mixed case). */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)));
  let out = '0x';
  for (let i = 0; i < hex.length; i++) {
    const char = hex[i] as string;
    out += Number.parseInt(hash[i] as string, 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

/**
 * A whole string that is an EVM address: `0x` + 40 hex, and, when its letters mix case, the
 * EIP-55 checksum (https://eips.ethereum.org/EIPS/eip-55) holds.
 */
export function isEvmAddress(value: string): boolean {
  if (!EVM_ADDRESS.test(value)) return false;
  const hex = value.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return toChecksumAddress(value) === value;
}

/** The chain of a whole string that is an address by this rule, or undefined. */
export function addressChain(value: string): Chain | undefined {
  if (isEvmAddress(value)) return 'bnb';
  if (isSolanaAddress(value)) return 'solana';
  return undefined;
}

const blank = (match: string) => ' '.repeat(match.length);

/** One occurrence of an address in a text: where it starts, the address and its chain. */
export type AddressMatch = { index: number; address: string; chain: Chain };

/** Every occurrence of an address outside links, in order, repeats included (the tokenizer's view). */
export function findContractAddresses(text: string): AddressMatch[] {
  const withoutUrls = text.replace(URL_PATTERN, blank);
  const found: AddressMatch[] = [];
  for (const match of withoutUrls.matchAll(EVM)) {
    if (isEvmAddress(match[0])) found.push({ index: match.index, address: match[0], chain: 'bnb' });
  }
  const withoutEvm = withoutUrls.replace(EVM, blank);
  for (const match of withoutEvm.matchAll(SOLANA)) {
    if (isSolanaAddress(match[0]))
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
