import {
  ChatCode,
  type ChatMode,
  ChatModeSchema,
  DEFAULT_TRACKER_SETTINGS,
  DeviceId,
  LIMITS,
  StoredWallet,
  TRACKER_SETTINGS_KEY,
  TrackerSettings,
  UI,
} from '@launchdeck/protocol';
import { z } from 'zod';

/**
 * The one door to local storage. Every key is declared once with a schema; a value that is
 * missing, corrupt or unreadable (storage disabled) reads as the key's fallback.
 */
export type StoredKey<T> = {
  readonly key: string;
  readonly fallback: T;
  readonly decode: (raw: string) => unknown;
  readonly encode: (value: T) => string;
  readonly schema: z.ZodType<T>;
};

/** A plain-text value (the spec stores ids, names and flags as bare strings). */
function textKey(key: string, schema: z.ZodType<string>): StoredKey<string | null> {
  return {
    key,
    fallback: null,
    decode: (raw) => raw,
    encode: (value) => String(value),
    schema: schema.nullable(),
  };
}

/** A bare-string value from a fixed set, with a default. */
function choiceKey<T extends string>(key: string, schema: z.ZodType<T>, fallback: T): StoredKey<T> {
  return { key, fallback, decode: (raw) => raw, encode: (value) => value, schema };
}

/** A JSON value with a default, for settings-like keys. */
export function jsonKey<T>(key: string, schema: z.ZodType<T>, fallback: T): StoredKey<T> {
  return { key, fallback, decode: (raw) => JSON.parse(raw), encode: JSON.stringify, schema };
}

const token = z.string().min(1).max(LIMITS.tokenMax);
/** A number as typed into a form field, kept as text (blank means "use the default"). */
const decimalText = z
  .string()
  .max(32)
  .regex(/^\d*\.?\d*$/);
const username = z.string().min(1).max(LIMITS.usernameMax);

/** Referral codes are letters, digits, dashes and underscores (DA §5 codes are 3–20 alphanumerics). */
export const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * FC §3 filter settings: per account (lowercase handle), which kinds of post are filtered out.
 * An entry with no true flag is removed, so a missing account (or flag) filters nothing.
 */
const flag = z.boolean().catch(false);
export const AccountFilter = z.object({
  replies: flag,
  retweets: flag,
  quotes: flag,
  tweets: flag,
  profile_updates: flag,
  pinned_updates: flag,
  following_updates: flag,
});
export type AccountFilter = z.infer<typeof AccountFilter>;
export const FilterSettings = z.object({
  users: z.record(z.string().min(1).max(64), AccountFilter),
});
export type FilterSettings = z.infer<typeof FilterSettings>;

/** A colour as `<input type="color">` gives it: '#rrggbb'. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const hexColor = z.string().regex(HEX_COLOR);

/** FC §3 custom theme colours, the six base colours of the custom theme. */
export const CustomThemeColors = z.object({
  bgColor: hexColor,
  cardBg: hexColor,
  textPrimary: hexColor,
  textSecondary: hexColor,
  brand: hexColor,
  borderColor: hexColor,
});
export type CustomThemeColors = z.infer<typeof CustomThemeColors>;

/** The custom theme starts as the default theme's (discord's) colours, as in theme.css. */
export const DEFAULT_CUSTOM_THEME_COLORS: CustomThemeColors = {
  bgColor: '#313338',
  cardBg: '#2b2d31',
  textPrimary: '#f2f3f5',
  textSecondary: '#b5bac1',
  brand: '#5865f2',
  borderColor: '#3f4147',
};

/**
 * The tracker settings object. DA §3 keeps the deploy settings under the same key, so fields this
 * schema does not know are kept (`loose`) and written back untouched.
 */
export const StoredTrackerSettings = TrackerSettings.loose();

/**
 * Issue 51: this browser's push channel of a user, by username: the channel's id and the
 * subscription endpoint it was added with (the channel list shows only the push service's host).
 */
export const PushChannelRecords = z.record(
  username,
  z.object({ channelId: z.string().min(1).max(64), endpoint: z.string().max(2048) }),
);
export type PushChannelRecords = z.infer<typeof PushChannelRecords>;

