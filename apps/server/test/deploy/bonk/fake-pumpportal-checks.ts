import { USD1_MINT } from '@launchdeck/protocol';
import { isSolanaAddress } from '../../../src/deploy/solana/ed25519.ts';
import type { SeenRequest } from '../../fake-http.ts';

/**
 * Test support: what the PumpPortal and bonk worker stand-ins check of each request body, as
 * sentences naming every problem (none for a request the real services take, per research §1b).
 */

type Body = Record<string, unknown>;

const isRecord = (value: unknown): value is Body =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function jsonProblems(request: SeenRequest, what: string): string[] {
  const type = request.headers['content-type'] ?? '';
  return type.startsWith('application/json') ? [] : [`${what}: content-type ${type}, not JSON`];
}

function exactKeys(body: Body, keys: readonly string[], what: string): string[] {
  const got = Object.keys(body).sort().join();
  const want = [...keys].sort().join();
  return got === want ? [] : [`${what}: fields ${got}, expected ${want}`];
}

const TRADE_KEYS = [
  'publicKey',
  'action',
  'tokenMetadata',
  'mint',
  'denominatedInSol',
  'amount',
  'slippage',
  'priorityFee',
  'pool',
] as const;

/** trade-local's create body, field by field; `stored` are the metadata URIs the worker issued. */
export function tradeLocalViolations(
  request: SeenRequest,
  body: unknown,
  stored: ReadonlySet<string>,
): string[] {
  const what = 'trade-local';
  if (!isRecord(body)) return [`${what}: body is not a JSON object`];
  const quoted = 'quoteMint' in body;
  const problems = [
    ...jsonProblems(request, what),
    ...exactKeys(body, quoted ? [...TRADE_KEYS, 'quoteMint'] : TRADE_KEYS, what),
  ];
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(`${what}: ${problem}`);
  };
  check(
    typeof body.publicKey === 'string' && isSolanaAddress(body.publicKey),
    'publicKey is not an address',
  );
  // Local signing takes the mint's public key; a 64-byte secret here would leak the mint's key.
  check(typeof body.mint === 'string' && isSolanaAddress(body.mint), 'mint is not a public key');
  check(body.action === 'create', `action ${String(body.action)}`);
  check(body.pool === 'bonk', `pool ${String(body.pool)}`);
  check(body.slippage === 10, `slippage ${String(body.slippage)}`);
  // SOL: the documented 0.0005 default, or a launch's priority fee + tip (each at most 0.1).
  check(
    typeof body.priorityFee === 'number' &&
      Number.isFinite(body.priorityFee) &&
      body.priorityFee >= 0 &&
      body.priorityFee <= 0.2,
    `priorityFee ${String(body.priorityFee)}`,
  );
  check(
    typeof body.amount === 'number' && Number.isFinite(body.amount) && body.amount >= 0,
    `amount ${String(body.amount)}`,
  );
  check(
    body.denominatedInSol === (quoted ? 'false' : 'true'),
    `denominatedInSol ${JSON.stringify(body.denominatedInSol)} with${quoted ? '' : 'out'} a quote mint`,
  );
  if (quoted) check(body.quoteMint === USD1_MINT, `quoteMint ${String(body.quoteMint)}`);
  const meta = body.tokenMetadata;
  if (!isRecord(meta)) problems.push(`${what}: tokenMetadata is not an object`);
  else {
    problems.push(...exactKeys(meta, ['name', 'symbol', 'uri'], `${what} tokenMetadata`));
    check(typeof meta.name === 'string' && meta.name !== '', 'tokenMetadata.name is empty');
    check(typeof meta.symbol === 'string' && meta.symbol !== '', 'tokenMetadata.symbol is empty');
    check(
      typeof meta.uri === 'string' && stored.has(meta.uri),
      `tokenMetadata.uri ${String(meta.uri)} is not one the worker stored`,
    );
  }
  return problems;
}

/** upload/meta's JSON; `stored` are the image URIs the worker issued. */
export function uploadMetaViolations(
  request: SeenRequest,
  body: unknown,
  stored: ReadonlySet<string>,
): string[] {
  const what = 'upload/meta';
  if (!isRecord(body)) return [`${what}: body is not a JSON object`];
  const problems = [
    ...jsonProblems(request, what),
    ...exactKeys(
      body,
      ['createdOn', 'description', 'image', 'name', 'symbol', 'website', 'twitter'],
      what,
    ),
  ];
  // The worker is said to take only bonk.fun's createdOn (research §1b).
  if (body.createdOn !== 'https://bonk.fun')
    problems.push(`${what}: createdOn ${String(body.createdOn)}`);
  if (typeof body.image !== 'string' || !stored.has(body.image))
    problems.push(`${what}: image ${String(body.image)} is not one the worker stored`);
  for (const key of ['description', 'name', 'symbol', 'website', 'twitter'])
    if (typeof body[key] !== 'string') problems.push(`${what}: ${key} is not text`);
  return problems;
}
