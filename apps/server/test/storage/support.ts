import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migratedEmbeddedImage, openStorage, type Storage } from '../../src/storage/database.ts';

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

/**
 * A fresh, migrated database: in-memory PGlite (a copy of the migrated image), or a throwaway
 * PostgreSQL database dropped on close.
 */
export async function openTestStorage(kind: StorageKind): Promise<Storage> {
  if (kind === 'pglite') {
    return openStorage({ kind: 'pglite', dir: null, image: await migratedImage() });
  }
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

const require = createRequire(import.meta.url);
const migrationsFolder = fileURLToPath(new URL('../../src/storage/migrations/', import.meta.url));
let image: Promise<Blob> | undefined;

/**
 * The migrated embedded database's image (`migratedEmbeddedImage`), made once and kept in the
 * system's temporary folder under a name that changes with PGlite's and drizzle's versions and
 * the migrations, so every test file's databases start as copies of it: about 1 s each instead
 * of initdb and the migrations, 4-5 s. `openStorage` still runs the migrations on the copy (none
 * are pending), so an image can never be behind the schema.
 */
export function migratedImage(): Promise<Blob> {
  image ??= loadOrMakeImage().catch((error: unknown) => {
    image = undefined;
    throw error;
  });
  return image;
}

async function loadOrMakeImage(): Promise<Blob> {
  const file = path.join(tmpdir(), `launchdeck-test-pglite-${imageKey()}.tar`);
  const kept = await readFile(file).catch(() => undefined);
  if (kept) return new Blob([kept]);
  const made = await migratedEmbeddedImage();
  // Another test file may be making it too: each writes its own file and renames it into place.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, new Uint8Array(await made.arrayBuffer()));
  await rename(partial, file);
  return made;
}

function imageKey(): string {
  const hash = createHash('sha256');
  for (const pkg of ['@electric-sql/pglite', 'drizzle-orm']) {
    hash.update(`${pkg}@${packageVersion(pkg)}\n`);
  }
  const files = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(`${path.relative(migrationsFolder, file)}\n`).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A package's version, from the package.json above its entry point (some export no ./package.json). */
function packageVersion(name: string): string {
  let dir = path.dirname(require.resolve(name));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === name && manifest.version) return manifest.version;
    } catch {
      // no package.json here; look further up
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the version of ${name}`);
    dir = parent;
  }
}
