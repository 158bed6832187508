import { findContractAddresses, isVampAddress } from '@launchdeck/protocol';

/**
 * The trading sites' token pages, where a page, a link or the floating button names a token: the
 * Chrome match patterns the content script runs on, and how each page's path carries the address
 * (a mint or a pair, which getAsset's source may not know: the server says so).
 */
export const TOKEN_SITES = [
  { host: 'pump.fun', matches: ['https://pump.fun/coin/*'], path: /^\/coin\/([^/?#]+)/ },
  {
    host: 'dexscreener.com',
    matches: ['https://dexscreener.com/solana/*'],
    path: /^\/solana\/([^/?#]+)/,
  },
  {
    host: 'birdeye.so',
    matches: ['https://birdeye.so/token/*', 'https://birdeye.so/solana/token/*'],
    path: /^\/(?:solana\/)?token\/([^/?#]+)/,
  },
  { host: 'gmgn.ai', matches: ['https://gmgn.ai/sol/token/*'], path: /^\/sol\/token\/([^/?#]+)/ },
  { host: 'axiom.trade', matches: ['https://axiom.trade/meme/*'], path: /^\/meme\/([^/?#]+)/ },
  {
    host: 'photon-sol.tinyastro.io',
    matches: ['https://photon-sol.tinyastro.io/*/lp/*'],
    path: /^\/[a-z]{2}\/lp\/([^/?#]+)/,
  },
  { host: 'solscan.io', matches: ['https://solscan.io/token/*'], path: /^\/token\/([^/?#]+)/ },
] as const;

/** Every token page's match pattern: the content script's and the page menu's. */
export const TOKEN_PAGE_MATCHES: string[] = TOKEN_SITES.flatMap((site) => [...site.matches]);

/** GMGN prefixes a referral code to the mint ('abc_<mint>'): the address is the last part. */
const lastPart = (segment: string) => segment.split('_').at(-1) ?? '';

/** The Solana address a token page's URL names, or undefined for any other page. */
export function addressFromUrl(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const { protocol, hostname, pathname } = new URL(url);
  if (protocol !== 'https:') return undefined;
  const host = hostname.replace(/^www\./, '');
  const site = TOKEN_SITES.find((candidate) => candidate.host === host);
  const segment = site?.path.exec(pathname)?.[1];
  const address = segment ? lastPart(decodeURIComponent(segment)) : '';
  return isVampAddress(address) ? address : undefined;
}

/**
 * The address in selected text: a token page's link, or the one Solana address the text holds
 * ('CA: <mint>'); undefined when it holds none or several.
 */
export function addressFromSelection(text: string): string | undefined {
  const fromLink = addressFromUrl(text.trim());
  if (fromLink) return fromLink;
  const found = new Set(
    findContractAddresses(text)
      .filter((match) => match.chain === 'solana')
      .map((match) => match.address),
  );
  return found.size === 1 ? [...found][0] : undefined;
}
