import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { KeyCipher } from '../secrets/key-cipher.ts';
import type { Database } from '../storage/database.ts';
import { serverSettings } from '../storage/schema.ts';

/** The server_settings row holding the VAPID key pair made on first start. */
export const VAPID_SETTING = 'vapid_keys';

/**
 * A VAPID key pair (RFC 8292): `publicKey`, the uncompressed P-256 point browsers subscribe with
 * (applicationServerKey, base64url, 65 bytes); `privateKey`, its 32-byte scalar (base64url), which
 * signs each push request's JWT; `subject`, the contact a push service may write to
 * (`mailto:` or `https:`).
 */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** What the operator gave: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither), VAPID_SUBJECT. */
export type VapidConfig = { publicKey?: string; privateKey?: string; subject: string };

type Stored = { publicKey: string; privateKey: string };

const CONTEXT = 'vapid-private-key';

/**
 * The server's VAPID keys: the operator's when given, else the pair made on the first start of any
 * node and kept in the database (server_settings `vapid_keys`, the private key under the key
 * cipher), so every node signs with the same key and a subscription outlives restarts. Two nodes
 * starting at once both try to store theirs; the first stored wins and both read it back.
 *
 * Throws when the stored private key cannot be read (WALLET_ENCRYPTION_KEY changed): push
 * channels then fail their deliveries with that sentence, the other kinds go on.
 */
export async function loadVapidKeys(
  db: Database,
  cipher: KeyCipher,
  config: VapidConfig,
): Promise<VapidKeys> {
  if (config.publicKey && config.privateKey) {
    return { publicKey: config.publicKey, privateKey: config.privateKey, subject: config.subject };
  }
  const read = async () => {
    const [row] = await db
      .select({ value: serverSettings.value })
      .from(serverSettings)
      .where(eq(serverSettings.name, VAPID_SETTING));
    return row?.value as Stored | undefined;
  };
  let stored = await read();
  if (!stored) {
    const made = webpush.generateVAPIDKeys();
    const value: Stored = {
      publicKey: made.publicKey,
      privateKey: cipher.encrypt(Buffer.from(made.privateKey, 'utf8'), CONTEXT),
    };
    await db.insert(serverSettings).values({ name: VAPID_SETTING, value }).onConflictDoNothing();
    stored = await read();
  }
  if (!stored?.publicKey || !stored.privateKey) throw new Error('the VAPID keys were not stored');
  let privateKey: string;
  try {
    privateKey = cipher.decrypt(stored.privateKey, CONTEXT).toString('utf8');
  } catch {
    throw new Error(
      'the stored VAPID key cannot be read with this WALLET_ENCRYPTION_KEY; set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or delete the vapid_keys setting to make new ones (browsers must subscribe again)',
    );
  }
  return { publicKey: stored.publicKey, privateKey, subject: config.subject };
}
