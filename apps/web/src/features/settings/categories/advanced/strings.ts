/** FC §2 / §3 Advanced: the words of the category, the spec's where it has them. */
export const ADVANCED_TEXT = {
  imagesTitle: 'Image clicks',
  imagesHint: 'What a click on an image in the feed does; with both off it opens the image.',
  downloadImage: 'Download image on click',
  downloadImageHint: 'Saves the image, named after the account and the post.',
  copyUrl: 'Copy image URL on click',
  copyUrlHint: "Copies the image's address to the clipboard.",
  toolbarTitle: 'Text selection',
  toolbar: 'Text-selection toolbar',
  toolbarHint:
    'Selecting words in a post shows ASCII, Letter, Deploy and GUI beside them, to launch a token named after them. The same switch is in Deploy Settings → General.',
  exportTitle: 'Export settings',
  exportHint:
    'Copies your feed settings (notifications, sounds, appearance, contract addresses, highlights, image clicks) as JSON, to keep or to move to another browser. Deploy settings have their own export in Deploy Settings → Advanced.',
  exportButton: 'Export Settings',
  exportedTitle: 'Settings Exported',
  exportedCopied: 'Your settings are on the clipboard.',
  exportedNotCopied: 'The browser refused the clipboard: select the settings below and copy them.',
  exportedLabel: 'Exported settings JSON',
  /** DA §8, the settings dialogs' clipboard failure. */
  copyFailed: 'Failed to copy to clipboard',
  importTitle: 'Import Tracker Settings',
  importHint: 'Replaces the feed settings the pasted JSON holds; the others stay as they are.',
  importOpen: 'Import Tracker Settings',
  importLabel: 'Settings JSON',
  importPlaceholder: '{ "notificationsEnabled": true, … }',
} as const;
