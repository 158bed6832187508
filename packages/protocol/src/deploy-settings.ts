import { z } from 'zod';
import { PRESET_SETTINGS_FIELDS } from './presets.ts';

/** DA §1: the five launch platforms ("modes"), in the order the form shows them. */
export const DEPLOY_MODES = ['pump', 'bonk', 'bags', 'bnb', 'usd1'] as const;
export const DeployMode = z.enum(DEPLOY_MODES);
export type DeployMode = z.infer<typeof DeployMode>;

/** DA §2 / FC §2: the docked deploy panel goes on the left or the right of the feed. */
export const PANEL_SIDES = ['left', 'right'] as const;
export type PanelSide = (typeof PANEL_SIDES)[number];

/** DA §2 General: the default platform radio offers these four (bags is picked per post). */
export const DEFAULT_MODE_CHOICES = ['pump', 'bonk', 'bnb', 'usd1'] as const;

/**
 * DA §9: the default SOL buy amount reads differently by place, and each place keeps its own:
 * 5 in the overlay (the form when no amount is set) and the blur fallback (a field left blank);
 * 7 in the selection toolbar, the settings getter's fallback (`globalSolBuyAmount`) and on
 * settings reset.
 */
export const SOL_BUY_AMOUNT_READINGS = {
  overlay: 5,
  blur: 5,
  toolbar: 7,
  getter: 7,
  reset: 7,
} as const;

/** DA §9 default buy amounts and gas price (bnb and usd1 read the same in every place). */
export const DEPLOY_DEFAULTS = {
  bnbBuyAmount: 1.5,
  usd1BuyAmount: 1000,
  bnbGwei: 5,
} as const;

/**
 * DA §9: the whitelists start with pump 5 handles, bonk 3, bnb 3 and usd1 3. The spec does not
 * name them; ours are the accounts whose posts most often become tokens on each platform.
 */
export const DEFAULT_WHITELISTS = {
  pump: ['elonmusk', 'realdonaldtrump', 'kanyewest', 'pumpdotfun', 'alon'],
  bonk: ['bonk_inu', 'bonk_fun', 'theunipcs'],
  bnb: ['cz_binance', 'heyibinance', 'binance'],
  usd1: ['worldlibertyfi', 'erictrump', 'donaldjtrumpjr'],
} as const satisfies Record<'pump' | 'bonk' | 'bnb' | 'usd1', readonly string[]>;

const whitelist = z.array(z.string().max(64)).max(500);

/**
 * DA §3 image settings: which image a launch prefilled from a post starts with. `use_image` is the
 * post's own image (its media, or the author's picture when it has none); `ascii` and `letter` are
 * drawn from the token's name; `custom` is the account's own image (per account only).
 */
export const IMAGE_SETTING_TYPES = ['use_image', 'ascii', 'letter'] as const;
export const ImageSettingType = z.enum(IMAGE_SETTING_TYPES);
export type ImageSettingType = z.infer<typeof ImageSettingType>;
export const ACCOUNT_IMAGE_TYPES = [...IMAGE_SETTING_TYPES, 'custom'] as const;
export const AccountImageType = z.enum(ACCOUNT_IMAGE_TYPES);
export type AccountImageType = z.infer<typeof AccountImageType>;

/** The deploy request's image link bound (DEPLOY_LIMITS.imageUrlMax; deploy.ts imports this file). */
const IMAGE_LINK_MAX = 2048;

/** DA §3 defaultImageSettings; DA §9 defaults: profile ascii, media use_image, the switch on. */
export const DefaultImageSettings = z.object({
  /** A post whose only image is the author's picture. */
  profileImageType: ImageSettingType,
  /** A post with media of its own. */
  mediaImageType: ImageSettingType,
  /** On: a profile or following update keeps its new picture, whatever the types above say. */
  disableAsciiOnProfileUpdates: z.boolean(),
});
export type DefaultImageSettings = z.infer<typeof DefaultImageSettings>;
export const DEFAULT_IMAGE_SETTINGS: DefaultImageSettings = {
  profileImageType: 'ascii',
  mediaImageType: 'use_image',
  disableAsciiOnProfileUpdates: true,
};

/**
 * DA §3 accountImageSettings[username]: one account's image, whatever the defaults. `customUrl` is
 * a link the trader typed; `customFile` the link of an image they uploaded (POST /api/token-images),
 * never the file's bytes, so local storage stays small.
 */
export const AccountImageSetting = z.object({
  imageType: AccountImageType,
  customUrl: z.string().max(IMAGE_LINK_MAX).catch(''),
  customFile: z.string().max(IMAGE_LINK_MAX).catch(''),
});
export type AccountImageSetting = z.infer<typeof AccountImageSetting>;

