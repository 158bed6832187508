import { z } from 'zod';
import { PRESET_SETTINGS_FIELDS } from './presets.ts';

/** DA §1: the five launch platforms ("modes"), in the order the form shows them. */
export const DEPLOY_MODES = ['pump', 'bonk', 'bags', 'bnb', 'usd1'] as const;
export const DeployMode = z.enum(DEPLOY_MODES);
export type DeployMode = z.infer<typeof DeployMode>;

/** DA §2 General: the default platform radio offers these four (bags is picked per post). */
export const DEFAULT_MODE_CHOICES = ['pump', 'bonk', 'bnb', 'usd1'] as const;

/** DA §9 default buy amounts and gas price. */
export const DEPLOY_DEFAULTS = {
  /** DA §9: 5 in the overlay and on blur; the spec's other places say 7 (we take the form's). */
  solBuyAmount: 5,
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

const field = <T extends z.ZodType>(schema: T, fallback: z.infer<T>) => schema.catch(fallback);
const amount = z.number().min(0).max(1_000_000);

/**
 * DA §3 deploy settings kept under the tracker settings key ({product}Settings). Each field has
 * its own default and fallback, like the tracker's. The deploy issue brings the General fields;
 * the other categories add theirs here.
 */
export const DEPLOY_SETTINGS_FIELDS = {
  defaultMode: field(z.enum(DEFAULT_MODE_CHOICES), 'pump'),
  globalBuyAmount: field(amount, DEPLOY_DEFAULTS.solBuyAmount),
  globalBnbBuyAmount: field(amount, DEPLOY_DEFAULTS.bnbBuyAmount),
  globalUsd1BuyAmount: field(amount, DEPLOY_DEFAULTS.usd1BuyAmount),
  /** Ours: the modal, which needs no screen space until a deploy starts. */
  deployMode: field(z.enum(['modal', 'panel']), 'modal'),
  /** Ours: right, where a card's other actions sit. */
  deployButtonPosition: field(z.enum(['left', 'right']), 'right'),
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
  /** DA §3 presets, preset buttons and the auto-deploy keybind. */
  ...PRESET_SETTINGS_FIELDS,
} as const;

export const DeploySettings = z.object(DEPLOY_SETTINGS_FIELDS);
export type DeploySettings = z.infer<typeof DeploySettings>;
