import { Keypair, PublicKey } from '@solana/web3.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { token2022Account } from './addresses.ts';
import { BUYER_TTL_MS, BUYERS_MAX, MintPool, REFILL_DELAY_MS } from './mint-pool.ts';

const buyer = () => Keypair.generate().publicKey.toBase58();

/** Runs the pool's background work, one piece a timer turn, until it has none left. */
async function settle(turns = 200): Promise<void> {
  for (let i = 0; i < turns; i++) await vi.advanceTimersByTimeAsync(REFILL_DELAY_MS);
}

describe('MintPool', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('finds an expected wallet’s token account of each ready mint ahead, as token2022Account does', async () => {
    vi.useFakeTimers();
    const derive = vi.fn(token2022Account);
    const pool = new MintPool(3, { buyerAccount: derive });
    pool.take(); // starts the pool filling
    await settle();
    const wallet = buyer();
    pool.expect(wallet);
    await settle();
    expect(derive).toHaveBeenCalledTimes(3);
    derive.mockClear();
    const mint = pool.take();
    const account = pool.buyerAccount(mint, wallet);
    // Found ahead: nothing derived on the launch's path.
    expect(derive).not.toHaveBeenCalled();
    expect(account?.equals(token2022Account(new PublicKey(wallet), mint.publicKey))).toBe(true);
  });

  it('finds a wallet it was not told of on the spot, with the same answer', async () => {
    vi.useFakeTimers();
    const derive = vi.fn(token2022Account);
    const pool = new MintPool(2, { buyerAccount: derive });
    const stranger = buyer();
    const mint = pool.take();
    const account = pool.buyerAccount(mint, stranger);
    expect(derive).toHaveBeenCalledTimes(1);
    expect(account?.equals(token2022Account(new PublicKey(stranger), mint.publicKey))).toBe(true);
  });

  it('gives the new mints an expected wallet’s account too, and forgets the wallet once it is not named again', async () => {
    vi.useFakeTimers();
    let now = 0;
    const pool = new MintPool(2, { buyerAccount: token2022Account, now: () => now });
    const wallet = buyer();
    pool.expect(wallet);
    pool.take();
    await settle();
    const taken = pool.take();
    expect(taken.buyerAccounts.has(wallet)).toBe(true);
    now += BUYER_TTL_MS + 1;
    expect(pool.expected()).toEqual([]);
    await settle();
    // A mint made after the wallet was forgotten has no account of it.
    pool.take();
    await settle();
    const fresh = [pool.take(), pool.take()].filter((m) => !m.buyerAccounts.has(wallet));
    expect(fresh.length).toBeGreaterThan(0);
  });

  it('makes missing mints before any buyer account, so a drained pool is refilled first', async () => {
    vi.useFakeTimers();
    const derive = vi.fn(token2022Account);
    const pool = new MintPool(2, { buyerAccount: derive });
    pool.expect(buyer());
    // Two turns of background work: the two mints, no account yet.
    await vi.advanceTimersByTimeAsync(REFILL_DELAY_MS * 2);
    expect(derive).not.toHaveBeenCalled();
    await settle();
    expect(derive).toHaveBeenCalledTimes(2);
    // One taken: the next turn makes its replacement, then its account.
    pool.take();
    await vi.advanceTimersByTimeAsync(REFILL_DELAY_MS);
    expect(derive).toHaveBeenCalledTimes(2);
    await settle();
    expect(derive).toHaveBeenCalledTimes(3);
  });

  it(`keeps at most ${BUYERS_MAX} wallets, the ones named most recently`, () => {
    const pool = new MintPool(1, { buyerAccount: token2022Account });
    const wallets = Array.from({ length: BUYERS_MAX + 2 }, buyer);
    for (const wallet of wallets) pool.expect(wallet);
    pool.expect(wallets[2] as string); // named again: now the most recent
    const kept = pool.expected();
    expect(kept).toHaveLength(BUYERS_MAX);
    expect(kept).not.toContain(wallets[0]);
    expect(kept).not.toContain(wallets[1]);
    expect(kept.at(-1)).toBe(wallets[2]);
  });

  it('hands each mint out once, oldest first', async () => {
    vi.useFakeTimers();
    const pool = new MintPool(3);
    pool.take();
    await settle();
    const taken = [pool.take(), pool.take(), pool.take()].map((m) => m.publicKey.toBase58());
    expect(new Set(taken).size).toBe(3);
  });

  it('without a buyer account rule, expect does nothing', () => {
    const pool = new MintPool(1);
    pool.expect(buyer());
    expect(pool.expected()).toEqual([]);
    expect(pool.buyerAccount(pool.take(), buyer())).toBeUndefined();
  });
});