export const KEYS = {
  /** FC §3: the session of this visit. */
  sessionId: textKey('sessionId', token),
  loggedInUser: textKey('loggedInUser', username),
  /** FC §3: the spec's savedPassword is replaced by a revocable remember token (DESIGN: Sessions). */
  savedUsername: textKey('savedUsername', username),
  savedLoginToken: textKey('savedLoginToken', token),
  /** Ours: this browser's lasting device id, sent with every login (a saved login is bound to it). */
  deviceId: textKey('deviceId', DeviceId),
  /** FC §2: the code read from a /@code address. */
  referralCode: textKey('referralCode', z.string().regex(REFERRAL_CODE)),
  /** DA §2: the update notice is shown until this flag exists. */
  updateNoticeSeen: textKey(UI.updateNotice.flag, z.string()),
  /** FC §3 tracker settings, each field with its default (DA §3 deploy fields share the key). */
  trackerSettings: jsonKey(TRACKER_SETTINGS_KEY, StoredTrackerSettings, DEFAULT_TRACKER_SETTINGS),
  /** FC §3: the custom theme's six colours (a corrupt value reads as discord's). */
  customThemeColors: jsonKey('customThemeColors', CustomThemeColors, DEFAULT_CUSTOM_THEME_COLORS),
  /** FC §3 per-account filters. */
  filterSettings: jsonKey<FilterSettings>('filterSettings', FilterSettings, { users: {} }),
  /** FC §3: the chat mode, sent to the server on connect; public by default (FC §9). */
  chatMode: choiceKey<ChatMode>('chatMode', ChatModeSchema, 'public'),
  /** FC §3: the code of the current private group (removed on start, FC §4). */
  currentPrivateGroup: textKey('currentPrivateGroup', ChatCode),
  // DA §3 deploy keys
  /** The imported wallets (server handles, never keys); a change refreshes every window's list. */
  wallets: jsonKey<StoredWallet[]>('wallets', z.array(StoredWallet).max(200), []),
  /** The active Solana and BNB wallets' handles. */
  activeSolanaWallet: textKey('api_wkey', z.string().max(LIMITS.tokenMax)),
  activeBnbWallet: textKey('api_wkey_bnb', z.string().max(LIMITS.tokenMax)),
  /** The form's last buy amounts and BNB gas price, as typed (DA §5 falls back when blank). */
  tokenBuyAmount: textKey('tokenBuyAmount', decimalText),
  tokenBnbBuyAmount: textKey('tokenBnbBuyAmount', decimalText),
  tokenUsd1BuyAmount: textKey('tokenUsd1BuyAmount', decimalText),
  bnbGwei: textKey('bnbGwei', decimalText),
  /** Issue 50: the launch hotkeys were armed in this browser after their list was seen. */
  deployHotkeysArmed: textKey('deployHotkeysArmed', z.enum(['true'])),
  /** DA §4: the USD1 warning was shown once. */
  switchedUsd1: textKey('switched_usd1', z.string().max(16)),
  /** DA §2 panel: auto-fill the name on copy ('true' / 'false'). */
  autoFillNameOnCopy: textKey('autoFillNameOnCopy', z.enum(['true', 'false'])),
  /** FC §3 / §9: the docked deploy panel's width in percent of the window (20 to 50). */
  persistentPanelWidth: textKey('persistentPanelWidth', decimalText),
  /** FC §3 / §4: the Vamp dialog loads a pasted address at once ('true' / 'false'). */
  vampAutoLoad: textKey('vampAutoLoad', z.enum(['true', 'false'])),
  /** Issue 51: desktop notifications of matching posts while the tab is hidden ('true': on). */
  desktopNotifications: textKey('desktopNotifications', z.enum(['true'])),
  /** Issue 51: this browser's push channel of each user who turned push alerts on here. */
  pushChannels: jsonKey<PushChannelRecords>('pushChannels', PushChannelRecords, {}),
} as const;

/** FC §4: removed on every start of the main window, forcing a fresh login. */
export const FRESH_LOGIN_KEYS = ['sessionId', 'loggedInUser', 'currentPrivateGroup'] as const;

