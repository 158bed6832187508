import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * Postgres settings for the embedded database. PGlite keeps Postgres's 128 MB of shared
 * buffers, all of it resident in its WebAssembly memory from the first query; our tables
 * (a recent feed window, chat, sessions) fit in a fraction of that, and pages outside the
 * buffers are still read from the operating system's file cache.
 */
export const EMBEDDED_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=32MB',
];

/**
 * Creates the database in an empty folder in a short-lived child process. PGlite creates a
 * database by running initdb in a second Postgres instance beside the first; in this process
 * that garbage (about 450 MB) would stay resident until a full garbage collection, which an
 * idle server may not run for hours. A child's memory goes back to the system when it exits.
 */
async function createDatabaseFolder(dir: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(pglite)}).PGlite.create(process.argv[1], {
    startParams: JSON.parse(process.argv[2]),
  }).then((db) => db.close());`;
  const child = spawn(
    process.execPath,
    ['-e', script, dir, JSON.stringify(EMBEDDED_START_PARAMS)],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) {
    throw new Error(`Could not create the embedded database in ${dir}:\n${stderr.trim()}`);
  }
}

/**
 * Opens PGlite in `dir` (created first if new), or in memory when `dir` is null: an empty new
 * database, or a copy of `image` (a data folder PGlite's `dumpDataDir` made), which skips initdb.
 */
export async function openEmbedded(dir: string | null, image?: Blob): Promise<PGlite> {
  const options = { startParams: [...EMBEDDED_START_PARAMS] };
  if (!dir) return PGlite.create(image ? { ...options, loadDataDir: image } : options);
  if (image) throw new Error('An embedded database is copied from an image in memory only');
  await mkdir(dir, { recursive: true });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await createDatabaseFolder(dir);
  return PGlite.create(dir, options);
}
