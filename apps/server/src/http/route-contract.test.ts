import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The OpenAPI document shows each route's CONTRACTS entry (http/openapi.ts), so a handler that
 * validates with any other schema could drift from what the document promises. Every parse of a
 * request in a routes file names its contract's schema (`CONTRACTS.x.body`, `.query`,
 * `.params.y`), but for these, each parsing in a way one schema cannot say, by file and line.
 */
const EXCEPTIONS: Readonly<Record<string, readonly { line: string; reason: string }[]>> = {
  'auth/routes.ts': [
    {
      line: "if (typeof body !== 'string') return parseBody(LogoutRequestBody, body);",
      reason: 'logout takes no body, JSON, or sendBeacon’s JSON sent as text/plain',
    },
    {
      line: 'return parseBody(LogoutRequestBody, JSON.parse(body));',
      reason: 'logout takes no body, JSON, or sendBeacon’s JSON sent as text/plain',
    },
  ],
  'feed/ingest-routes.ts': [
    {
      line: 'const single = parseBody(IngestSingleBody, body);',
      reason: 'one post or a batch: the batch is read only once the body is known to be one',
    },
    {
      line: "return 'posts' in single ? parseBody(IngestBatchBody, single).posts : [single];",
      reason: 'one post or a batch: the batch is read only once the body is known to be one',
    },
  ],
  'vamp/trigger-route.ts': [
    {
      line: "if (!keys) return parseBody(TriggerBody, body); // an object's schema: the bodyNotObject sentence",
      reason: 'one of three bodies, picked by its one key so each gets its own fields’ sentences',
    },
    {
      line: 'return parseBody(SCHEMA_OF_KEY[key], body);',
      reason: 'one of three bodies, picked by its one key so each gets its own fields’ sentences',
    },
  ],
  'wallets/routes.ts': [
    {
      line: 'return parseBody(ImportWalletRequestBody, body);',
      reason: 'both imports’ key rule: a BNB import’s overlong key is refused in BNB’s words',
    },
  ],
};

const SRC = path.dirname(path.dirname(new URL(import.meta.url).pathname));

/** The server's routes files, relative to src/: `*routes*.ts` and `*-route.ts`, tests aside. */
const routesFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => /(routes[^/]*|-route)\.ts$/.test(file) && !file.endsWith('.test.ts'))
  .sort();

type Parse = { file: string; line: string; schema: string };

/**
 * Each parse in a source: `parseBody(schema, …)` / `parseQuery(schema, …)`, and
 * `schema.safeParse(request.…)` / `schema.parse(request.…)`, with the schema as written.
 */
function parsesIn(file: string): Parse[] {
  const source = readFileSync(path.join(SRC, file), 'utf8');
  return source.split('\n').flatMap((text) => {
    const line = text.trim();
    const calls = [
      ...line.matchAll(/\bparse(?:Body|Query)\(\s*([^,]+),/g),
      ...line.matchAll(/([\w.[\]]+)\.(?:safeParse|parse)\(request\./g),
    ];
    return calls.map((call) => ({ file, line, schema: call[1] ?? '' }));
  });
}

const parses = routesFiles.flatMap(parsesIn);
const isException = (parse: Parse) =>
  (EXCEPTIONS[parse.file] ?? []).some((exception) => exception.line === parse.line);

describe('routes validate with their contract’s schema', () => {
  it('finds the routes files and their parses', () => {
    expect(routesFiles).toContain('admin/users-routes.ts');
    expect(routesFiles).toContain('vamp/rpc-route.ts');
    expect(parses.filter((parse) => parse.schema.startsWith('CONTRACTS.')).length).toBeGreaterThan(
      30,
    );
  });

  it('parses every request with a CONTRACTS entry’s schema, but the listed exceptions', () => {
    const drifted = parses.filter(
      (parse) => !parse.schema.startsWith('CONTRACTS.') && !isException(parse),
    );
    expect(drifted).toEqual([]);
  });

  it('lists only exceptions that are still in the code', () => {
    const stale = Object.entries(EXCEPTIONS).flatMap(([file, exceptions]) =>
      exceptions
        .filter((exception) => !parses.some((p) => p.file === file && p.line === exception.line))
        .map((exception) => ({ file, line: exception.line })),
    );
    expect(stale).toEqual([]);
  });
});
