/** The deploy hotkeys' words (issue 50): the arming dialog and the header's chip. */
export const HOTKEY_TEXT = {
  dialogTitle: 'Arm the launch hotkeys?',
  intro:
    'Each of these keys launches a token at once from the post under the mouse (or the words selected in it), spending the amount shown. Until you arm them, they only open this list.',
  columns: { key: 'Key', launches: 'Launches', platform: 'Platform', amount: 'Spends' },
  autoDeploy: 'Auto-deploy',
  orWhitelist: 'or the author’s whitelist',
  inputsNote: 'Inside a text field the keys keep their usual meaning (Ctrl+X still cuts).',
  arm: 'Arm',
  notNow: 'Not now',
  chip: 'Hotkeys armed',
  chipLabel: 'Hotkeys armed: click to disarm them',
  chipTitle: 'The launch hotkeys are armed. Click to disarm them.',
  none: 'No launch hotkey is set.',
} as const;
