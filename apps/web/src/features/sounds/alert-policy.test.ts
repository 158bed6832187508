import { DEFAULT_MEME_WORDS, DEFAULT_TRACKER_SETTINGS } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import {
  type AlertSettings,
  chooseAlert,
  chooseUpdateAlert,
  createSeenAddresses,
  hasMemeWord,
  notifiesFor,
  SEEN_ADDRESSES_RESET_MS,
  soundFor,
} from './alert-policy.ts';

const SOL = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
const BNB = '0x55d398326f99059fF775485246999027B3197955';
const base: AlertSettings = {
  ...DEFAULT_TRACKER_SETTINGS,
  notificationsEnabled: true,
  notificationVolume: 0.4,
  contractAddressSoundEnabled: false,
  memeAlertEnabled: false,
  memeWords: DEFAULT_MEME_WORDS,
};
const settings = (overrides: Partial<AlertSettings>): AlertSettings => ({ ...base, ...overrides });

describe('notifiesFor', () => {
  it.each([
    ['all accounts', settings({}), 'anyone', true],
    ['notifications off', settings({ notificationsEnabled: false }), 'anyone', false],
    [
      'a specific account, any case',
      settings({ notificationAccounts: 'specific', specificAccounts: ['@Maya'] }),
      'maya',
      true,
    ],
    [
      'an account not in the list',
      settings({ notificationAccounts: 'specific', specificAccounts: ['maya'] }),
      'kaito',
      false,
    ],
    ['an empty list', settings({ notificationAccounts: 'specific' }), 'maya', false],
  ] as const)('%s', (_name, config, handle, expected) => {
    expect(notifiesFor(handle, config)).toBe(expected);
  });
});

describe('soundFor', () => {
  it.each([
    ['maya', 'chainsaw'],
    ['MAYA', 'chainsaw'],
    ['kaito', 'ding'],
  ] as const)('%s plays %s', (handle, sound) => {
    const config = settings({ defaultSound: 'ding', accountSounds: { Maya: 'chainsaw' } });
    expect(soundFor(handle, config)).toBe(sound);
  });
});

describe('hasMemeWord', () => {
  it.each([
    ['new memecoin soon', true],
    ['nothing here', false],
    ['see https://memecoin.example/x', false],
    ['$MEME is a ticker', false],
  ])('%s → %s', (text, expected) => {
    expect(hasMemeWord(text, DEFAULT_MEME_WORDS)).toBe(expected);
  });

  it('finds nothing without meme words', () => {
    expect(hasMemeWord('memecoin', [])).toBe(false);
  });
});

