import {
  createECDH,
  createPublicKey,
  type ECDH,
  type KeyObject,
  randomBytes,
  verify,
} from 'node:crypto';
import { type ServerResponse, STATUS_CODES } from 'node:http';
import ece from 'http_ece';
import { Changes } from '../changes-support.ts';
import { FakeHttpServer, type SeenRequest, sendJson } from '../fake-http.ts';

/**
 * A subscription as `PushSubscription.toJSON()` gives it in a browser (Push API §"PushSubscription
 * interface"): the push resource URL, no expiry, and the user agent's keys for RFC 8291,
 * `p256dh` its ECDH public key (uncompressed P-256 point, 65 bytes) and `auth` its 16-byte auth
 * secret, both base64url without padding.
 */
export type FakePushSubscription = {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
};

/** A push message the fake accepted (201), decrypted as the user agent would. */
export type PushReceived = {
  endpoint: string;
  /** The plaintext, UTF-8 ('' for a push without a body). */
  payload: string;
  /** Seconds, as the service kept it (over 60 days is cut to 60 days, as autopush does). */
  ttl: number;
  /** very-low | low | normal | high; 'normal' when the header is absent (RFC 8030 §5.3). */
  urgency: string;
  topic?: string;
  /** The VAPID JWT's `sub` claim (mailto: or https:). */
  vapidSubject: string;
  /** When the request arrived, epoch ms. */
  at: number;
};

/** The next request's answer instead of the usual one (queued in order, given before any check). */
export type PushFailure =
  /**
   * `status` with `body` as given (autopush's JSON error shape when none), and `Retry-After:
   * retryAfter` (seconds) when set, as a push service over its rate limit (429, RFC 8030 §8.4)
   * or down (503, autopush sends Retry-After: 120) answers.
   */
  | { kind: 'status'; status: number; body?: string; retryAfter?: number }
  /** The socket is destroyed without an answer (a reset connection). */
  | { kind: 'drop' };

type Subscription = {
  endpoint: string;
  ecdh: ECDH;
  auth: string;
  /** The applicationServerKey it was made with, 65 bytes. */
  serverKey: Buffer;
  expired: boolean;
};

/** Why a check failed: the status and autopush's errno and message. */
type Refusal = { status: number; errno: number | null; message: string };

const PUSH_PATH = /^\/wpush\/v2\/([A-Za-z0-9_-]+)$/;
/** autopush's `max_data_bytes`; RFC 8030 §7.2 has push services take at least 4096 bytes. */
const MAX_BODY_BYTES = 4096;
/** autopush's MAX_TTL: a longer TTL is cut to it silently (notification_headers.rs). */
const MAX_TTL_SECONDS = 60 * 60 * 24 * 60;
/** RFC 8292 §2: the JWT's `exp` MUST NOT be more than 24 hours from the request. */
const MAX_JWT_LIFETIME_SECONDS = 60 * 60 * 24;
const URGENCIES = new Set(['very-low', 'low', 'normal', 'high']);
/** RFC 8030 §5.4: at most 32 characters of the URL- and filename-safe base64 alphabet. */
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;
/** RFC 8291 §4: the aes128gcm header is salt (16) + rs (4) + idlen (1) + keyid (65). */
const HEADER_BYTES = 16 + 4 + 1 + 65;
const ERROR_URL = 'http://autopush.readthedocs.io/en/latest/http.html#error-codes';

