import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStorage, storageKinds } from '../../test/storage/support.ts';
import type { Storage } from '../storage/database.ts';
import { HostedMetadataStore, metadataId } from './hosted-metadata.ts';
import type { TokenMetadataJson } from './metadata-store.ts';

const json = (over: Partial<TokenMetadataJson> = {}): TokenMetadataJson => ({
  name: 'Moon Cat',
  symbol: 'MOONCAT',
  description: '',
  image: 'https://pbs.twimg.com/media/cat.jpg',
  showName: true,
  createdOn: 'https://pump.fun',
  twitter: 'https://x.com/cat/status/1',
  ...over,
});

describe.each(storageKinds())('hosted token metadata on %s', (kind) => {
  let storage: Storage;
  let store: HostedMetadataStore;
  beforeAll(async () => {
    storage = await openTestStorage(kind);
    store = new HostedMetadataStore(storage.db, 'https://launchdeck.example');
  });
  afterAll(() => storage.close());

  it('answers the URI before storing, and the stored JSON under it', async () => {
    const uri = store.uriOf(json());
    expect(uri).toBe(`https://launchdeck.example/api/token-metadata/${metadataId(json())}.json`);
    expect(await store.put(json())).toEqual({ uri });
    expect(await store.get(metadataId(json()))).toEqual(json());
  });

  it('stores the same token once, whatever the key order', async () => {
    const reordered = Object.fromEntries(Object.entries(json()).reverse()) as TokenMetadataJson;
    expect(metadataId(reordered)).toBe(metadataId(json()));
    await store.put(reordered);
    await store.put(json());
    expect(store.uriOf(json({ name: 'Moon Dog' }))).not.toBe(store.uriOf(json()));
  });

  it('knows nothing of an id it never stored', async () => {
    expect(await store.get('A'.repeat(43))).toBeUndefined();
  });
});
