import { isDeepStrictEqual } from 'node:util';
import type {
  BagsFeeShareConfigBody,
  BagsLaunchTransactionBody,
} from '../../../src/deploy/bags/bags-client.ts';
import { BAGS_LIMITS } from '../../../src/deploy/bags/messages.ts';
import { sniffImageType } from '../../../src/deploy/images/image-types.ts';
import { isSolanaAddress } from '../../../src/deploy/solana/ed25519.ts';
import type { SeenRequest } from '../../fake-http.ts';

/**
 * Test support: the fake Bags API's checks of each request, as Bags' SDK validates them
 * (research §1d, bags-sdk `validations.ts`). Each answers the parsed request, or what is wrong
 * with it.
 */

const TOKEN_INFO_FIELDS = ['name', 'symbol', 'description', 'twitter', 'website'];
const REQUIRED_FIELDS = ['name', 'symbol', 'description'];

const isUrl = (text: string) => URL.canParse(text);

/** The multipart upload: one image file, the required fields, optional links that are URLs. */
export async function checkTokenInfo(request: SeenRequest) {
  if (request.method !== 'POST') return `method ${request.method}`;
  const type = request.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) return `content-type ${type}`;
  let form: FormData;
  try {
    form = await new Response(request.raw, { headers: { 'content-type': type } }).formData();
  } catch {
    return 'a multipart body that does not parse';
  }
  const fields: Record<string, string> = {};
  let image: { bytes: Buffer; type: string; fileName: string } | undefined;
  for (const [name, value] of form) {
    if (name === 'image' && typeof value !== 'string') {
      if (image) return 'more than one image';
      const bytes = Buffer.from(await value.arrayBuffer());
      image = { bytes, type: value.type, fileName: value.name };
    } else if (typeof value === 'string' && TOKEN_INFO_FIELDS.includes(name) && !(name in fields)) {
      fields[name] = value;
    } else return `unexpected part ${name}`;
  }
  if (!image || image.bytes.length === 0) return 'no image file';
  if (!image.fileName) return 'an image without a file name';
  if (sniffImageType(image.bytes) !== image.type)
    return `an image part typed ${image.type} that is not one`;
  const missing = REQUIRED_FIELDS.filter((name) => !fields[name]);
  if (missing.length) return `missing ${missing.join(', ')}`;
  const { name = '', symbol = '', description = '' } = fields;
  if (name.length > BAGS_LIMITS.nameLength) return `name longer than ${BAGS_LIMITS.nameLength}`;
  if (symbol.length > BAGS_LIMITS.symbolLength)
    return `symbol longer than ${BAGS_LIMITS.symbolLength}`;
  if (symbol !== symbol.toUpperCase()) return 'symbol not upper-cased';
  if (description.length > BAGS_LIMITS.descriptionLength) return 'description too long';
  for (const link of ['twitter', 'website'] as const) {
    const value = fields[link];
    if (value !== undefined && !isUrl(value)) return `${link} is not a URL`;
  }
  return { fields, image };
}

/** The handle a fee-wallet lookup asks for, or null when the query is not exactly Bags' form. */
export function checkWalletQuery(request: SeenRequest): string | null {
  const keys = [...request.query.keys()].sort();
  const username = request.query.get('username') ?? '';
  const wellFormed =
    request.method === 'GET' &&
    isDeepStrictEqual(keys, ['provider', 'username']) &&
    request.query.get('provider') === 'twitter' &&
    username.length > 0 &&
    !username.includes('@');
  return wellFormed ? username : null;
}

function jsonBody(request: SeenRequest, keys: string[]): Record<string, unknown> | string {
  if (request.method !== 'POST') return `method ${request.method}`;
  if (!(request.headers['content-type'] ?? '').startsWith('application/json'))
    return `content-type ${request.headers['content-type']}`;
  let body: unknown;
  try {
    body = JSON.parse(request.body);
  } catch {
    return 'a body that is not JSON';
  }
  if (body === null || typeof body !== 'object') return 'a body that is not an object';
  const seen = Object.keys(body).sort();
  if (!isDeepStrictEqual(seen, [...keys].sort())) return `fields ${seen.join(', ')}`;
  return body as Record<string, unknown>;
}

/** The fee-share config: addresses, shares summing to 10,000 and none of 0 (bags-sdk). */
export function checkFeeShareConfig(request: SeenRequest): BagsFeeShareConfigBody | string {
  const body = jsonBody(request, ['payer', 'baseMint', 'claimersArray', 'basisPointsArray']);
  if (typeof body === 'string') return body;
  const { payer, baseMint, claimersArray, basisPointsArray } = body;
  if (typeof payer !== 'string' || !isSolanaAddress(payer)) return 'payer is not an address';
  if (typeof baseMint !== 'string') return 'baseMint is not a string';
  if (!Array.isArray(claimersArray) || !Array.isArray(basisPointsArray))
    return 'claimersArray and basisPointsArray must be arrays';
  if (claimersArray.length === 0 || claimersArray.length !== basisPointsArray.length)
    return 'claimersArray and basisPointsArray differ in length or are empty';
  if (!claimersArray.every((c) => typeof c === 'string' && isSolanaAddress(c)))
    return 'a claimer is not an address';
  if (new Set(claimersArray).size !== claimersArray.length) return 'a claimer appears twice';
  if (!basisPointsArray.every((bps) => Number.isInteger(bps) && bps > 0))
    return 'a share is not a positive whole number of basis points';
  const total = basisPointsArray.reduce((sum: number, bps: number) => sum + bps, 0);
  if (total !== 10_000) return `shares sum to ${total}, not 10000`;
  return body as BagsFeeShareConfigBody;
}

/** The launch transaction request: exactly the CLI's fields. */
export function checkLaunch(request: SeenRequest): BagsLaunchTransactionBody | string {
  const body = jsonBody(request, [
    'ipfs',
    'tokenMint',
    'wallet',
    'initialBuyLamports',
    'configKey',
  ]);
  if (typeof body === 'string') return body;
  const { ipfs, tokenMint, wallet, initialBuyLamports, configKey } = body;
  if (typeof ipfs !== 'string' || typeof tokenMint !== 'string' || typeof configKey !== 'string')
    return 'ipfs, tokenMint and configKey must be strings';
  if (typeof wallet !== 'string' || !isSolanaAddress(wallet)) return 'wallet is not an address';
  if (!Number.isSafeInteger(initialBuyLamports) || (initialBuyLamports as number) < 0)
    return 'initialBuyLamports is not a whole number of lamports';
  return body as BagsLaunchTransactionBody;
}
