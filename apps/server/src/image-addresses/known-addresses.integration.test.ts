import { makePost } from '@launchdeck/protocol/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStorage } from '../../test/storage/support.ts';
import type { Storage } from '../storage/database.ts';
import { launches, posts, users } from '../storage/schema.ts';
import { StoredAddresses } from './known-addresses.ts';

const IN_TEXT = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
const FROM_IMAGE = '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R';
const LAUNCHED = '5fLWHE32UmaneufHTx43a3QwLqZKN6YQM4uqGUmipump';
const SIMULATED = 'So11111111111111111111111111111111111111112';
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const UNKNOWN = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

describe('StoredAddresses', () => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await openTestStorage('pglite');
    const post = makePost({
      contract_addresses: [
        { address: IN_TEXT, chain: 'solana' },
        { address: FROM_IMAGE, chain: 'solana' },
        { address: EVM.toLowerCase(), chain: 'bnb' },
      ],
      imageAddresses: [
        {
          address: FROM_IMAGE,
          chain: 'solana',
          imageUrl: 'https://img.example/a.png',
          verified: true,
          verifiedBy: 'chain',
        },
      ],
    });
    await storage.db.insert(posts).values({
      id: post.id,
      seq: post.seq,
      createdAt: new Date(post.createdAt),
      authorHandle: post.author.handle,
      platform: post.platform,
      data: post,
    });
    const [user] = await storage.db
      .insert(users)
      .values({ username: 'trader', passwordHash: 'x' })
      .returning({ id: users.id });
    const launch = {
      userId: user?.id ?? 0,
      mode: 'pump',
      name: 'A',
      ticker: 'A',
      status: 'confirmed' as const,
    };
    await storage.db.insert(launches).values([
      { ...launch, requestId: 'r1', addresses: [LAUNCHED] },
      { ...launch, requestId: 'r2', addresses: [SIMULATED], simulated: true },
      { ...launch, requestId: 'r3', addresses: [UNKNOWN], status: 'failed' as const },
    ]);
  });
  afterAll(() => storage.close());

  it('names the source of each address: a post’s text, a real launch, the offline asset store', async () => {
    const known = new StoredAddresses({ db: storage.db, offlineAssets: true });
    expect(await known.sourcesOf([IN_TEXT, LAUNCHED, SIMULATED, UNKNOWN], 'solana')).toEqual([
      'text',
      'launch',
      'asset',
      undefined,
    ]);
  });

  it('does not take an address a post’s image added for one of its text', async () => {
    const known = new StoredAddresses({ db: storage.db, offlineAssets: true });
    expect(await known.sourcesOf([FROM_IMAGE], 'solana')).toEqual([undefined]);
  });

  it('finds a 0x address in any case', async () => {
    const known = new StoredAddresses({ db: storage.db, offlineAssets: true });
    expect(await known.sourcesOf([EVM, EVM.toUpperCase().replace('0X', '0x')], 'bnb')).toEqual([
      'text',
      'text',
    ]);
  });

  it('leaves simulated launches out when getAsset asks a DAS provider', async () => {
    const known = new StoredAddresses({ db: storage.db, offlineAssets: false });
    expect(await known.sourcesOf([SIMULATED], 'solana')).toEqual([undefined]);
  });
});
