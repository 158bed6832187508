/** DA §2 text-selection toolbar: its four buttons as the spec names them, and ours. */
export const TOOLBAR_TEXT = {
  label: 'Deploy the selected words',
  ascii: 'ASCII',
  letter: 'Letter',
  deploy: 'Deploy',
  gui: 'GUI',
  asciiHint: 'Launch now with ASCII art of the name',
  letterHint: 'Launch now with a letter image of the name',
  deployHint: "Launch now with the post's first image",
  guiHint: 'Open the deploy form with this name',
} as const;
