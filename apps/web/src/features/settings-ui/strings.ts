/** Words the settings dialogs share. */
export const SETTINGS_UI_TEXT = {
  numberInvalid: (min: number, max: number) => `Enter a number from ${min} to ${max}.`,
  ok: 'OK',
  cancel: 'Cancel',
  import: 'Import',
} as const;