/**
 * A Web Push service (RFC 8030) on loopback, the one a browser's PushManager.subscribe() hands
 * out, with the real services' quirks (Mozilla autopush's autoendpoint unless said):
 *
 * - Only `POST /wpush/v2/:token` (autopush's path for VAPID subscriptions); another method 405
 *   with `Allow: POST`; an unknown token 404 errno 102. Errors are autopush's JSON
 *   `{code, errno, error, message, more_info}` (error.rs).
 * - `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292 §3) is required: missing or not that
 *   shape 401 errno 109 (the legacy `WebPush`/`Bearer` schemes of VAPID draft 01 are refused).
 *   `k` that is not the applicationServerKey the subscription was made with: 403, as FCM answers
 *   ("the VAPID credentials in the authorization header do not correspond to the credentials
 *   used to create the subscriptions"; autopush says 401 errno 109 "VAPID public key mismatch").
 * - A subscription the browser dropped (`expire`) 410 errno 106 with `Cache-Control:
 *   max-age=86400` (autopush's NoSubscription).
 * - The JWT (RFC 8292 §2, RFC 7515): header `alg` ES256, the signature (64 bytes r‖s) checked
 *   with `k`, `aud` the push resource's origin (`url`), `exp` in the future and at most 24 h
 *   ahead, `sub` a `mailto:` or `https:` URI (Apple and FCM refuse a JWT without one); else 401
 *   errno 109.
 * - A body over 4096 bytes 413 errno 104 (autopush's max_data_bytes; RFC 8030 §7.2, RFC 8291 §4
 *   puts the largest plaintext at 3993 bytes).
 * - `TTL` (RFC 8030 §5.2, delta-seconds) is required: absent or not an integer 400 errno 111
 *   "Missing TTL value" (autopush reads an unparsable TTL as none), negative 400 errno 114; over
 *   60 days it is cut to 60 days. The TTL kept is echoed in the 201's `TTL` header (§5.2).
 * - `Urgency` (RFC 8030 §5.3) one of very-low|low|normal|high, else 400; 'normal' when absent.
 * - `Topic` (RFC 8030 §5.4) at most 32 characters of the base64url alphabet, else 400 errno 113.
 * - With a body, `Content-Encoding` must be present (400 errno 110 "Missing Content-Encoding
 *   header") and `aes128gcm` (RFC 8291 §4): any other coding 415 errno 110 (RFC 7231 §3.1.2.2;
 *   autopush still takes the legacy `aesgcm` and says 400 for an unknown one), and with aes128gcm
 *   a `Crypto-Key: dh=` or `Encryption: salt=` header 400 errno 110 (autopush's 06-draft rules).
 * - The body is decrypted as the user agent does (RFC 8291 via http_ece): a header whose keyid is
 *   not a 65-byte uncompressed point, more than one record (RFC 8291 §4: a single record, `rs`
 *   larger than it), or a body that does not decrypt 400 errno 110 (a real service passes it on
 *   and the browser drops it unseen; the fake says so at once). No body is allowed: payload ''.
 * - Accepted: 201 Created, `Location: <url>/m/<message id>` (RFC 8030 §5), no body; the message is
 *   kept in `received`.
 *
 * Checks run in autopush's order: path, VAPID header, key, subscription, JWT, size, TTL,
 * Content-Encoding, TTL range, Topic; then Urgency and decryption.
 */
export class FakePushService {
  readonly received: PushReceived[] = [];
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly failures: PushFailure[] = [];
  private readonly changes = new Changes();

  private constructor(readonly http: FakeHttpServer) {}

  static async start(options: { port?: number } = {}): Promise<FakePushService> {
    let fake: FakePushService | undefined;
    const http = await FakeHttpServer.start((request, response) => {
      fake?.answer(request, response);
    }, options.port);
    fake = new FakePushService(http);
    return fake;
  }

  /** The service's origin, `http://127.0.0.1:PORT` (the JWT's `aud`). */
  get url(): string {
    return this.http.url;
  }

