import { HIGHLIGHT_COLORS } from '@launchdeck/protocol';

/**
 * Every text colour the stylesheets use, on every background it is drawn on (theme.test.ts
 * checks each in every theme, at 4.5:1 even for large text). `on` lists the background's layers,
 * top first, down to an opaque surface. Disabled controls
 * are left out (WCAG 1.4.3 exempts them), and so is text over pictures, bar the white on dark
 * scrims, checked over a white picture (the worst case). theme.test.ts also checks that every
 * `color:` in the stylesheets is a text colour listed here.
 */
export interface TextOnBackground {
  text: string;
  on: readonly string[];
  /** The element's opacity, when it is faded as a whole. */
  opacity?: number;
  where: string;
}

/** The opaque surfaces text sits on. */
export const SURFACES = [
  'var(--bg-color)',
  'var(--card-bg)',
  'var(--header-bg)',
  'var(--input-bg)',
  'var(--surface-hover)',
] as const;

/** Text colours used on any surface: body text, status messages, brand-coloured words. */
const TEXT_ON_ANY_SURFACE = [
  'var(--text-primary)',
  'var(--text-secondary)',
  'var(--text-muted)',
  'var(--danger)',
  'var(--success)',
  'var(--warning)',
  'var(--brand-text)',
] as const;

/** Status tints sit on the pages, cards and dialogs (bg-color, card-bg), never on the bars. */
const STATUS_TINT_SURFACES = ['var(--bg-color)', 'var(--card-bg)'] as const;

/** Translucent tints text sits on, over the surfaces below them. */
const TINTED = [
  {
    text: 'var(--danger)',
    tint: 'var(--danger-soft)',
    where: 'deleted badge, login error, muted notice, error messages',
    surfaces: STATUS_TINT_SURFACES,
  },
  {
    text: 'var(--text-primary)',
    tint: 'var(--danger-soft)',
    where: 'admin part error, delete confirmation',
    surfaces: STATUS_TINT_SURFACES,
  },
  {
    text: 'var(--success)',
    tint: 'color-mix(in srgb, var(--success) 18%, transparent)',
    where: 'the active wallet and group badges, success pills and messages',
    surfaces: STATUS_TINT_SURFACES,
  },
  {
    text: 'var(--warning)',
    tint: 'color-mix(in srgb, var(--warning) 22%, transparent)',
    where: 'meme words and the alert badge on cards',
    surfaces: STATUS_TINT_SURFACES,
  },
  {
    text: 'var(--text-primary)',
    tint: 'color-mix(in srgb, var(--brand) 30%, transparent)',
    where: 'chosen tabs and categories, the contract address chip, admin badges, invite tags',
    surfaces: SURFACES,
  },
] as const;

const CARD_LINK = 'var(--card-link)';
const PLATFORM_LABELS = ['#1d9bf0', '#6e5cff', '#ff3d8b', '#1185fe'].map(
  (hue) => `color-mix(in srgb, ${hue} 60%, var(--text-primary))`,
);
const WHITE_PICTURE = '#fff';

export const TEXT_ON_BACKGROUNDS: readonly TextOnBackground[] = [
  ...TEXT_ON_ANY_SURFACE.flatMap((text) =>
    SURFACES.map((surface) => ({ text, on: [surface], where: 'text on a surface' })),
  ),
  // Filled controls: buttons, active tabs and options, toasts, badges.
  ...['var(--brand)', 'var(--brand-hover)'].map((fill) => ({
    text: 'var(--brand-contrast)',
    on: [fill],
    where: 'primary buttons, active tabs and options, the Deploy button',
  })),
  ...['var(--danger)', 'var(--danger-hover)'].map((fill) => ({
    text: 'var(--on-danger)',
    on: [fill],
    where: 'danger buttons, the offline bar, the error toast, mute mode',
  })),
  { text: 'var(--on-success)', on: ['var(--success)'], where: 'the settings saved toast' },
  { text: 'var(--header-bg)', on: ['var(--warning)'], where: 'the deploy toast badge' },
  { text: 'var(--brand)', on: ['var(--brand-contrast)'], where: 'welcome back avatar letter' },
  // Tints: status text on its own tint, text on the brand's.
  ...TINTED.flatMap(({ text, tint, where, surfaces }) =>
    surfaces.map((surface) => ({ text, on: [tint, surface], where })),
  ),
  {
    text: 'var(--text-primary)',
    on: ['color-mix(in srgb, var(--warning) 14%, var(--card-bg))'],
    where: 'meme word chips, whitelist warning',
  },
  // Brand tints: the chosen tab, chips, the contract address.
  {
    text: 'var(--text-primary)',
    on: ['color-mix(in srgb, var(--brand) 18%, var(--input-bg))'],
    where: 'chosen radio and theme swatch',
  },
  {
    text: 'var(--text-muted)',
    on: ['color-mix(in srgb, var(--brand) 18%, transparent)', 'var(--bg-color)'],
    where: 'the login page around its card',
  },
  // Cards: links, platform labels, link cards, highlighted cards.
  { text: CARD_LINK, on: ['var(--card-bg)'], where: 'links in cards' },
  ...PLATFORM_LABELS.map((text) => ({
    text,
    on: ['var(--surface-hover)'],
    where: 'platform labels on cards',
  })),
  ...[CARD_LINK, 'var(--text-secondary)', 'var(--text-muted)'].map((text) => ({
    text,
    on: ['color-mix(in srgb, var(--header-bg) 45%, transparent)', 'var(--card-bg)'],
    where: 'link cards, embeds and quoted posts',
  })),
  ...HIGHLIGHT_COLORS.flatMap((highlight) =>
    [CARD_LINK, 'var(--text-secondary)', 'var(--text-muted)', 'var(--warning)'].map((text) => ({
      text,
      on: [`color-mix(in srgb, var(--highlight-${highlight}) 9%, var(--card-bg))`],
      where: 'a highlighted card',
    })),
  ),
  // Faded as a whole.
  {
    text: 'var(--text-primary)',
    on: ['var(--card-bg)'],
    opacity: 0.7,
    where: 'a deleted post body',
  },

  // White on dark scrims over pictures.
  ...['rgb(0 0 0 / 55%)', 'rgb(0 0 0 / 65%)'].map((scrim) => ({
    text: '#fff',
    on: [scrim, WHITE_PICTURE],
    where: 'image count, upload status, play and search over pictures',
  })),
  // The admin panel's toasts keep their own green and red in every theme.
  ...['#2e7d32', '#c62828'].map((fill) => ({
    text: '#fff',
    on: [fill],
    where: 'the admin panel toasts',
  })),
];
