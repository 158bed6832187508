import type { Chain } from '../post.ts';
import type { TrackerSettings } from '../settings.ts';

export type TradingPlatform = 'axiom' | 'photon' | 'gmgn';
export type TradingLink = { platform: TradingPlatform; label: string; url: string };

const LABELS: Record<TradingPlatform, string> = { axiom: 'Axiom', photon: 'Photon', gmgn: 'GMGN' };

/** FC §7 outbound links, by chain and platform. */
const URLS = {
  solana: {
    axiom: (address: string) => `https://axiom.trade/t/${address}?chain=sol`,
    photon: (address: string) => `https://photon-sol.tinyastro.io/en/lp/${address}`,
  },
  bnb: {
    gmgn: (address: string) => `https://gmgn.ai/bsc/token/${address}`,
    axiom: (address: string) => `https://axiom.trade/meme/${address}?chain=bnb`,
  },
} as const;

/**
 * The trading page for a contract address: Axiom or Photon on Solana (`contractButtonPlatform`),
 * GMGN or Axiom on BNB (`bnbButtonPlatform`), FC §3 / §7.
 */
export function tradingLink(
  address: string,
  chain: Chain,
  settings: Pick<TrackerSettings, 'contractButtonPlatform' | 'bnbButtonPlatform'>,
): TradingLink {
  const encoded = encodeURIComponent(address);
  if (chain === 'bnb') {
    const platform = settings.bnbButtonPlatform;
    return { platform, label: LABELS[platform], url: URLS.bnb[platform](encoded) };
  }
  const platform = settings.contractButtonPlatform;
  return { platform, label: LABELS[platform], url: URLS.solana[platform](encoded) };
}