  /**
   * A new subscription as a browser gets it from PushManager.subscribe({userVisibleOnly: true,
   * applicationServerKey}): a fresh P-256 ECDH key pair and 16-byte auth secret, endpoint
   * `<url>/wpush/v2/<random token>`. Throws, as subscribe() rejects with InvalidAccessError, when
   * the key is not a 65-byte uncompressed P-256 point (base64url).
   */
  subscribe(applicationServerKey: string): FakePushSubscription {
    const serverKey = Buffer.from(applicationServerKey, 'base64url');
    if (!publicKeyFromPoint(serverKey)) {
      throw new Error(
        'InvalidAccessError: applicationServerKey is not a base64url uncompressed P-256 point',
      );
    }
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16).toString('base64url');
    const token = randomBytes(48).toString('base64url');
    const endpoint = `${this.url}/wpush/v2/${token}`;
    this.subscriptions.set(token, { endpoint, ecdh, auth, serverKey, expired: false });
    return {
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    };
  }

  /** Later pushes to it answer 410 Gone (the browser unsubscribed / the subscription expired). */
  expire(endpoint: string): void {
    const subscription = [...this.subscriptions.values()].find((s) => s.endpoint === endpoint);
    if (!subscription) throw new Error(`no subscription with endpoint ${endpoint}`);
    subscription.expired = true;
  }

  /** The next request's answer instead of the usual one (queued in order). */
  failNext(failure: PushFailure): void {
    this.failures.push(failure);
  }

  /** Resolves once `count` pushes were accepted in all (all of them), rejects after `timeoutMs`. */
  waitForPushes(count: number, timeoutMs = 10_000): Promise<PushReceived[]> {
    return this.changes.until(
      () => this.received.length >= count && [...this.received],
      `${count} accepted pushes`,
      timeoutMs,
    );
  }

  close(): Promise<void> {
    return this.http.close();
  }

  private answer(request: SeenRequest, response: ServerResponse): void {
    const failure = this.failures.shift();
    if (failure?.kind === 'drop') {
      response.socket?.destroy();
      return;
    }
    if (failure?.kind === 'status') {
      sendFailure(response, failure);
      return;
    }
    const token = PUSH_PATH.exec(request.path)?.[1];
    if (token === undefined) {
      refuse(response, { status: 404, errno: 102, message: 'Not Found' });
      return;
    }
    if (request.method !== 'POST') {
      refuse(
        response,
        { status: 405, errno: null, message: 'Method Not Allowed' },
        { allow: 'POST' },
      );
      return;
    }
    const subscription = this.subscriptions.get(token);
    if (!subscription) {
      refuse(response, { status: 404, errno: 102, message: 'Invalid token' });
      return;
    }
    const outcome = check(request, subscription, this.url);
    if ('status' in outcome) {
      const headers: Record<string, string> =
        outcome.status === 410 ? { 'cache-control': 'max-age=86400' } : {};
      refuse(response, outcome, headers);
      return;
    }
    this.received.push(outcome);
    response.writeHead(201, {
      location: `${this.url}/m/${randomBytes(32).toString('base64url')}`,
      ttl: String(outcome.ttl),
    });
    response.end();
    this.changes.notify();
  }
}

