import {
  formatKeybind,
  isVisiblyEmpty,
  type Keybind,
  PRESET_MESSAGES,
  type Preset,
} from '@launchdeck/protocol';
import { PRESETS_TEXT } from '../strings.ts';
import { type KeybindOwner, keybindOwner } from './keybind-owner.ts';

/** The Custom Presets form: a preset without its id (DA §3 id is given on save). */
export type PresetDraft = Omit<Preset, 'id'>;

/** A field of the form a refusal is shown under. */
export type PresetField = 'name' | 'keybind' | 'customTicker' | 'customImage';
export type PresetRefusal = { field: PresetField; message: string };

const NO_KEY: Keybind = { ctrl: false, shift: false, alt: false, key: '' };

/** The form in add mode: nothing named, no key, the settings' platform, ticker from the words. */
export const blankPresetDraft = (): PresetDraft => ({
  name: '',
  keybind: NO_KEY,
  prefix: '',
  suffix: '',
  mode: 'default',
  tickerMode: 'selected_text',
  customTicker: '',
  imageType: 'image_in_post',
  customImage: '',
  translateToChinese: false,
});

export const draftOfPreset = ({ id: _id, ...draft }: Preset): PresetDraft => draft;

/** Our words for a keybind someone else has. */
export function keybindTakenMessage(keybind: Keybind, owner: KeybindOwner): string {
  const shown = formatKeybind(keybind);
  return owner.kind === 'auto-deploy'
    ? PRESETS_TEXT.keybindTakenByAutoDeploy(shown)
    : PRESETS_TEXT.keybindTakenByPreset(shown, owner.name);
}

const isLink = (text: string) => /^https?:\/\/\S+$/i.test(text.trim());

/**
 * DA §5 preset checks, the spec's words first ('Please enter a preset name' also for a name of only
 * invisible characters, isVisiblyEmpty; 'Please set a keybind for this preset'), then ours: the key free of the auto-deploy keybind and the other
 * presets, a custom ticker or image where the form asks for one.
 */
export function checkPresetDraft(
  draft: PresetDraft,
  autoDeploy: Keybind,
  presets: readonly Preset[],
  editingId: string | null,
): PresetRefusal | null {
  if (isVisiblyEmpty(draft.name)) return { field: 'name', message: PRESET_MESSAGES.nameRequired };
  if (draft.keybind.key === '')
    return { field: 'keybind', message: PRESET_MESSAGES.keybindRequired };
  const owner = keybindOwner(draft.keybind, autoDeploy, presets, editingId);
  if (owner) return { field: 'keybind', message: keybindTakenMessage(draft.keybind, owner) };
  if (draft.tickerMode === 'custom' && draft.customTicker.trim() === '')
    return { field: 'customTicker', message: PRESETS_TEXT.customTickerRequired };
  if (draft.imageType === 'custom' && !isLink(draft.customImage))
    return { field: 'customImage', message: PRESETS_TEXT.customImageInvalid };
  return null;
}

/**
 * The preset as saved: the name trimmed; the custom ticker and image kept only when chosen, so
 * a later switch back to custom starts clean.
 */
export function presetOfDraft(id: string, draft: PresetDraft): Preset {
  return {
    ...draft,
    id,
    name: draft.name.trim(),
    customTicker: draft.tickerMode === 'custom' ? draft.customTicker.trim() : '',
    customImage: draft.imageType === 'custom' ? draft.customImage.trim() : '',
  };
}

/** DA §3 id (timestamp): now in milliseconds, moved on a step if a saved item has it already. */
export function timestampId(taken: readonly { id: string }[], now = Date.now()): string {
  const ids = new Set(taken.map((item) => item.id));
  let stamp = now;
  while (ids.has(String(stamp))) stamp += 1;
  return String(stamp);
}

/** The list's one line: “{selection} Coin” · ticker: selected text · pump · image in post. */
export function presetSummary(preset: Preset): string {
  const name = `“${preset.prefix}${PRESETS_TEXT.selection}${preset.suffix}”`;
  const ticker =
    preset.tickerMode === 'custom'
      ? PRESETS_TEXT.summaryCustomTicker(preset.customTicker)
      : PRESETS_TEXT.summaryTicker(PRESETS_TEXT.tickerModes[preset.tickerMode].toLowerCase());
  const mode = preset.mode === 'default' ? PRESETS_TEXT.summaryDefaultMode : preset.mode;
  const image =
    preset.imageType === 'custom'
      ? PRESETS_TEXT.summaryCustomImage
      : PRESETS_TEXT.imageTypes[preset.imageType].toLowerCase();
  const parts = [name, ticker, mode, image];
  if (preset.translateToChinese) parts.push(PRESETS_TEXT.summaryChinese);
  return parts.join(' · ');
}