function backend(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Reading localStorage throws when the browser blocks storage for this site.
    return null;
  }
}

export function read<T>(entry: StoredKey<T>): T {
  try {
    const raw = backend()?.getItem(entry.key);
    if (raw === null || raw === undefined) return entry.fallback;
    const parsed = entry.schema.safeParse(entry.decode(raw));
    return parsed.success ? parsed.data : entry.fallback;
  } catch {
    return entry.fallback; // storage unreadable, or a JSON key holding something else
  }
}

/** Writes a value; null removes the key. */
export function write<T>(entry: StoredKey<T>, value: T): void {
  if (value === null) {
    removeKey(entry.key);
    return;
  }
  try {
    backend()?.setItem(entry.key, entry.encode(value));
  } catch (error) {
    console.warn(`Could not save ${entry.key} to local storage`, error);
  }
}

export function removeKey(key: string): void {
  try {
    backend()?.removeItem(key);
  } catch (error) {
    console.warn(`Could not remove ${key} from local storage`, error);
  }
}

export function remove(entry: { readonly key: string }): void {
  removeKey(entry.key);
}

/** The saved login of the Welcome back block, when both halves are present and valid. */
export type SavedLogin = { username: string; rememberToken: string };

export function readSavedLogin(): SavedLogin | null {
  const savedUsername = read(KEYS.savedUsername);
  const rememberToken = read(KEYS.savedLoginToken);
  return savedUsername && rememberToken ? { username: savedUsername, rememberToken } : null;
}

export function writeSavedLogin(saved: SavedLogin): void {
  write(KEYS.savedUsername, saved.username);
  write(KEYS.savedLoginToken, saved.rememberToken);
}

export function clearSavedLogin(): void {
  remove(KEYS.savedUsername);
  remove(KEYS.savedLoginToken);
  removeKey('savedPassword'); // FC §3's old key: never kept, even if an older build left it
}

/**
 * This browser's device id, made once and kept for good (never cleared with the session), so the
 * server can tell a saved login used here from one copied elsewhere. Without storage it is new
 * each time, which only means the code is asked for.
 */
export function deviceId(): string {
  const kept = read(KEYS.deviceId);
  if (kept) return kept;
  const made = crypto.randomUUID();
  write(KEYS.deviceId, made);
  return made;
}

/** The stored session of this browser, used by pop-out windows to join the opener's session. */
export function readStoredSession(): { sessionId: string; username: string } | null {
  const sessionId = read(KEYS.sessionId);
  const loggedInUser = read(KEYS.loggedInUser);
  return sessionId && loggedInUser ? { sessionId, username: loggedInUser } : null;
}

export function writeStoredSession(session: { sessionId: string; username: string }): void {
  write(KEYS.sessionId, session.sessionId);
  write(KEYS.loggedInUser, session.username);
}

export function clearStoredSession(): void {
  remove(KEYS.sessionId);
  remove(KEYS.loggedInUser);
}

/** Calls `listener` when another window of this browser changes the stored session. */
export function onStoredSessionChange(listener: () => void, target: Window = window): () => void {
  const keys: ReadonlyArray<string | null> = [KEYS.sessionId.key, KEYS.loggedInUser.key, null];
  // A null key: that window cleared all of local storage.
  const onStorage = (event: StorageEvent) => {
    if (keys.includes(event.key)) listener();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

/**
 * FC §4: the main window forgets the session on start. A pop-out window keeps it, because it is
 * a new page load that must join the session its opener already holds.
 */
export function clearSessionOnStart({ popout }: { popout: boolean }): void {
  if (popout) return;
  for (const key of FRESH_LOGIN_KEYS) removeKey(key);
}

export function hasSeenUpdateNotice(): boolean {
  return read(KEYS.updateNoticeSeen) !== null;
}

/** DA §2: OK clears seen_update_1..20 and sets seen_update_22. */
export function markUpdateNoticeSeen(): void {
  for (let n = 1; n <= UI.updateNotice.clearUpTo; n += 1) removeKey(`seen_update_${n}`);
  write(KEYS.updateNoticeSeen, 'true');
}