/** Every check on a push to a known subscription; the message accepted, or why not. */
function check(
  request: SeenRequest,
  subscription: Subscription,
  origin: string,
): PushReceived | Refusal {
  const vapid = parseVapid(header(request, 'authorization'));
  if ('message' in vapid) return { status: 401, errno: 109, message: vapid.message };
  const key = publicKeyFromPoint(vapid.k);
  if (!key) return { status: 401, errno: 109, message: 'Invalid VAPID public key' };
  if (!vapid.k.equals(subscription.serverKey)) {
    return {
      status: 403,
      errno: 109,
      message:
        'the VAPID credentials in the authorization header do not correspond to the credentials used to create the subscriptions',
    };
  }
  if (subscription.expired) return { status: 410, errno: 106, message: 'No such subscription' };
  const jwt = checkJwt(vapid.t, key, origin);
  if ('message' in jwt) return { status: 401, errno: 109, message: jwt.message };

  const body = request.raw;
  if (body.length > MAX_BODY_BYTES) {
    return {
      status: 413,
      errno: 104,
      message: `Data payload must be ${MAX_BODY_BYTES} bytes or less`,
    };
  }
  const ttlHeader = header(request, 'ttl');
  if (ttlHeader === undefined || !/^\s*-?\d+\s*$/.test(ttlHeader)) {
    return { status: 400, errno: 111, message: 'Missing TTL value' };
  }
  if (body.length > 0) {
    const encoding = checkEncoding(request);
    if (encoding) return encoding;
  }
  const ttl = Number.parseInt(ttlHeader, 10);
  if (ttl < 0) return { status: 400, errno: 114, message: 'TTL must be greater than 0' };
  const topic = header(request, 'topic');
  if (topic !== undefined && !TOPIC.test(topic)) {
    return {
      status: 400,
      errno: 113,
      message:
        'Topic must be no greater than 32 characters of the URL and Filename safe Base64 alphabet',
    };
  }
  const urgency = header(request, 'urgency') ?? 'normal';
  if (!URGENCIES.has(urgency)) {
    return {
      status: 400,
      errno: null,
      message: 'Urgency must be one of very-low, low, normal, high',
    };
  }
  const payload = body.length === 0 ? '' : decryptPayload(body, subscription);
  if (typeof payload !== 'string') return payload;
  return {
    endpoint: subscription.endpoint,
    payload,
    ttl: Math.min(ttl, MAX_TTL_SECONDS),
    urgency,
    ...(topic === undefined ? {} : { topic }),
    vapidSubject: jwt.sub,
    at: request.at,
  };
}

/** `vapid t=<JWT>, k=<key>` (RFC 8292 §3; auth-params in any order, values maybe quoted). */
function parseVapid(value: string | undefined): { t: string; k: Buffer } | { message: string } {
  if (value === undefined) return { message: 'Missing VAPID token' };
  const [, scheme = '', rest = ''] = /^(\S+)\s+(.*)$/s.exec(value.trim()) ?? [];
  if (scheme.toLowerCase() !== 'vapid') {
    return { message: 'Unknown auth scheme: Authorization must be vapid t=<JWT>, k=<key>' };
  }
  const params = new Map<string, string>();
  for (const part of rest.split(',')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim().toLowerCase();
    const raw = part.slice(at + 1).trim();
    params.set(name, raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw);
  }
  const t = params.get('t');
  const k = params.get('k');
  if (!k) return { message: 'Missing VAPID public key' };
  if (!t) return { message: 'Missing VAPID token' };
  return { t, k: Buffer.from(k, 'base64url') };
}

/** The P-256 public key whose uncompressed point (0x04‖x‖y) this is, or undefined. */
function publicKeyFromPoint(point: Buffer): KeyObject | undefined {
  if (point.length !== 65 || point[0] !== 0x04) return undefined;
  try {
    return createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
  } catch {
    return undefined;
  }
}

/** The VAPID JWT's checks (RFC 8292 §2, autopush's validate_vapid_jwt); its `sub` when it passes. */
function checkJwt(
  token: string,
  key: KeyObject,
  origin: string,
): { sub: string } | { message: string } {
  const parts = token.split('.');
  const [head = '', claimsPart = '', signaturePart = ''] = parts;
  if (parts.length !== 3) return { message: 'Invalid JWT: not three parts' };
  const headerJson = parseJsonObject(head);
  if (headerJson?.alg !== 'ES256') return { message: 'Invalid JWT: alg must be ES256' };
  const signature = Buffer.from(signaturePart, 'base64url');
  const signed =
    signature.length === 64 &&
    verify(
      'sha256',
      Buffer.from(`${head}.${claimsPart}`),
      { key, dsaEncoding: 'ieee-p1363' },
      signature,
    );
  if (!signed) return { message: 'Invalid JWT: the signature does not verify with k' };
  const claims = parseJsonObject(claimsPart);
  if (!claims) return { message: 'Invalid JWT: claims are not a JSON object' };
  const now = Date.now() / 1000;
  const { exp, aud, sub } = claims;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) {
    return { message: 'Invalid JWT: exp must be a number' };
  }
  if (exp <= now) return { message: 'Invalid JWT: ExpiredSignature' };
  if (exp > now + MAX_JWT_LIFETIME_SECONDS) {
    return { message: 'The VAPID token expiration is too long' };
  }
  if (typeof aud !== 'string' || !sameUrl(aud, origin)) {
    return { message: `Invalid JWT: aud must be ${origin}` };
  }
  if (typeof sub !== 'string' || !/^(mailto|https):/.test(sub)) {
    return { message: 'Invalid JWT: sub must be a mailto: or https: URI' };
  }
  return { sub };
}

