import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStorage } from './database.ts';
import { openEmbedded } from './embedded.ts';

describe('embedded storage in a data folder', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'launchdeck-embedded-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('creates the database in a new folder and finds its rows after a reopen', async () => {
    const dir = path.join(root, 'pglite');
    const first = await openStorage({ kind: 'pglite', dir });
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    await first.db.execute('CREATE TABLE kept (note text)');
    await first.db.execute("INSERT INTO kept VALUES ('still here')");
    await first.close();

    const again = await openEmbedded(dir);
    const { rows } = await again.query<{ note: string }>('SELECT note FROM kept');
    expect(rows).toEqual([{ note: 'still here' }]);
    await again.close();
  });

  it('runs Postgres with the small shared buffer pool', async () => {
    const client = await openEmbedded(null);
    const { rows } = await client.query<{ shared_buffers: string }>('SHOW shared_buffers');
    expect(rows[0]?.shared_buffers).toBe('32MB');
    await client.close();
  });
});
