import { DEPLOY_MESSAGES, WALLET_MESSAGES } from '@launchdeck/protocol';
import type { DeploySettingsCategory } from './controller.ts';

/** The Deploy Settings modal's words: the spec's where it quotes them (DA §2, §8), ours elsewhere. */
export const DEPLOY_SETTINGS_TEXT = {
  title: 'Deploy Settings',
  categories: {
    general: 'General',
    wallets: 'Wallets',
    keybinds: 'Keybinds',
    customPresets: 'Custom Presets',
    presetButtons: 'Preset Buttons',
    whitelists: 'Whitelists',
    imageSettings: 'Image Settings',
    extensions: 'Extensions',
    referral: 'Referral',
    advanced: 'Advanced',
  } satisfies Record<DeploySettingsCategory, string>,
  categoriesLabel: 'Deploy settings categories',
  // DA §2 Advanced: a note says settings auto-save.
  autoSaveNote: 'Settings save automatically.',
  copied: 'Copied to clipboard',
  copyFailed: 'Failed to copy to clipboard',
  ok: 'OK',
  cancel: 'Cancel',
  success: 'Success',
  error: 'Error',
} as const;

/** DA §2 General. */
export const GENERAL_TEXT = {
  defaultPlatform: 'Default platform',
  defaultPlatformHint: 'The platform the deploy form starts on, unless a whitelist picks another.',
  features: 'Features',
  textSelectionBar: 'Text-selection deploy bar',
  deployButtons: 'Deploy buttons on tweets',
  autoDeployKeybinds: 'Auto-deploy keybinds',
  autoOpenTrading: 'Auto-open trading page on successful deploy',
  deployInterface: 'Deploy interface',
  interfaceModal: 'Modal (overlay)',
  interfacePanel: 'Panel (docked beside the feed)',
  buttonPosition: 'Deploy button position',
  positionLeft: 'Left',
  positionRight: 'Right',
  panelSide: 'Panel side',
  buyAmounts: 'Global buy amounts',
  buyAmountsHint: 'Used when a wallet has no buy amount of its own.',
  solAmount: 'SOL buy amount',
  bnbAmount: 'BNB buy amount',
  usd1Amount: 'USD1 buy amount',
  gwei: 'BNB gas price (Gwei)',
} as const;

/** DA §2 Keybinds and the DA §4 keybind capture ('Change Keybind' quoted). */
export const KEYBINDS_TEXT = {
  autoDeployTitle: 'Auto-deploy keybind',
  autoDeployHint:
    "Launches the selected words, or the post under the mouse, at once: like the selection toolbar's Deploy.",
  autoDeploy: 'Auto-deploy',
  change: 'Change Keybind',
  listening: 'Press a key combination… (Esc to cancel)',
  cancelCapture: 'Cancel',
  off: 'Keybinds are off: turn on Auto-deploy keybinds in General.',
  presetsTitle: 'Preset keybinds',
  presetsHint:
    'Each preset launches the selected words, or the post under the mouse, as it makes them.',
  noPresets: 'No presets.',
} as const;

/** DA §2 Wallets and the import dev wallet modal. */
export const WALLETS_TEXT = {
  intro:
    'Private keys are encrypted on the server; this browser keeps only each wallet’s address and API key handle.',
  importWallet: 'Import Wallet',
  importTitle: 'Import Dev Wallet',
  keyLabel: 'Private key',
  keyHint:
    'Solana: the base58 secret key. BNB Chain: 64 hex characters, with or without 0x. Only the first 3 characters stay visible.',
  importButton: 'Import',
  importing: 'Importing...',
  solanaColumn: 'Solana Wallets',
  bnbColumn: 'BNB Chain Wallets',
  noSolana: 'No Solana wallets yet.',
  noBnb: 'No BNB Chain wallets yet.',
  active: 'ACTIVE',
  setActive: 'Set Active',
  showApiKey: 'Show API Key',
  hideApiKey: 'Hide API Key',
  apiKey: 'API key',
  copyAddress: 'Copy address',
  copyApiKey: 'Copy API key',
  delete: 'Delete',
  deleteTitle: 'Delete Wallet',
  deleteBody: (address: string) =>
    `Delete wallet ${address}? Its encrypted key is removed from the server; import it again to use it.`,
  buyAmount: (unit: string) => `Buy amount (${unit})`,
  /** Shown in a wallet's empty buy amount: the global amount applies. */
  globalPlaceholder: (amount: number) => `${amount} (global)`,
  // Ours: daily spend caps and the step-up code (issue 34).
  capTitle: 'Daily spend cap',
  capUsed: (used: string, cap: string, unit: string) => `${used} of ${cap} ${unit} used today`,
  noCap: (used: string, unit: string) => `No daily cap · ${used} ${unit} used today`,
  setCap: 'Set cap',
  editCap: 'Edit cap',
  /** The button's own words first, as its accessible name must start with what it shows. */
  editCapLabel: (action: string, address: string) => `${action} for wallet ${address}`,
  capLabel: (unit: string) => `Daily cap (${unit})`,
  capHint:
    'Launches from this wallet are refused once their buys in the last 24 hours would pass the cap. Leave empty for no cap.',
  capPlaceholder: 'No cap',
  capCodeHint: 'Two-factor login is on: raising or removing a cap needs your current code.',
  save: 'Save',
  saving: 'Saving...',
  capSaved: 'Daily cap saved',
  capFailed: 'Could not change the daily cap. Try again.',
  stepUpHint: 'Two-factor login is on: enter your current 6-digit code.',
  ...WALLET_MESSAGES,
} as const;