/** The Content-Encoding rules for a push with a body, or undefined when they hold. */
function checkEncoding(request: SeenRequest): Refusal | undefined {
  const encoding = header(request, 'content-encoding')?.trim().toLowerCase();
  if (!encoding) return { status: 400, errno: 110, message: 'Missing Content-Encoding header' };
  if (encoding !== 'aes128gcm') {
    return {
      status: 415,
      errno: 110,
      message: `Unknown Content-Encoding header: ${encoding} (RFC 8291 needs aes128gcm)`,
    };
  }
  if (/(^|[;,\s])dh=/.test(header(request, 'crypto-key') ?? '')) {
    return {
      status: 400,
      errno: 110,
      message: "Do not include 'dh' header in aes128gcm Crypto-Key header",
    };
  }
  if (/(^|[;,\s])salt=/.test(header(request, 'encryption') ?? '')) {
    return {
      status: 400,
      errno: 110,
      message: "Do not include 'salt' header in aes128gcm Encryption header",
    };
  }
  return undefined;
}

/** The body decrypted as the user agent does (RFC 8291 §4, RFC 8188 §2), or why it cannot be. */
function decryptPayload(body: Buffer, subscription: Subscription): string | Refusal {
  const refusal = (why: string): Refusal => ({
    status: 400,
    errno: 110,
    message: `Payload does not decrypt: ${why}`,
  });
  if (body.length < HEADER_BYTES || body[20] !== 65 || body[21] !== 0x04) {
    return refusal(
      'the aes128gcm header needs a 65-byte keyid, the sender public key (RFC 8291 §4)',
    );
  }
  const rs = body.readUInt32BE(16);
  if (body.length - HEADER_BYTES >= rs) {
    return refusal(`one record of at most rs - 1 = ${rs - 1} bytes (RFC 8291 §4)`);
  }
  try {
    const plaintext = ece.decrypt(body, {
      version: 'aes128gcm',
      privateKey: subscription.ecdh,
      authSecret: subscription.auth,
    });
    return plaintext.toString('utf8');
  } catch (error) {
    return refusal(error instanceof Error ? error.message : String(error));
  }
}

function header(request: SeenRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function parseJsonObject(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function sameUrl(a: string, b: string): boolean {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return false;
  }
}

/** autopush's error answer: `{code, errno, error, message, more_info}` (error.rs). */
function refuse(
  response: ServerResponse,
  { status, errno, message }: Refusal,
  headers: Record<string, string> = {},
): void {
  sendJson(
    response,
    status,
    { code: status, errno, error: STATUS_CODES[status], message, more_info: ERROR_URL },
    headers,
  );
}

function sendFailure(
  response: ServerResponse,
  failure: { status: number; body?: string; retryAfter?: number },
): void {
  const headers: Record<string, string> =
    failure.retryAfter === undefined ? {} : { 'retry-after': String(failure.retryAfter) };
  if (failure.body === undefined) {
    const reason = STATUS_CODES[failure.status] ?? 'Error';
    refuse(response, { status: failure.status, errno: null, message: reason }, headers);
    return;
  }
  let json = true;
  try {
    JSON.parse(failure.body);
  } catch {
    json = false;
  }
  response.writeHead(failure.status, {
    'content-type': json ? 'application/json' : 'text/plain; charset=utf-8',
    ...headers,
  });
  response.end(failure.body);
}
