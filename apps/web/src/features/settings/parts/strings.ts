import type { SoundName } from '@launchdeck/protocol';
import type { TypedHandle } from './account-matches.ts';

/** Words of the settings' shared parts: the account picker and the sound choice. */
export const PARTS_TEXT = {
  pickerPlaceholder: 'Search accounts or type a handle',
  pickerMatches: 'Matching accounts',
  add: 'Add',
  remove: (handle: string) => `Remove @${handle}`,
  pickerRefusals: {
    empty: 'Type a handle or pick an account.',
    spaces: 'A handle has no spaces.',
    long: 'A handle has at most 64 characters.',
    taken: 'That account is already in the list.',
  } satisfies Record<Exclude<TypedHandle, { ok: true }>['reason'], string>,
  preview: 'Preview',
  previewLabel: (sound: string) => `Preview the ${sound} sound`,
} as const;

/** FC §9 notification sounds' words. */
export const SOUND_LABELS: Readonly<Record<SoundName, string>> = {
  beep: 'Beep',
  ding: 'Ding',
  chime: 'Chime',
  coin: 'Coin',
  buzz: 'Buzz',
  harsh: 'Harsh',
  electric: 'Electric',
  metal: 'Metal',
  chainsaw: 'Chainsaw',
  destroyer: 'Destroyer',
};
