import { z } from 'zod';

/**
 * DA §3 keybind: a key with Ctrl (or Cmd on a Mac), Shift and Alt. `key` is the key's own name
 * as KeyboardEvent.key gives it, a letter in upper case ('X', 'F2', 'ArrowUp').
 */
export const Keybind = z.object({
  ctrl: z.boolean(),
  shift: z.boolean(),
  alt: z.boolean(),
  key: z.string().max(24),
});
export type Keybind = z.infer<typeof Keybind>;

/** DA §3 preset ticker modes. */
export const TICKER_MODES = ['selected_text', 'abbreviation', 'first_word', 'custom'] as const;
export const TickerMode = z.enum(TICKER_MODES);
export type TickerMode = z.infer<typeof TickerMode>;

/** DA §3 preset image types: the post's image, a drawn one, or the preset's own link. */
export const PRESET_IMAGE_TYPES = ['image_in_post', 'ascii', 'letter', 'custom'] as const;
export const PresetImageType = z.enum(PRESET_IMAGE_TYPES);
export type PresetImageType = z.infer<typeof PresetImageType>;

/** DA §3 preset mode: 'default' follows the settings' default platform and the whitelists. */
export const PRESET_MODES = ['default', 'pump', 'bonk', 'bnb', 'usd1'] as const;

const id = z.union([z.number(), z.string().max(40)]).transform(String);
const affix = z.string().max(32).catch('');

/**
 * DA §3 preset: a keybind that launches the selection (or the post under the mouse) at once, its
 * name with a prefix and suffix, its ticker by `tickerMode`, its image by `imageType`, and its
 * name translated to Chinese first when `translateToChinese`.
 */
export const Preset = z.object({
  id,
  name: z.string().max(64),
  keybind: Keybind,
  prefix: affix,
  suffix: affix,
  mode: z.enum(PRESET_MODES).catch('default'),
  tickerMode: TickerMode.catch('selected_text'),
  customTicker: z.string().max(20).catch(''),
  imageType: PresetImageType.catch('image_in_post'),
  customImage: z.string().max(2048).catch(''),
  translateToChinese: z.boolean().catch(false),
});
export type Preset = z.infer<typeof Preset>;

/**
 * DA §3 preset button: one button in the form's Presets section that rewrites the form's name and
 * ticker (prefixes, suffixes, the first word, an abbreviation).
 */
export const PresetButton = z.object({
  id,
  name: z.string().max(64),
  namePrefix: affix,
  nameSuffix: affix,
  tickerPrefix: affix,
  tickerSuffix: affix,
  tickerUseFirstWord: z.boolean().catch(false),
  tickerAbbreviate: z.boolean().catch(false),
});
export type PresetButton = z.infer<typeof PresetButton>;

const noKey: Keybind = { ctrl: false, shift: false, alt: false, key: '' };

/**
 * DA §9: two default presets, Coinify (Ctrl+Z) and Grok Companion (Ctrl+Q). The spec names them
 * and their keys only; ours: Coinify makes "{selection} Coin" with the selection's ticker, Grok
 * Companion "Grok's {selection}" with an abbreviation, both on the settings' platform.
 */
export const DEFAULT_PRESETS: readonly Preset[] = [
  {
    id: '1',
    name: 'Coinify',
    keybind: { ...noKey, ctrl: true, key: 'Z' },
    prefix: '',
    suffix: ' Coin',
    mode: 'default',
    tickerMode: 'selected_text',
    customTicker: '',
    imageType: 'image_in_post',
    customImage: '',
    translateToChinese: false,
  },
  {
    id: '2',
    name: 'Grok Companion',
    keybind: { ...noKey, ctrl: true, key: 'Q' },
    prefix: "Grok's ",
    suffix: '',
    mode: 'default',
    tickerMode: 'abbreviation',
    customTicker: '',
    imageType: 'image_in_post',
    customImage: '',
    translateToChinese: false,
  },
];

/**
 * DA §9: three default preset buttons. The spec does not name them; ours are the three rewrites
 * traders reach for most: "{name} Coin", "The {name}" and "{name} Inu".
 */
export const DEFAULT_PRESET_BUTTONS: readonly PresetButton[] = [
  {
    id: '1',
    name: 'Coin',
    namePrefix: '',
    nameSuffix: ' Coin',
    tickerPrefix: '',
    tickerSuffix: '',
    tickerUseFirstWord: true,
    tickerAbbreviate: false,
  },
  {
    id: '2',
    name: 'The',
    namePrefix: 'The ',
    nameSuffix: '',
    tickerPrefix: 'THE',
    tickerSuffix: '',
    tickerUseFirstWord: true,
    tickerAbbreviate: false,
  },
  {
    id: '3',
    name: 'Inu',
    namePrefix: '',
    nameSuffix: ' Inu',
    tickerPrefix: '',
    tickerSuffix: 'INU',
    tickerUseFirstWord: false,
    tickerAbbreviate: true,
  },
];

/** DA §9: the auto-deploy keybind, Ctrl+X. */
export const DEFAULT_AUTO_DEPLOY_KEYBIND: Keybind = { ...noKey, ctrl: true, key: 'X' };

/** DA §5 preset messages, quoted exactly. */
export const PRESET_MESSAGES = {
  nameRequired: 'Please enter a preset name',
  keybindRequired: 'Please set a keybind for this preset',
  buttonNameRequired: 'Please enter a button name',
  presetSaved: 'Preset added or updated successfully',
  buttonSaved: 'Preset button added or updated successfully',
} as const;

/**
 * Lists stored corrupt fall back as a whole to the defaults; one corrupt entry among good ones is
 * dropped, so a trader's other presets survive it.
 */
const listOf = <T extends z.ZodType>(item: T, fallback: readonly z.infer<T>[]) =>
  z
    .array(z.unknown())
    .max(100)
    .transform((items) =>
      items.flatMap((entry) => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data as z.infer<T>] : [];
      }),
    )
    .catch([...fallback]);

export const PRESET_SETTINGS_FIELDS = {
  presets: listOf(Preset, DEFAULT_PRESETS),
  presetButtons: listOf(PresetButton, DEFAULT_PRESET_BUTTONS),
  keybinds: z
    .object({ autoDeploy: Keybind.catch(DEFAULT_AUTO_DEPLOY_KEYBIND) })
    .catch({ autoDeploy: DEFAULT_AUTO_DEPLOY_KEYBIND }),
} as const;