/** DA §2 Access Denied modal. */
export const ACCESS_DENIED_TEXT = {
  title: DEPLOY_MESSAGES.accessDeniedTitle,
  body: DEPLOY_MESSAGES.accessDeniedBody,
  ok: 'OK',
} as const;

/** DA §2 Advanced and its two dialogs; DA §5 / §8 messages come from SETTINGS_TRANSFER_MESSAGES. */
export const ADVANCED_TEXT = {
  autoSave: 'Every change in these settings is saved as you make it; there is no Save button.',
  exportTitle: 'Export settings',
  exportHint:
    'Copies your deploy settings (platform, amounts, presets, whitelists, image settings…) as JSON, to keep or to move to another browser. Wallets are not included.',
  exportButton: 'Export Settings',
  exportedTitle: 'Settings Exported',
  exportedCopied: 'Your settings are on the clipboard.',
  exportedNotCopied: 'The browser refused the clipboard: select the settings below and copy them.',
  exportedLabel: 'Exported settings JSON',
  copyFailed: DEPLOY_SETTINGS_TEXT.copyFailed,
  importTitle: 'Import Settings',
  importHint: 'Replaces the settings the pasted JSON holds; the others stay as they are.',
  importOpen: 'Import Settings',
  importLabel: 'Settings JSON',
  importPlaceholder: '{ "defaultMode": "pump", … }',
  resetTitle: 'Reset to defaults',
  resetHint: 'Puts every deploy setting back to its default. Wallets and feed settings stay.',
  resetButton: 'Reset to Defaults',
  resetConfirm:
    'Reset every deploy setting (platform, amounts, keybinds, presets, preset buttons, whitelists, image settings) to its default?',
  resetConfirmButton: 'Reset',
} as const;

/** DA §2 Custom Presets and the DA §5 preset messages (quoted in PRESET_MESSAGES). */
export const PRESETS_TEXT = {
  intro:
    "A preset's keybind launches the selected words, or the post under the mouse, at once: its name with the prefix and suffix, its ticker, platform and image as set here.",
  addTitle: 'New Preset',
  editTitle: (name: string) => `Edit Preset “${name}”`,
  name: 'Preset name',
  keybind: 'Keybind',
  prefix: 'Name prefix',
  suffix: 'Name suffix',
  mode: 'Platform',
  modes: {
    default: 'Default platform',
    pump: 'pump',
    bonk: 'bonk',
    bnb: 'bnb',
    usd1: 'usd1',
  },
  tickerMode: 'Ticker',
  tickerModes: {
    selected_text: 'Selected text',
    abbreviation: 'Abbreviation',
    first_word: 'First word',
    custom: 'Custom',
  },
  customTicker: 'Custom ticker',
  imageType: 'Image',
  imageTypes: {
    image_in_post: 'Image in post',
    ascii: 'ASCII',
    letter: 'Letter',
    custom: 'Custom image',
  },
  customImage: 'Custom image link',
  customImageHint: 'An https:// link to a PNG, JPEG, GIF or WebP image, or upload one.',
  translate: 'Translate the name to Chinese before launching',
  add: 'Add Preset',
  update: 'Update Preset',
  cancel: 'Cancel',
  listTitle: 'Your presets',
  empty: 'No presets yet: add one above.',
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: 'Delete Preset',
  deleteBody: (name: string, keybind: string) =>
    `Delete the preset “${name}” (${keybind})? Its keybind stops launching.`,
  customTickerRequired: 'Enter the custom ticker',
  customImageInvalid: 'Enter an image link starting with https:// or http://',
  keybindTakenByAutoDeploy: (keybind: string) =>
    `${keybind} is the auto-deploy keybind: choose another.`,
  keybindTakenByPreset: (keybind: string, name: string) =>
    `${keybind} is already the keybind of the preset “${name}”: choose another.`,
  /** The one-line summary's parts. */
  summaryTicker: (mode: string) => `ticker: ${mode}`,
  summaryCustomTicker: (ticker: string) => `ticker: ${ticker}`,
  summaryDefaultMode: 'default platform',
  summaryCustomImage: 'custom image',
  summaryChinese: 'Chinese name',
  selection: '{selection}',
} as const;

/** DA §2 Preset Buttons and the DA §5 preset button messages (quoted in PRESET_MESSAGES). */
export const PRESET_BUTTONS_TEXT = {
  intro:
    "Each button in the deploy form's Presets row rewrites the form's name and ticker as set here.",
  addTitle: 'New Preset Button',
  editTitle: (name: string) => `Edit Preset Button “${name}”`,
  name: 'Button name',
  namePrefix: 'Name prefix',
  nameSuffix: 'Name suffix',
  tickerPrefix: 'Ticker prefix',
  tickerSuffix: 'Ticker suffix',
  tickerCore: 'Ticker from the name',
  tickerRule: 'Whole name (ticker rule)',
  useFirstWord: 'Use first word',
  abbreviate: 'Abbreviate',
  preview: 'Preview',
  /** The name the live preview rewrites. */
  exampleName: 'Frog King',
  previewLine: (from: string, name: string, ticker: string) => `${from} → ${name} / ${ticker}`,
  add: 'Add Preset Button',
  update: 'Update Preset Button',
  cancel: 'Cancel',
  listTitle: 'Your preset buttons',
  empty: "No preset buttons yet: add one above. The deploy form's Presets row shows them.",
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: 'Delete Preset Button',
  deleteBody: (name: string) =>
    `Delete the preset button “${name}”? It leaves the deploy form's Presets row.`,
} as const;

/** An image file uploaded from Deploy Settings (a preset's or an account's custom image). */
export const IMAGE_UPLOAD_TEXT = {
  uploadImage: 'Upload image',
  uploading: 'Uploading…',
  needsLogin: 'Log in to upload an image.',
} as const;
