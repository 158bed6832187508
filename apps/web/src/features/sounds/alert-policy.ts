import {
  type ContractAddress,
  normalizeHandle,
  type Post,
  type SoundName,
  settingForHandle,
  type TrackerSettings,
  tokenizeText,
} from '@launchdeck/protocol';

export type AlertSettings = Pick<
  TrackerSettings,
  | 'notificationsEnabled'
  | 'notificationVolume'
  | 'notificationAccounts'
  | 'specificAccounts'
  | 'defaultSound'
  | 'accountSounds'
  | 'contractAddressSoundEnabled'
  | 'contractAddressSound'
  | 'memeAlertEnabled'
> & {
  /** The trader's meme words the cards highlight (the server's list; none while it is off). */
  memeWords: readonly string[];
};

export type AlertReason = 'contract' | 'post' | 'meme';
export type Alert = { sound: SoundName; volume: number; reason: AlertReason };

type AlertPost = Pick<Post, 'author' | 'text' | 'contract_addresses' | 'isSiteMessage'>;

/** FC §9: the seen-address cache of the contract sound is cleared every 10 minutes. */
export const SEEN_ADDRESSES_RESET_MS = 600_000;

/** The account's own sound, else the default one (FC §3 accountSounds, defaultSound). */
export function soundFor(handle: string, settings: AlertSettings): SoundName {
  return settingForHandle(settings.accountSounds, handle) ?? settings.defaultSound;
}

/** FC §3: notifications on, for all accounts or for this one among the specific accounts. */
export function notifiesFor(handle: string, settings: AlertSettings): boolean {
  if (!settings.notificationsEnabled) return false;
  if (settings.notificationAccounts === 'all') return true;
  const wanted = normalizeHandle(handle);
  return settings.specificAccounts.some((account) => normalizeHandle(account) === wanted);
}

/** FC §5: the post holds a meme word where the cards highlight one (not inside URLs). */
export function hasMemeWord(text: string, memeWords: readonly string[]): boolean {
  if (memeWords.length === 0) return false;
  return tokenizeText(text, { memeWords }).some((token) => token.kind === 'meme');
}

/** FC §5: an EVM address is the same whatever its case; a Solana one is not. */
const addressKey = ({ address, chain }: ContractAddress) =>
  chain === 'bnb' ? address.toLowerCase() : address;

/**
 * Addresses seen by the contract sound, so each plays once; everything is forgotten every
 * 10 minutes (FC §9), checked on use rather than by a timer.
 */
export function createSeenAddresses(now: () => number = Date.now) {
  let seen = new Set<string>();
  let since = now();
  return {
    /** Records the addresses; true when at least one was not seen before. */
    addNew(addresses: Post['contract_addresses']): boolean {
      if (now() - since >= SEEN_ADDRESSES_RESET_MS) {
        seen = new Set();
        since = now();
      }
      let fresh = false;
      for (const address of addresses) {
        const key = addressKey(address);
        if (!seen.has(key)) fresh = true;
        seen.add(key);
      }
      return fresh;
    },
  };
}
export type SeenAddresses = ReturnType<typeof createSeenAddresses>;

/**
 * The one sound a new live post plays, or null. Most specific first, so a post never plays two
 * sounds at once: a contract address not heard before (when that sound is on), then the
 * account's notification, then a meme-word alert (which reaches accounts notifications skip).
 * Site chat messages have the chat's own mute mode and play nothing here.
 */
export function chooseAlert(
  post: AlertPost,
  settings: AlertSettings,
  seen: SeenAddresses,
): Alert | null {
  if (post.isSiteMessage) return null;
  const volume = settings.notificationVolume;
  if (settings.contractAddressSoundEnabled && seen.addNew(post.contract_addresses)) {
    return { sound: settings.contractAddressSound, volume, reason: 'contract' };
  }
  const handle = post.author.handle;
  if (notifiesFor(handle, settings)) {
    return { sound: soundFor(handle, settings), volume, reason: 'post' };
  }
  if (settings.memeAlertEnabled && hasMemeWord(post.text, settings.memeWords)) {
    return { sound: soundFor(handle, settings), volume, reason: 'meme' };
  }
  return null;
}

/**
 * The one sound an updated post plays, or null: only the contract sound, for an address the update
 * adds and that was not heard before (a verified one read from the post's picture joins
 * `contract_addresses` by an update, issue 31). An update is not a new post: the account's and the
 * meme sounds stay silent, and the addresses the post already had do not sound again.
 */
export function chooseUpdateAlert(
  post: AlertPost,
  previous: { contract_addresses: readonly ContractAddress[] } | undefined,
  settings: AlertSettings,
  seen: SeenAddresses,
): Alert | null {
  if (post.isSiteMessage || !settings.contractAddressSoundEnabled) return null;
  const had = new Set(previous?.contract_addresses.map(addressKey));
  const added = post.contract_addresses.filter((address) => !had.has(addressKey(address)));
  if (!seen.addNew(added)) return null;
  return {
    sound: settings.contractAddressSound,
    volume: settings.notificationVolume,
    reason: 'contract',
  };
}
