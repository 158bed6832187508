import { EXTENSION_MESSAGES, EXTENSIONS } from '@launchdeck/protocol';

/** DA §2 Extensions: our words (the spec quotes none but the steps' gist and the 100 ms claim). */
export const EXTENSIONS_TEXT = {
  intro:
    'Two Chrome extensions send tokens and images from any site to this Launchdeck, into your open deploy form.',
  cards: {
    vamp: {
      name: EXTENSIONS.vamp.name,
      what: 'Right-click a Solana token address, or a token page of pump.fun, DEX Screener, Birdeye, GMGN, Axiom, Photon or Solscan, and choose “Vamp in Launchdeck”: the deploy form opens filled with that token. Token pages also get a floating Vamp button.',
    },
    imageSearch: {
      name: EXTENSIONS.imageSearch.name,
      what: 'Right-click any image and choose “Use image in Launchdeck” to add it to your open deploy form, or search images for selected words. Search in under 100 ms.',
    },
  },
  download: 'Download',
  help: 'Help',
  helpLabel: 'How to use the image extension',
  installTitle: 'Installation',
  steps: [
    'Download the extension (a .zip file).',
    'Extract the zip file to a folder you keep.',
    'Open chrome://extensions in Chrome.',
    'Turn on Developer mode (top right).',
    'Click Load unpacked and choose the extracted folder.',
  ],
  tokenTitle: 'Connect the extensions',
  tokenHint:
    'In each extension’s options (click its icon), paste this address and your extension token. The token lets the extensions send to your deploy form only; keep it private.',
  address: 'Launchdeck address',
  copyAddress: 'Copy Launchdeck address',
  token: 'Extension token',
  copyToken: 'Copy extension token',
  copy: 'Copy',
  noToken: 'No extension token yet.',
  tokenSince: (when: string) =>
    `A token is active, made ${when}. It is shown only once, when made.`,
  shownOnce: 'Copy it now: it will not be shown again.',
  create: 'Create token',
  regenerate: 'Regenerate',
  revoke: 'Revoke',
  regenerateTitle: 'Regenerate Token',
  regenerateBody:
    'Make a new extension token? The current one stops working at once: paste the new one into both extensions.',
  revokeTitle: 'Revoke Token',
  revokeBody: 'Revoke the extension token? The extensions stop working until you make a new one.',
  created: 'Extension token created',
  revoked: EXTENSION_MESSAGES.revoked,
  loading: 'Loading…',
} as const;
