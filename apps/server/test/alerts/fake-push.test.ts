import { createECDH, createPrivateKey, randomBytes, sign } from 'node:crypto';
import ece from 'http_ece';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { FakePushService, type FakePushSubscription } from './fake-push.ts';

// Requests come from the real web-push library (what the server's sender builds on), sent with
// fetch as generateRequestDetails gives them; the JWTs web-push cannot make are signed here.

const SUBJECT = 'mailto:ops@launchdeck.test';
const appKeys = webpush.generateVAPIDKeys();
const otherKeys = webpush.generateVAPIDKeys();

type VapidKeys = { publicKey: string; privateKey: string };
type Request = {
  endpoint: string;
  method: string;
  headers: Record<string, string>;
  body: Buffer | null;
};

let push: FakePushService;

beforeEach(async () => {
  push = await FakePushService.start();
});

afterEach(async () => {
  await push.close();
});

/** web-push's request for `payload`: aes128gcm, the app's VAPID keys, TTL 60 unless given. */
function request(
  subscription: FakePushSubscription,
  payload: string | undefined,
  options: webpush.RequestOptions = {},
  keys: VapidKeys = appKeys,
): Request {
  const details = webpush.generateRequestDetails(subscription, payload, {
    vapidDetails: { subject: SUBJECT, ...keys },
    TTL: 60,
    contentEncoding: 'aes128gcm',
    ...options,
  });
  const { endpoint, method, headers, body } = details;
  return { endpoint, method, headers: { ...headers }, body };
}

function send(req: Request): Promise<Response> {
  return fetch(req.endpoint, {
    method: req.method,
    headers: req.headers,
    body: req.body === null ? null : new Uint8Array(req.body),
  });
}

