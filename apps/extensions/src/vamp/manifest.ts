import { EXTENSIONS } from '@launchdeck/protocol';
import { baseManifest, type ExtensionManifest } from '../shared/manifest.ts';
import { TOKEN_PAGE_MATCHES } from './token-address.ts';

const DESCRIPTION =
  'Vamp a Solana token into your Launchdeck deploy form from its address or a trading site’s token page.';

/** The options page's longer words. */
export const VAMP_PURPOSE =
  'Right-click a Solana token address, or a token page of pump.fun, DEX Screener, Birdeye, GMGN, Axiom, Photon or Solscan, and choose “Vamp in Launchdeck”: your Launchdeck deploy form opens filled with that token. Token pages also get a floating Vamp button.';

/** The vamp extension's manifest: the shared parts and the token pages' floating button. */
export function vampManifest(version: string): ExtensionManifest {
  return {
    ...baseManifest(EXTENSIONS.vamp.name, DESCRIPTION, version),
    content_scripts: [{ matches: TOKEN_PAGE_MATCHES, js: ['content.js'], run_at: 'document_idle' }],
  };
}