/**
 * DA §2 / §9: one account is pre-configured to always use ASCII. The spec does not name it; ours
 * is the most launched-from account, whose every post becomes several tokens within seconds, so a
 * drawn image tells a trader's launch apart from the copies.
 */
export const DEFAULT_ACCOUNT_IMAGE_SETTINGS: Readonly<Record<string, AccountImageSetting>> = {
  elonmusk: { imageType: 'ascii', customUrl: '', customFile: '' },
};

/** DA §5: an account image override needs a username ('Please enter a username'). */
export const IMAGE_SETTINGS_MESSAGES = {
  usernameRequired: 'Please enter a username',
  /** Ours: custom without a link or an uploaded file. */
  customImageRequired: 'Choose an image file or enter an image link for a custom image',
} as const;

/** Per-account entries kept one by one: a corrupt entry is dropped, the others stay. */
const accountImages = z
  .record(z.string().max(64), z.unknown())
  .transform((entries) => {
    const kept: Record<string, AccountImageSetting> = {};
    for (const [handle, value] of Object.entries(entries)) {
      const parsed = AccountImageSetting.safeParse(value);
      if (parsed.success) kept[handle.toLowerCase()] = parsed.data;
    }
    return kept;
  })
  .catch({ ...DEFAULT_ACCOUNT_IMAGE_SETTINGS });

const field = <T extends z.ZodType>(schema: T, fallback: z.infer<T>) => schema.catch(fallback);
const amount = z.number().min(0).max(1_000_000);

/**
 * DA §3 deploy settings kept under the tracker settings key ({product}Settings). Each field has
 * its own default and fallback, like the tracker's. The deploy issue brings the General fields;
 * the other categories add theirs here.
 */
export const DEPLOY_SETTINGS_FIELDS = {
  defaultMode: field(z.enum(DEFAULT_MODE_CHOICES), 'pump'),
  /**
   * The trader's global SOL amount; absent until they set it or reset the settings. Read it with
   * `globalSolBuyAmount` (the getter, 7 when absent); the form falls back to its own 5.
   */
  globalBuyAmount: amount.optional().catch(undefined),
  globalBnbBuyAmount: field(amount, DEPLOY_DEFAULTS.bnbBuyAmount),
  globalUsd1BuyAmount: field(amount, DEPLOY_DEFAULTS.usd1BuyAmount),
  /** Ours: the modal, which needs no screen space until a deploy starts. */
  deployMode: field(z.enum(['modal', 'panel']), 'modal'),
  /** Ours: right, where a card's other actions sit. */
  deployButtonPosition: field(z.enum(['left', 'right']), 'right'),
  /** DA §2 / FC §2: the side the docked panel (deployMode panel) sits on; left, as it always was. */
  deployPanelSide: field(z.enum(PANEL_SIDES), 'left'),
  disableDeployButton: field(z.boolean(), false),
  disableTextSelectionToolbar: field(z.boolean(), false),
  disableAutoDeployKeybinds: field(z.boolean(), false),
  /** DA §2 / FC §3: on by default. */
  autoOpenAxiom: field(z.boolean(), true),
  /** DA §3 / §9 whitelists: lowercase handles without '@' that always launch on their platform. */
  pumpFunWhitelist: field(whitelist, [...DEFAULT_WHITELISTS.pump]),
  bonkWhitelist: field(whitelist, [...DEFAULT_WHITELISTS.bonk]),
  bnbWhitelist: field(whitelist, [...DEFAULT_WHITELISTS.bnb]),
  usd1Whitelist: field(whitelist, [...DEFAULT_WHITELISTS.usd1]),
  /** DA §3 image settings (see `imageChoiceForPost`). */
  defaultImageSettings: field(DefaultImageSettings, DEFAULT_IMAGE_SETTINGS),
  accountImageSettings: accountImages,
  /** DA §3 presets, preset buttons and the auto-deploy keybind. */
  ...PRESET_SETTINGS_FIELDS,
} as const;

export const DeploySettings = z.object(DEPLOY_SETTINGS_FIELDS);
export type DeploySettings = z.infer<typeof DeploySettings>;

/** DA §9 getter: the global SOL buy amount, or the getter's fallback (7) when none is set. */
export function globalSolBuyAmount(settings: Pick<DeploySettings, 'globalBuyAmount'>): number {
  return settings.globalBuyAmount ?? SOL_BUY_AMOUNT_READINGS.getter;
}
