import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Runs a prepared statement with its arguments, each a text Postgres casts to its parameter's type. */
export type PreparedStatement = (args: readonly string[]) => Promise<Record<string, unknown>[]>;

/**
 * `name`'s statement, taking parameters of `types` ($1, $2 … in `body`), planned once.
 * Asking for the same name again answers the same statement; another body under it is refused.
 */
export type PrepareStatement = (name: string, types: string[], body: string) => PreparedStatement;

/**
 * Statements the embedded database parses and plans once and then runs by name, for the hot
 * path's writes. A statement through drizzle goes through PGlite's extended protocol: parsed,
 * described and planned again every time, which for the feed's append costs more than running
 * it. The first run of a statement sends `PREPARE name(types) AS body`; every run then sends
 * `EXECUTE name(args)` as one simple-protocol statement, each argument a quoted literal (node-postgres'
 * `escapeLiteral`, which doubles quotes and backslashes). Runs are exclusive with every other
 * statement and transaction of the client, as drizzle's are.
 */
export function preparedStatements(client: Pick<PGlite, 'exec'>): PrepareStatement {
  const bodies = new Map<string, string>();
  const statements = new Map<string, PreparedStatement>();
  return (name, types, body) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a statement name: ${name}`);
    const known = statements.get(name);
    if (known) {
      if (bodies.get(name) !== body)
        throw new Error(`statement ${name} is prepared with another body`);
      return known;
    }
    let prepared: Promise<unknown> | undefined;
    const run: PreparedStatement = async (args) => {
      prepared ??= client.exec(`prepare ${name}(${types.join(', ')}) as ${body}`).catch((error) => {
        prepared = undefined;
        throw error;
      });
      await prepared;
      const literals = args.map((arg) => pg.escapeLiteral(arg)).join(', ');
      const results = await client.exec(`execute ${name}(${literals})`);
      return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
    };
    bodies.set(name, body);
    statements.set(name, run);
    return run;
  };
}
