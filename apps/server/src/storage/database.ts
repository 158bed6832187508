import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openEmbedded } from './embedded.ts';
import { pgliteForDrizzle } from './pglite-client.ts';
import { type PrepareStatement, preparedStatements } from './prepared-statements.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw `db.execute`: node-postgres and PGlite both answer `{rows}`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export type Storage = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database's statements planned once, for the hot path's writes; PGlite only. */
  prepare?: PrepareStatement;
  close: () => Promise<void>;
};

export type StorageOptions =
  | {
      kind: 'postgres';
      url: string;
      /** Told when the server drops an idle connection (restart, admin command). */
      onIdleError?: (error: Error) => void;
    }
  /**
   * `dir: null` keeps the embedded database in memory (tests); `image` (in memory only) starts it
   * as a copy of a data folder image, `migratedEmbeddedImage()`'s, instead of an empty database.
   */
  | { kind: 'pglite'; dir: string | null; image?: Blob };

// Beside the running module: src/storage/migrations, or dist/migrations where the build copies
// them next to the bundle.
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens storage and brings its schema up to date. Same schema and migrations on both drivers. */
export async function openStorage(options: StorageOptions): Promise<Storage> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // A database that does not answer fails the request in seconds (503), not never.
      connectionTimeoutMillis: 5000,
    });
    // Without a listener, an idle connection the server ends would crash the process; the pool
    // discards it and opens a fresh one on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const client = await openEmbedded(options.dir, options.image);
  const db = await migrateEmbedded(client);
  return { db, kind: 'pglite', prepare: preparedStatements(client), close: () => client.close() };
}

async function migrateEmbedded(client: PGlite): Promise<Database> {
  // Typed as the whole client, drizzle's driver calls only the two methods the wrapper has.
  const db = drizzlePglite(pgliteForDrizzle(client) as PGlite, { schema });
  await migratePglite(db, { migrationsFolder });
  return db;
}

/**
 * A new in-memory embedded database with every migration applied, as a data folder image
 * (uncompressed tar) that `openStorage({ kind: 'pglite', dir: null, image })` copies. Creating a
 * PGlite database runs initdb, seconds of CPU; a copy of this image opens in a fraction of that,
 * so tests make it once and give each test server its own copy.
 */
export async function migratedEmbeddedImage(): Promise<Blob> {
  const client = await openEmbedded(null);
  try {
    await migrateEmbedded(client);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
