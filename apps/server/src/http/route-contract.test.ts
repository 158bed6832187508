import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 49: a route's contract is applied by route() (http/route.ts), which runs the guard the
 * contract names and parses with its schemas before the handler, so the OpenAPI document cannot
 * drift from what the routes do. These tests keep it the only way: no source outside http/ runs
 * a guard or parses a request by hand, and every routes file registers its routes through it.
 */

const SRC = path.dirname(path.dirname(new URL(import.meta.url).pathname));

/** The server's sources, relative to src/, tests aside. */
const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .sort();

/** The routes files: `*routes*.ts` and `*-route.ts`. */
const routesFiles = sources.filter((file) => /(routes[^/]*|-route)\.ts$/.test(file));

type Hit = { file: string; line: string };

function hitsOf(files: readonly string[], pattern: RegExp): Hit[] {
  return files.flatMap((file) =>
    readFileSync(path.join(SRC, file), 'utf8')
      .split('\n')
      .filter((line) => pattern.test(line))
      .map((line) => ({ file, line: line.trim() })),
  );
}

/** A guard or a parse of a request written out by hand. */
const HAND_CHECK =
  /\b(requireSession|requireSessionId|requireAdmin|parseBody|parseQuery)\(|\.(safeParse|parse)\(request\./;

/** A route registered on Fastify directly, rather than through route(). */
const DIRECT_ROUTE = /\b(http|app|scope|server|instance)\.(get|post|put|patch|delete|route)\(/;

describe('routes are registered from their contracts (issue 49)', () => {
  it('finds the routes files', () => {
    expect(routesFiles).toContain('admin/users/routes.ts');
    expect(routesFiles).toContain('vamp/rpc-route.ts');
    expect(routesFiles.length).toBeGreaterThan(25);
  });

  it('runs no guard and parses no request by hand outside http/', () => {
    const outside = sources.filter((file) => !file.startsWith('http/'));
    expect(hitsOf(outside, HAND_CHECK)).toEqual([]);
  });

  it('registers every route of a routes file through route()', () => {
    expect(hitsOf(routesFiles, DIRECT_ROUTE)).toEqual([]);
    const withoutRouter = routesFiles.filter(
      (file) => !/\brouter\(/.test(readFileSync(path.join(SRC, file), 'utf8')),
    );
    // It registers the three vamp routes files' routes.
    expect(withoutRouter).toEqual(['vamp/routes.ts']);
  });
});
