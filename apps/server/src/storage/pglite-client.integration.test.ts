import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteForDrizzle } from './pglite-client.ts';

const QUERY = sql`select timestamptz '2026-11-27 10:00:00+00' as at,
  array[timestamptz '2026-11-27 10:00:00+00'] as ats, date '2026-11-27' as day,
  interval '90 minutes' as took, 1.50::numeric as price, array[1.5, 2]::numeric[] as prices,
  '{"a":1}'::jsonb as doc, 42::int as n`;

describe('PGlite for drizzle', () => {
  let direct: PGlite;
  let wrapped: PGlite;
  beforeAll(async () => {
    [direct, wrapped] = await Promise.all([PGlite.create(), PGlite.create()]);
  });
  afterAll(() => Promise.all([direct.close(), wrapped.close()]));

  it('answers what drizzle answers on the bare client, in and out of a transaction', async () => {
    const bare = drizzle(direct);
    const db = drizzle(pgliteForDrizzle(wrapped) as PGlite);
    const expected = await bare.execute(QUERY);
    // Drizzle's own parsers: dates, times, intervals and numerics as Postgres's text.
    expect(expected.rows[0]).toMatchObject({ at: '2026-11-27 10:00:00+00', took: '01:30:00' });
    expect((await db.execute(QUERY)).rows).toEqual(expected.rows);
    expect((await db.transaction((tx) => tx.execute(QUERY))).rows).toEqual(expected.rows);
  });

  it('leaves each statement without parsers of its own', async () => {
    const seen: unknown[] = [];
    const spy = new Proxy(wrapped, {
      get: (target, key) =>
        key === 'query'
          ? (text: string, params: unknown[], options: unknown) => {
              seen.push(options);
              return target.query(text, params, options as never);
            }
          : Reflect.get(target, key, target),
    });
    await drizzle(pgliteForDrizzle(spy) as PGlite).execute(QUERY);
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toHaveProperty('parsers');
  });
});