describe('chooseAlert', () => {
  const post = (overrides: Parameters<typeof makePost>[0] = {}) =>
    makePost({ author: { handle: 'maya' }, text: 'gm', ...overrides });
  const withAddress = post({ contract_addresses: [{ address: SOL, chain: 'solana' }] });

  it.each([
    ['the default sound for a new post', settings({}), post(), { sound: 'beep', reason: 'post' }],
    [
      "the account's own sound",
      settings({ accountSounds: { maya: 'metal' } }),
      post(),
      { sound: 'metal', reason: 'post' },
    ],
    ['nothing with notifications off', settings({ notificationsEnabled: false }), post(), null],
    [
      'nothing for an account outside the specific list',
      settings({ notificationAccounts: 'specific', specificAccounts: ['kaito'] }),
      post(),
      null,
    ],
    [
      'the contract sound for a new address, before the post sound',
      settings({ contractAddressSoundEnabled: true, contractAddressSound: 'coin' }),
      withAddress,
      { sound: 'coin', reason: 'contract' },
    ],
    [
      'the contract sound even when notifications are off',
      settings({ notificationsEnabled: false, contractAddressSoundEnabled: true }),
      withAddress,
      { sound: 'coin', reason: 'contract' },
    ],
    [
      'the post sound for an address when the contract sound is off',
      settings({}),
      withAddress,
      { sound: 'beep', reason: 'post' },
    ],
    [
      'a meme alert for an account notifications skip',
      settings({
        notificationAccounts: 'specific',
        specificAccounts: ['kaito'],
        memeAlertEnabled: true,
      }),
      post({ text: 'launching a memecoin' }),
      { sound: 'beep', reason: 'meme' },
    ],
    [
      'no meme alert when it is off',
      settings({ notificationsEnabled: false }),
      post({ text: 'launching a memecoin' }),
      null,
    ],
    [
      'nothing for a site chat message',
      settings({ contractAddressSoundEnabled: true }),
      { ...withAddress, isSiteMessage: true },
      null,
    ],
  ] as const)('plays %s', (_name, config, input, expected) => {
    const alert = chooseAlert(input, config, createSeenAddresses());
    expect(alert).toEqual(expected ? { ...expected, volume: 0.4 } : null);
  });

  it('plays the contract sound once per address, any case for BNB', () => {
    const config = settings({ notificationsEnabled: false, contractAddressSoundEnabled: true });
    const seen = createSeenAddresses();
    const bnb = (address: string) => post({ contract_addresses: [{ address, chain: 'bnb' }] });
    expect(chooseAlert(withAddress, config, seen)?.reason).toBe('contract');
    expect(chooseAlert(withAddress, config, seen)).toBeNull();
    expect(chooseAlert(bnb(BNB), config, seen)?.reason).toBe('contract');
    expect(chooseAlert(bnb(BNB.toLowerCase()), config, seen)).toBeNull();
  });

  it('forgets the seen addresses every 10 minutes', () => {
    let now = 1_000;
    const seen = createSeenAddresses(() => now);
    const address = [{ address: SOL, chain: 'solana' as const }];
    expect(seen.addNew(address)).toBe(true);
    now += SEEN_ADDRESSES_RESET_MS - 1;
    expect(seen.addNew(address)).toBe(false);
    now += 1;
    expect(seen.addNew(address)).toBe(true);
    expect(seen.addNew(address)).toBe(false);
  });
});

describe('chooseUpdateAlert', () => {
  const sol = { address: SOL, chain: 'solana' } as const;
  const bnb = { address: BNB, chain: 'bnb' } as const;
  const before = makePost({ text: `CA ${SOL}`, contract_addresses: [sol] });
  const on = settings({ contractAddressSoundEnabled: true, contractAddressSound: 'coin' });

  it.each([
    ['the contract sound for an address the update adds', on, [sol, bnb], before, 'coin'],
    [
      'the contract sound for the addresses of a post it did not have',
      on,
      [sol],
      undefined,
      'coin',
    ],
    ['nothing when the update adds no address', on, [sol], before, null],
    ['nothing with the contract sound off', settings({}), [sol, bnb], before, null],
    [
      'nothing for an address only spelt in another case (BNB)',
      on,
      [sol, { ...bnb, address: BNB.toLowerCase() }],
      { ...before, contract_addresses: [sol, bnb] },
      null,
    ],
  ] as const)('plays %s', (_name, config, addresses, previous, sound) => {
    const post = makePost({ contract_addresses: [...addresses] });
    const alert = chooseUpdateAlert(post, previous, config, createSeenAddresses());
    expect(alert).toEqual(sound ? { sound, volume: 0.4, reason: 'contract' } : null);
  });

  it('stays silent for an added address the contract sound already played', () => {
    const seen = createSeenAddresses();
    seen.addNew([bnb]);
    const post = makePost({ contract_addresses: [sol, bnb] });
    expect(chooseUpdateAlert(post, before, on, seen)).toBeNull();
  });

  it('plays nothing else for an update: no post or meme sound', () => {
    const post = makePost({ text: 'launching a memecoin', contract_addresses: [sol] });
    const noisy = settings({ memeAlertEnabled: true });
    expect(chooseUpdateAlert(post, before, noisy, createSeenAddresses())).toBeNull();
  });
});