/** A JWT signed with `keys`' private key (ES256, r‖s), for the claims web-push will not make. */
function signJwt(
  claims: Record<string, unknown>,
  keys: VapidKeys = appKeys,
  header: Record<string, unknown> = { typ: 'JWT', alg: 'ES256' },
): string {
  const point = Buffer.from(keys.publicKey, 'base64url');
  const key = createPrivateKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
      d: keys.privateKey,
    },
    format: 'jwk',
  });
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode(header)}.${encode(claims)}`;
  const signature = sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

function withAuthorization(req: Request, authorization: string): Request {
  return { ...req, headers: { ...req.headers, Authorization: authorization } };
}

const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

function claims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { aud: push.url, exp: inSeconds(3600), sub: SUBJECT, ...overrides };
}

async function expectRefused(response: Response, status: number, errno?: number | null) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ code: status, message: expect.any(String) });
  if (errno !== undefined) expect(body.errno).toBe(errno);
  expect(push.received).toEqual([]);
  return body;
}

describe('FakePushService accepts', () => {
  it('a push from web-push: 201, Location, TTL echoed, the payload decrypted with emoji', async () => {
    const subscription = push.subscribe(appKeys.publicKey);
    expect(subscription.endpoint).toMatch(new RegExp(`^${push.url}/wpush/v2/[\\w-]+$`));
    expect(Buffer.from(subscription.keys.p256dh, 'base64url')).toHaveLength(65);
    expect(Buffer.from(subscription.keys.auth, 'base64url')).toHaveLength(16);
    const payload = JSON.stringify({ title: 'Launch 🚀 live', body: 'ünïcödé 🐸' });
    const before = Date.now();
    const response = await send(
      request(subscription, payload, { TTL: 3600, urgency: 'high', topic: 'launch-42' }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toMatch(new RegExp(`^${push.url}/m/[\\w-]+$`));
    expect(response.headers.get('ttl')).toBe('3600');
    expect(await response.text()).toBe('');
    expect(push.received).toEqual([
      {
        endpoint: subscription.endpoint,
        payload,
        ttl: 3600,
        urgency: 'high',
        topic: 'launch-42',
        vapidSubject: SUBJECT,
        at: expect.any(Number),
      },
    ]);
    expect(push.received[0]?.at).toBeGreaterThanOrEqual(before);
    expect(push.received[0]?.at).toBeLessThanOrEqual(Date.now());
  });

  it("a push without a body: payload '', urgency normal when absent, TTL 0", async () => {
    const subscription = push.subscribe(appKeys.publicKey);
    const req = request(subscription, undefined, { TTL: 0 });
    delete req.headers.Urgency;
    expect(req.body).toBeNull();
    expect((await send(req)).status).toBe(201);
    expect(push.received).toMatchObject([{ payload: '', urgency: 'normal', ttl: 0 }]);
    expect(push.received[0]).not.toHaveProperty('topic');
  });

  it('a TTL over 60 days, cut to 60 days as autopush does', async () => {
    const subscription = push.subscribe(appKeys.publicKey);
    const response = await send(request(subscription, 'x', { TTL: 90 * 86400 }));
    expect(response.status).toBe(201);
    expect(response.headers.get('ttl')).toBe(String(60 * 86400));
    expect(push.received[0]?.ttl).toBe(60 * 86400);
  });

  it('the largest payload RFC 8291 allows (3993 bytes, a 4096-byte body)', async () => {
    const subscription = push.subscribe(appKeys.publicKey);
    const req = request(subscription, 'a'.repeat(3993));
    expect(req.body).toHaveLength(4096);
    expect((await send(req)).status).toBe(201);
    expect(push.received[0]?.payload).toHaveLength(3993);
  });

  it('a JWT made by hand with the right claims (so the refusals below are for their claim)', async () => {
    const subscription = push.subscribe(appKeys.publicKey);
    const req = request(subscription, 'hi');
    const response = await send(
      withAuthorization(req, `vapid t=${signJwt(claims())}, k=${appKeys.publicKey}`),
    );
    expect(response.status).toBe(201);
    expect(push.received[0]?.payload).toBe('hi');
  });
});

describe('FakePushService refuses', () => {
  it('a push without TTL (400 errno 111), an unparsable one (111), a negative one (114)', async () => {
    const subscription = push.subscribe(appKeys.publicKey);
    const missing = request(subscription, 'x');
    delete missing.headers.TTL;
    await expectRefused(await send(missing), 400, 111);
    const words = request(subscription, 'x');
    words.headers.TTL = 'soon';
    await expectRefused(await send(words), 400, 111);
    const negative = request(subscription, 'x');
    negative.headers.TTL = '-1';
    await expectRefused(await send(negative), 400, 114);
  });

  it('an Urgency outside very-low|low|normal|high (400)', async () => {
    const subscription = push.subscribe(appKeys.publicKey);
    const req = request(subscription, 'x');
    req.headers.Urgency = 'urgent';
    await expectRefused(await send(req), 400);
  });

  it('a Topic over 32 characters or outside base64url (400 errno 113)', async () => {
    const subscription = push.subscribe(appKeys.publicKey);
    const long = request(subscription, 'x');
    long.headers.Topic = 'a'.repeat(33);
    await expectRefused(await send(long), 400, 113);
    const dotted = request(subscription, 'x');
    dotted.headers.Topic = 'launch.42';
    await expectRefused(await send(dotted), 400, 113);
  });

  it('VAPID k other than the applicationServerKey of the subscription (403, as FCM)', async () => {
    const subscription = push.subscribe(appKeys.publicKey);
    await expectRefused(await send(request(subscription, 'x', {}, otherKeys)), 403);
  });

  it('a JWT signed by another key with the right k, or a tampered signature (401 errno 109)', async () => {
    const subscription = push.subscribe(appKeys.publicKey);
    const req = request(subscription, 'x');
    const foreign = signJwt(claims(), otherKeys);
    await expectRefused(
      await send(withAuthorization(req, `vapid t=${foreign}, k=${appKeys.publicKey}`)),
      401,
      109,
    );
    const [head, body, signature = ''] = signJwt(claims()).split('.');
    const bytes = Buffer.from(signature, 'base64url');
    bytes[10] = (bytes[10] ?? 0) ^ 0xff;
    const tampered = `${head}.${body}.${bytes.toString('base64url')}`;
    await expectRefused(
      await send(withAuthorization(req, `vapid t=${tampered}, k=${appKeys.publicKey}`)),
      401,
      109,
    );
  });

  it('a JWT that expired, or expires more than 24 h ahead (401 errno 109)', async () => {
    const subscription = push.subscribe(appKeys.publicKey);
    const req = request(subscription, 'x');
    for (const exp of [inSeconds(-60), inSeconds(25 * 3600)]) {
      const jwt = signJwt(claims({ exp }));
      await expectRefused(
        await send(withAuthorization(req, `vapid t=${jwt}, k=${appKeys.publicKey}`)),
        401,
        109,
      );
    }
  });

  it('a JWT for another audience (401 errno 109)', async () => {
    const subscription = push.subscribe(appKeys.publicKey);
    const req = request(subscription, 'x');
    for (const aud of ['https://fcm.googleapis.com', `${push.url}/wpush`, 'http://127.0.0.1:1']) {
      const jwt = signJwt(claims({ aud }));
      await expectRefused(
        await send(withAuthorization(req, `vapid t=${jwt}, k=${appKeys.publicKey}`)),
        401,
        109,
      );
    }
  });

  it('a JWT without a mailto:/https: sub, or not ES256 (401)', async () => {
    const subscription = push.subscribe(appKeys.publicKey);
    const req = request(subscription, 'x');
    const jwts = [
      signJwt(claims({ sub: undefined })),
      signJwt(claims({ sub: 'ops@launchdeck.test' })),
      signJwt(claims(), appKeys, { typ: 'JWT', alg: 'ES384' }),
    ];
    for (const jwt of jwts) {
      await expectRefused(
        await send(withAuthorization(req, `vapid t=${jwt}, k=${appKeys.publicKey}`)),
        401,
        109,
      );
    }
  });

  it('no Authorization, a legacy WebPush scheme, or no k (401)', async () => {
    const subscription = push.subscribe(appKeys.publicKey);
    const req = request(subscription, 'x');
    const { Authorization: _omitted, ...withoutAuthorization } = req.headers;
    await expectRefused(await send({ ...req, headers: withoutAuthorization }), 401, 109);
    const jwt = signJwt(claims());
    await expectRefused(await send(withAuthorization(req, `WebPush ${jwt}`)), 401, 109);
    await expectRefused(await send(withAuthorization(req, `vapid t=${jwt}`)), 401, 109);
  });

  it('a push to an expired subscription (410 errno 106, cached a day); others still take pushes', async () => {
    const gone = push.subscribe(appKeys.publicKey);
    const live = push.subscribe(appKeys.publicKey);
    push.expire(gone.endpoint);
    const response = await send(request(gone, 'x'));
    expect(response.headers.get('cache-control')).toBe('max-age=86400');
    await expectRefused(response, 410, 106);
    expect((await send(request(live, 'y'))).status).toBe(201);
    expect(push.received.map((r) => r.endpoint)).toEqual([live.endpoint]);
    expect(() => push.expire(`${push.url}/wpush/v2/nobody`)).toThrow();
  });

  it('an unknown endpoint (404 errno 102 in autopush’s error shape) and a GET (405)', async () => {
    const subscription = push.subscribe(appKeys.publicKey);
    const unknown = { ...subscription, endpoint: `${push.url}/wpush/v2/unknown-token` };
    const body = await expectRefused(await send(request(unknown, 'x')), 404, 102);
    expect(body).toMatchObject({ code: 404, errno: 102, error: 'Not Found' });
    const get = await fetch(subscription.endpoint);
    expect(get.headers.get('allow')).toBe('POST');
    await expectRefused(get, 405);
  });

  it('a body over 4096 bytes (413 errno 104)', async () => {
    const subscription = push.subscribe(appKeys.publicKey);
    const req = request(subscription, 'a'.repeat(3994));
    expect(req.body).toHaveLength(4097);
    await expectRefused(await send(req), 413, 104);
  });

  it('a body without Content-Encoding (400 errno 110) or in the legacy aesgcm (415)', async () => {
    const subscription = push.subscribe(appKeys.publicKey);
    const bare = request(subscription, 'x');
    delete bare.headers['Content-Encoding'];
    await expectRefused(await send(bare), 400, 110);
    const legacy = request(subscription, 'x', { contentEncoding: 'aesgcm' });
    // aesgcm's VAPID form is `WebPush <jwt>` + Crypto-Key; give it RFC 8292's so only the coding differs.
    const jwt = signJwt(claims());
    await expectRefused(
      await send(withAuthorization(legacy, `vapid t=${jwt}, k=${appKeys.publicKey}`)),
      415,
      110,
    );
  });

  it('a body that does not decrypt with the subscription’s keys (400 errno 110)', async () => {
    const subscription = push.subscribe(appKeys.publicKey);
    const another = push.subscribe(appKeys.publicKey);
    const forAnother = request({ ...another, endpoint: subscription.endpoint }, 'secret');
    await expectRefused(await send(forAnother), 400, 110);
    const flipped = request(subscription, 'secret');
    const body = Buffer.from(flipped.body ?? []);
    body[body.length - 1] = (body[body.length - 1] ?? 0) ^ 0x01;
    await expectRefused(await send({ ...flipped, body }), 400, 110);
  });

  it('a body of more than one record (RFC 8291 §4: one record, rs larger than it) (400 errno 110)', async () => {
    const subscription = push.subscribe(appKeys.publicKey);
    const encrypt = (rs: number) => {
      const sender = createECDH('prime256v1');
      sender.generateKeys();
      return ece.encrypt(Buffer.from('x'.repeat(100)), {
        version: 'aes128gcm',
        dh: subscription.keys.p256dh,
        privateKey: sender,
        salt: randomBytes(16),
        authSecret: subscription.keys.auth,
        rs,
      });
    };
    const req = request(subscription, 'placeholder');
    const withBody = (body: Buffer): Request => ({
      ...req,
      headers: { ...req.headers, 'Content-Length': String(body.length) },
      body,
    });
    await expectRefused(await send(withBody(encrypt(64))), 400, 110);
    expect((await send(withBody(encrypt(4096)))).status).toBe(201);
    expect(push.received[0]?.payload).toBe('x'.repeat(100));
  });

  it('an applicationServerKey that is not a P-256 point, at subscribe as a browser does', () => {
    expect(() => push.subscribe('not-a-key')).toThrow(/InvalidAccessError/);
    const offCurve = Buffer.alloc(65, 1);
    offCurve[0] = 4;
    expect(() => push.subscribe(offCurve.toString('base64url'))).toThrow(/InvalidAccessError/);
  });
});

describe('FakePushService failNext', () => {
  it('answers a queued status with Retry-After before any check, then as usual', async () => {
    const subscription = push.subscribe(appKeys.publicKey);
    push.failNext({ kind: 'status', status: 429, retryAfter: 30 });
    push.failNext({ kind: 'status', status: 503, body: 'upstream down' });
    const limited = await send(request(subscription, 'x'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
    expect(await limited.json()).toMatchObject({ code: 429 });
    const down = await fetch(`${push.url}/not/even/a/push/path`, { method: 'PUT' });
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBeNull();
    expect(await down.text()).toBe('upstream down');
    expect(push.received).toEqual([]);
    expect((await send(request(subscription, 'x'))).status).toBe(201);
    expect(push.received).toHaveLength(1);
  });

  it('drops the connection without an answer, then answers the next', async () => {
    const subscription = push.subscribe(appKeys.publicKey);
    push.failNext({ kind: 'drop' });
    await expect(send(request(subscription, 'x'))).rejects.toThrow();
    expect(push.received).toEqual([]);
    expect((await send(request(subscription, 'y'))).status).toBe(201);
  });
});

describe('FakePushService waitForPushes', () => {
  it('resolves once that many pushes were accepted, refused ones not counted', async () => {
    const subscription = push.subscribe(appKeys.publicKey);
    const waiting = push.waitForPushes(2, 2000);
    let settled = false;
    void waiting.then(() => {
      settled = true;
    });
    expect((await send(request(subscription, 'one'))).status).toBe(201);
    const refused = request(subscription, 'bad');
    delete refused.headers.TTL;
    expect((await send(refused)).status).toBe(400);
    await Promise.resolve();
    expect(settled).toBe(false);
    expect((await send(request(subscription, 'two'))).status).toBe(201);
    expect((await waiting).map((r) => r.payload)).toEqual(['one', 'two']);
  });

  it('rejects after the timeout when too few arrived', async () => {
    await expect(push.waitForPushes(1, 50)).rejects.toThrow(/timed out/);
  });
});
