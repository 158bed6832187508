import { z } from 'zod';
import { DEPLOY_SETTINGS_FIELDS } from './deploy-settings.ts';
import { normalizeHandle } from './rules/handles.ts';

/** FC §3: local-storage key of the tracker settings (the spec's second reading, {product}Settings). */
export const TRACKER_SETTINGS_KEY = 'launchdeckSettings';

/** FC §9 notification sounds; the first is the default. */
export const SOUND_NAMES = [
  'beep',
  'ding',
  'chime',
  'coin',
  'buzz',
  'harsh',
  'electric',
  'metal',
  'chainsaw',
  'destroyer',
] as const;
export const SoundName = z.enum(SOUND_NAMES);
export type SoundName = z.infer<typeof SoundName>;

/** FC §9 account highlight colours; cyan is the default. */
export const HIGHLIGHT_COLORS = [
  'discord',
  'dark',
  'midnight-blue',
  'purple',
  'forest',
  'crimson',
  'cyan',
  'yellow',
  'lime',
  'magenta',
  'orange',
  'red',
  'pink',
  'blue',
  'green',
  'mint',
  'lavender',
] as const;
export const HighlightColor = z.enum(HIGHLIGHT_COLORS);
export type HighlightColor = z.infer<typeof HighlightColor>;

/** FC §9 themes; discord is the default, custom uses the stored custom theme colours. */
export const THEMES = [
  'discord',
  'dark',
  'light',
  'midnight-blue',
  'dusk',
  'sunset',
  'purple',
  'forest',
  'crimson',
  'cyan',
  'yellow',
  'orange',
  'pink',
  'mint',
  'lavender',
  'custom',
] as const;
export const Theme = z.enum(THEMES);
export type Theme = z.infer<typeof Theme>;

/** FC §3 default meme words. */
export const DEFAULT_MEME_WORDS = [
  'coin',
  'token',
  'tokenize',
  'tokenized',
  'meme',
  'launch',
  'deploy',
] as const;

const handle = z.string().trim().min(1).max(64);
const handleList = z.array(handle).max(1000);

/**
 * Each field carries its own default and falls back to it when the stored value is corrupt
 * (`.catch`, which also covers a missing field), so one bad field never resets the others.
 */
const field = <T extends z.ZodType>(schema: T, fallback: z.infer<T>) => schema.catch(fallback);

export const TrackerSettings = z.object({
  // FC §3 sounds and notifications
  /** Ours: on, since alerts are what a tracker is for; browsers still wait for a first gesture. */
  notificationsEnabled: field(z.boolean(), true),
  /**
   * FC §3 gives 0.7 in one place and 0.5 in another; we take 0.5: alerts fire on every post and
   * several sounds (harsh, chainsaw, destroyer) are loud, so the quieter start is the safer one.
   */
  notificationVolume: field(z.number().min(0).max(1), 0.5),
  notificationAccounts: field(z.enum(['all', 'specific']), 'all'),
  specificAccounts: field(handleList, []),
  defaultSound: field(SoundName, 'beep'),
  /** Handle → sound; looked up case-insensitively (see `settingForHandle`). */
  accountSounds: field(z.record(handle, SoundName), {}),
  accountHighlights: field(
    z.record(handle, z.object({ enabled: z.boolean(), color: HighlightColor })),
    {},
  ),
  defaultHighlightColor: field(HighlightColor, 'cyan'),
  // FC §3 appearance
  pageSize: field(z.number().int().min(1).max(500), 75),
  colorTheme: field(Theme, 'discord'),
  /** Ours: grid, the compact layout, keeps more posts on screen. */
  imageLayout: field(z.enum(['grid', 'vertical']), 'grid'),
  /** Ours: on, so the post under the mouse is never pushed away by a burst. */
  pauseOnHover: field(z.boolean(), true),
  cardWidth: field(z.number().int().min(300).max(4000), 1200),
  /** Ours (issue 17): each card's measured age ('312 ms'), on by default. */
  showPostAge: field(z.boolean(), true),
  /** Ours: both off; a click on an image opens the image modal, as a reader expects. */
  devSettings: field(z.object({ downloadImageOnClick: z.boolean(), copyUrlOnClick: z.boolean() }), {
    downloadImageOnClick: false,
    copyUrlOnClick: false,
  }),
  // FC §3 contract addresses
  /** Ours: on with 'coin', distinct from the default beep, since a new address is the signal. */
  contractAddressSoundEnabled: field(z.boolean(), true),
  contractAddressSound: field(SoundName, 'coin'),
  axiomButtonEnabled: field(z.boolean(), true),
  contractButtonPlatform: field(z.enum(['axiom', 'photon']), 'axiom'),
  bnbButtonPlatform: field(z.enum(['gmgn', 'axiom']), 'gmgn'),
  // FC §3 word highlighting: the meme words themselves live on the server (meme-words.ts).
  /** Ours: off; the default words (coin, token, launch) are common enough to alert constantly. */
  memeAlertEnabled: field(z.boolean(), false),
  // FC §3 deploy-related settings read by the feed, DA §3 the rest of the deploy settings
  ...DEPLOY_SETTINGS_FIELDS,
});
export type TrackerSettings = z.infer<typeof TrackerSettings>;

/** Every field at its default: what a first visit and a corrupt store read as. */
export const DEFAULT_TRACKER_SETTINGS: TrackerSettings = TrackerSettings.parse({});

/** The per-account entry (accountSounds, accountHighlights) for a handle, ignoring case. */
export function settingForHandle<T>(
  byHandle: Readonly<Record<string, T>>,
  value: string,
): T | undefined {
  const wanted = normalizeHandle(value);
  for (const [key, setting] of Object.entries(byHandle)) {
    if (normalizeHandle(key) === wanted) return setting;
  }
  return undefined;
}
