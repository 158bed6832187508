import {
  applyPresetButton,
  isVisiblyEmpty,
  PRESET_MESSAGES,
  type PresetButton,
} from '@launchdeck/protocol';
import { PRESET_BUTTONS_TEXT } from '../strings.ts';

/** The Preset Buttons form: a preset button without its id (DA §3 id is given on save). */
export type PresetButtonDraft = Omit<PresetButton, 'id'>;

/** How the ticker's core comes from the name: the two DA §3 flags as one choice. */
export type TickerCore = 'rule' | 'first_word' | 'abbreviate';

export const blankButtonDraft = (): PresetButtonDraft => ({
  name: '',
  namePrefix: '',
  nameSuffix: '',
  tickerPrefix: '',
  tickerSuffix: '',
  tickerUseFirstWord: false,
  tickerAbbreviate: false,
});

export const draftOfButton = ({ id: _id, ...draft }: PresetButton): PresetButtonDraft => draft;

/** `applyPresetButton` reads abbreviate before first word; a draft with both is an abbreviation. */
export function tickerCoreOf(draft: PresetButtonDraft): TickerCore {
  if (draft.tickerAbbreviate) return 'abbreviate';
  return draft.tickerUseFirstWord ? 'first_word' : 'rule';
}

export const tickerCoreFlags = (core: TickerCore) => ({
  tickerUseFirstWord: core === 'first_word',
  tickerAbbreviate: core === 'abbreviate',
});

/**
 * DA §5: a preset button needs a name ('Please enter a button name'); one of only invisible
 * characters (isVisiblyEmpty) has none.
 */
export const checkButtonDraft = (draft: PresetButtonDraft): string | null =>
  isVisiblyEmpty(draft.name) ? PRESET_MESSAGES.buttonNameRequired : null;

export const buttonOfDraft = (id: string, draft: PresetButtonDraft): PresetButton => ({
  ...draft,
  id,
  name: draft.name.trim(),
});

/** What the button makes of the example name: "Frog King → Frog King Coin / FROG". */
export function buttonPreview(draft: PresetButtonDraft): string {
  const from = PRESET_BUTTONS_TEXT.exampleName;
  const token = applyPresetButton({ ...draft, id: 'preview' }, from);
  return PRESET_BUTTONS_TEXT.previewLine(from, token.name, token.ticker);
}
