import { describe, expect, it } from 'vitest';
import { ClaimerWallets } from './claimer-wallets.ts';

function lookups() {
  const asked: string[] = [];
  let fail = false;
  const client = {
    feeShareWallet: async (username: string) => {
      asked.push(username);
      if (fail) throw new Error('Bags failed');
      return `wallet-of-${username}-${asked.length}`;
    },
  };
  return { asked, client, failNext: () => (fail = true), recover: () => (fail = false) };
}

describe('ClaimerWallets', () => {
  const signal = new AbortController().signal;

  it('asks Bags once per handle, whatever its case, until the entry ages out', async () => {
    let now = 0;
    const { asked, client } = lookups();
    const wallets = new ClaimerWallets(client, { ttlMs: 1000, now: () => now });

    const first = await wallets.walletOf('Friend', signal);
    expect(await wallets.walletOf('friend', signal)).toBe(first);
    now = 999;
    expect(await wallets.walletOf('FRIEND', signal)).toBe(first);
    now = 1000;
    expect(await wallets.walletOf('friend', signal)).not.toBe(first);
    expect(asked).toEqual(['Friend', 'friend']);
  });

  it('keeps no failed lookup', async () => {
    const { asked, client, failNext, recover } = lookups();
    const wallets = new ClaimerWallets(client);
    failNext();
    await expect(wallets.walletOf('friend', signal)).rejects.toThrow('Bags failed');
    recover();
    await wallets.walletOf('friend', signal);
    expect(asked).toEqual(['friend', 'friend']);
  });

  it('forgets the oldest handle beyond its size', async () => {
    const { asked, client } = lookups();
    const wallets = new ClaimerWallets(client, { maxEntries: 2 });
    for (const handle of ['a', 'b', 'c', 'b', 'a']) await wallets.walletOf(handle, signal);
    expect(asked).toEqual(['a', 'b', 'c', 'a']);
  });
});
