import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestStorage, storageKinds } from '../../test/storage/support.ts';
import { KeyCipher } from '../secrets/key-cipher.ts';
import type { Storage } from '../storage/database.ts';
import { serverSettings } from '../storage/schema.ts';
import { loadVapidKeys, VAPID_SETTING } from './push-keys.ts';

const SUBJECT = 'mailto:ops@deck.example';

describe.each(storageKinds())('VAPID keys on %s', (kind) => {
  let storage: Storage;
  const cipher = new KeyCipher(randomBytes(32));
  beforeEach(async () => {
    storage = await openTestStorage(kind);
  });
  afterEach(async () => {
    await storage.close();
  });

  it('makes a pair on first need and every later load (any node) reads the same one', async () => {
    const [first, second] = await Promise.all([
      loadVapidKeys(storage.db, cipher, { subject: SUBJECT }),
      loadVapidKeys(storage.db, cipher, { subject: SUBJECT }),
    ]);
    expect(first.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).toEqual(first);
    expect(await loadVapidKeys(storage.db, cipher, { subject: SUBJECT })).toEqual(first);
    // The private key is kept encrypted, never as given.
    const [row] = await storage.db
      .select()
      .from(serverSettings)
      .where(eq(serverSettings.name, VAPID_SETTING));
    expect(JSON.stringify(row?.value)).not.toContain(first.privateKey);
  });

  it('uses the operator’s pair and stores nothing', async () => {
    const given = { publicKey: `B${'A'.repeat(86)}`, privateKey: 'a'.repeat(43) };
    expect(await loadVapidKeys(storage.db, cipher, { ...given, subject: SUBJECT })).toEqual({
      ...given,
      subject: SUBJECT,
    });
    expect(await storage.db.select().from(serverSettings)).toEqual([]);
  });

  it('says what to do when the stored key was encrypted under another key', async () => {
    await loadVapidKeys(storage.db, cipher, { subject: SUBJECT });
    await expect(
      loadVapidKeys(storage.db, new KeyCipher(randomBytes(32)), { subject: SUBJECT }),
    ).rejects.toThrow(/cannot be read with this WALLET_ENCRYPTION_KEY; set VAPID_PUBLIC_KEY/);
  });
});
