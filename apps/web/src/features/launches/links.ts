import {
  type Chain,
  chainOfMode,
  type DeployMode,
  type TrackerSettings,
  type TradingLink,
  tradingLink,
} from '@launchdeck/protocol';

/** The chain's block explorer page for a token. */
export function explorerUrl(address: string, chain: Chain): string {
  const encoded = encodeURIComponent(address);
  return chain === 'bnb'
    ? `https://bscscan.com/token/${encoded}`
    : `https://solscan.io/token/${encoded}`;
}

/**
 * Where a launched token can be looked at: the trading site the settings pick for its chain (the
 * same as the success toast and the cards, FC §7) and the chain's explorer.
 */
export function launchLinks(
  address: string,
  mode: DeployMode,
  settings: Pick<TrackerSettings, 'contractButtonPlatform' | 'bnbButtonPlatform'>,
): { trading: TradingLink; explorer: string } {
  const chain = chainOfMode(mode);
  return { trading: tradingLink(address, chain, settings), explorer: explorerUrl(address, chain) };
}
