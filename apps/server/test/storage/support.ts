import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openStorage, type Storage } from '../../src/storage/database.ts';

export type StorageKind = 'pglite' | 'postgres';

/** Integration tests run on embedded storage always, and on PostgreSQL when DATABASE_URL is set. */
export function storageKinds(): StorageKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A throwaway PostgreSQL database on DATABASE_URL's server: its URL, and how to drop it. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('DATABASE_URL is required for PostgreSQL tests');
  const name = `launchdeck_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** A fresh, migrated database: in-memory PGlite, or a throwaway PostgreSQL database dropped on close. */
export async function openTestStorage(kind: StorageKind): Promise<Storage> {
  if (kind === 'pglite') return openStorage({ kind: 'pglite', dir: null });
  const database = await createTestDatabase();
  const storage = await openStorage({ kind: 'postgres', url: database.url });
  return {
    ...storage,
    close: async () => {
      await storage.close();
      await database.drop();
    },
  };
}
