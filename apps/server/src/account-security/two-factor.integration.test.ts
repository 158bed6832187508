import {
  ADMIN_API,
  type AuditLogResponseBody,
  MESSAGES,
  ACCOUNT_SECURITY_MESSAGES as SAY,
} from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableTwoFactor, testClock, totpCodeAt } from '../../test/account-security/support.ts';
import { ADMIN, startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';

const PASSWORD = 'two-factor-password';
const DEVICE = 'device-aaaaaaaaaaaaaaaa';
const OTHER_DEVICE = 'device-bbbbbbbbbbbbbbbb';

describe.each(storageKinds())('two-factor login on %s', (kind) => {
  const clock = testClock();
  let server: TestServer;
  let secret: string;
  let recoveryCodes: string[];

  const login = (body: Record<string, unknown>, username = 'tfa') =>
    server.request('POST', '/api/login', { username, password: PASSWORD, ...body });
  const code = (offsetSteps = 0) => totpCodeAt(secret, clock.ms() + offsetSteps * 30_000);

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { now: clock.now });
    await server.addUser('tfa', PASSWORD);
    await server.addUser('plain', PASSWORD);
  });
  afterAll(() => server.close());

  it('sets up a pending secret with its otpauth URL, off until a first code', async () => {
    const { sessionId } = await server.login('tfa', PASSWORD);
    const setup = await server.request('POST', '/api/account/2fa/setup', undefined, sessionId);
    const body = (await setup.json()) as { secret: string; otpauthUrl: string };
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(body.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Launchdeck:tfa');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer: 'Launchdeck',
      secret: body.secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    const status = await server.request('GET', '/api/account/2fa', undefined, sessionId);
    expect(await status.json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    const wrong = await server.request(
      'POST',
      '/api/account/2fa/enable',
      { code: '000000' },
      sessionId,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: SAY.codeWrong });
    // A login still needs no code.
    expect((await login({})).status).toBe(200);
  });

  it('refuses enable before setup, and 2FA calls without a session', async () => {
    const { sessionId } = await server.login('plain', PASSWORD);
    const early = await server.request(
      'POST',
      '/api/account/2fa/enable',
      { code: '123456' },
      sessionId,
    );
    expect(early.status).toBe(400);
    expect(await early.json()).toEqual({ error: SAY.setupFirst });
    const anonymous = await server.request('POST', '/api/account/2fa/setup');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: MESSAGES.notLoggedIn });
    const empty = await server.request('POST', '/api/account/2fa/enable', { code: ' ' }, sessionId);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: SAY.codeRequired });
  });

  it('turns on with a first code and answers ten recovery codes, once', async () => {
    const { sessionId } = await server.login('tfa', PASSWORD);
    clock.nextStep();
    ({ secret, recoveryCodes } = await enableTwoFactor(server.url, sessionId, clock.ms()));
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const each of recoveryCodes) expect(each).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const status = await server.request('GET', '/api/account/2fa', undefined, sessionId);
    expect(await status.json()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    const again = await server.request('POST', '/api/account/2fa/setup', undefined, sessionId);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: SAY.alreadyEnabled });
  });

  it('asks for the code after a good password, issuing nothing', async () => {
    const res = await login({});
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: SAY.codeRequired, twoFactorRequired: true });
    const wrongPassword = await server.request('POST', '/api/login', {
      username: 'tfa',
      password: 'nope',
      code: code(),
    });
    expect(await wrongPassword.json()).toEqual({ error: MESSAGES.loginFailed });
  });

  it('refuses a wrong code with its sentence', async () => {
    const res = await login({ code: '000000' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: SAY.codeWrong, twoFactorRequired: true });
  });

  it('accepts the current code, and never the same step twice: a replay is told it was just used', async () => {
    clock.nextStep();
    const current = code();
    const first = await login({ code: current });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ username: 'tfa' });
    const replay = await login({ code: current });
    expect(replay.status).toBe(401);
    // Issue 50: a right code a moment after its use says so, not "not right".
    expect(await replay.json()).toEqual({ error: SAY.codeUsed, twoFactorRequired: true });
  });

  it('accepts a code one step early and one step late, and refuses two steps old', async () => {
    clock.nextStep(3);
    expect((await login({ code: code(-1) })).status).toBe(200);
    clock.nextStep(3);
    expect((await login({ code: code(1) })).status).toBe(200);
    clock.nextStep(3);
    expect((await login({ code: code(-2) })).status).toBe(401);
    expect((await login({ code: code(2) })).status).toBe(401);
    // Spaces as an app shows the code are fine.
    const spaced = `${code().slice(0, 3)} ${code().slice(3)}`;
    expect((await login({ code: spaced })).status).toBe(200);
  });

  it('takes a recovery code once, whatever its case or dash', async () => {
    const [first, second] = recoveryCodes as [string, string];
    expect((await login({ code: first.toUpperCase() })).status).toBe(200);
    const reused = await login({ code: first });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({ error: SAY.codeWrong, twoFactorRequired: true });
    expect((await login({ code: second.replace('-', '') })).status).toBe(200);
    const third = await login({ code: recoveryCodes[2] });
    const { sessionId } = (await third.json()) as { sessionId: string };
    const status = await server.request('GET', '/api/account/2fa', undefined, sessionId);
    expect(await status.json()).toMatchObject({ recoveryCodesLeft: 7 });
  });

  it('asks for the code when a saved login is used on another device, spending it only then', async () => {
    clock.nextStep(3);
    const saved = (await (
      await login({ code: code(), remember: true, deviceId: DEVICE })
    ).json()) as { rememberToken: string };
    const sameDevice = await server.request('POST', '/api/login/remembered', {
      username: 'tfa',
      rememberToken: saved.rememberToken,
      deviceId: DEVICE,
    });
    expect(sameDevice.status).toBe(200);
    const { rememberToken } = (await sameDevice.json()) as { rememberToken: string };
    const elsewhere = { username: 'tfa', rememberToken, deviceId: OTHER_DEVICE };
    const asked = await server.request('POST', '/api/login/remembered', elsewhere);
    expect(asked.status).toBe(401);
    expect(await asked.json()).toEqual({ error: SAY.codeRequired, twoFactorRequired: true });
    const noDevice = await server.request('POST', '/api/login/remembered', {
      username: 'tfa',
      rememberToken,
    });
    expect(await noDevice.json()).toEqual({ error: SAY.codeRequired, twoFactorRequired: true });
    const wrong = await server.request('POST', '/api/login/remembered', {
      ...elsewhere,
      code: '000000',
    });
    expect(await wrong.json()).toEqual({ error: SAY.codeWrong, twoFactorRequired: true });
    clock.nextStep();
    const withCode = await server.request('POST', '/api/login/remembered', {
      ...elsewhere,
      code: code(),
    });
    expect(withCode.status).toBe(200);
    // The token was spent by that login: it works once.
    const spent = await server.request('POST', '/api/login/remembered', {
      ...elsewhere,
      code: code(),
    });
    expect(await spent.json()).toEqual({ error: MESSAGES.rememberedLoginFailed });
  });

  it('turns off only with a good code', async () => {
    clock.nextStep(3);
    const { sessionId } = (await (await login({ code: code() })).json()) as { sessionId: string };
    const wrong = await server.request(
      'POST',
      '/api/account/2fa/disable',
      { code: '000000' },
      sessionId,
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: SAY.codeWrong });
    clock.nextStep();
    const off = await server.request(
      'POST',
      '/api/account/2fa/disable',
      { code: code() },
      sessionId,
    );
    expect(await off.json()).toEqual({ success: true });
    expect((await login({})).status).toBe(200);
    const again = await server.request(
      'POST',
      '/api/account/2fa/disable',
      { code: code() },
      sessionId,
    );
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: SAY.notEnabled });
  });

  it('lets the admin require 2FA for everyone, audited, and leads a trader without it to set it up', async () => {
    const admin = (await server.login(ADMIN.username, ADMIN.password)).sessionId;
    const { sessionId: plain } = await server.login('plain', PASSWORD);
    const notAdmin = await server.request(
      'POST',
      ADMIN_API.requireTwoFactor,
      { required: true },
      plain,
    );
    expect(notAdmin.status).toBe(403);
    const bad = await server.request(
      'POST',
      ADMIN_API.requireTwoFactor,
      { required: 'yes' },
      admin,
    );
    expect(bad.status).toBe(400);
    const set = await server.request('POST', ADMIN_API.requireTwoFactor, { required: true }, admin);
    expect(await set.json()).toEqual({ required: true });
    const read = await server.request('GET', ADMIN_API.requireTwoFactor, undefined, admin);
    expect(await read.json()).toEqual({ required: true });
    const audit = await server.request('GET', ADMIN_API.auditLog, undefined, admin);
    const [entry] = ((await audit.json()) as AuditLogResponseBody).entries;
    expect(entry).toMatchObject({
      actor: ADMIN.username,
      action: 'settings.require_2fa',
      target: null,
      detail: 'Two-factor login required for everyone',
    });

    const res = await login({}, 'plain');
    const body = (await res.json()) as { sessionId: string; twoFactorSetupRequired?: true };
    expect(body.twoFactorSetupRequired).toBe(true);
    const status = await server.request('GET', '/api/account/2fa', undefined, body.sessionId);
    expect(await status.json()).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0 });
    const wallet = await server.request(
      'POST',
      '/api/wallets/import',
      { wallet_api: 'x' },
      body.sessionId,
    );
    expect(wallet.status).toBe(403);
    expect(await wallet.json()).toEqual({ success: false, error: SAY.setupRequired });

    clock.nextStep();
    await enableTwoFactor(server.url, body.sessionId, clock.ms());
    clock.nextStep();
    expect((await login({}, 'plain')).status).toBe(401);
    await server.request('POST', ADMIN_API.requireTwoFactor, { required: false }, admin);
  });
});

describe.each(storageKinds())('the login limiter and two-factor codes on %s', (kind) => {
  const clock = testClock();
  let server: TestServer;
  let secret: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { LOGIN_MAX_FAILURES: '3' }, { now: clock.now });
    await server.addUser('guarded', PASSWORD);
    const { sessionId } = await server.login('guarded', PASSWORD);
    ({ secret } = await enableTwoFactor(server.url, sessionId, clock.ms()));
  });
  afterAll(() => server.close());

  const login = (code?: string) =>
    server.request('POST', '/api/login', { username: 'guarded', password: PASSWORD, code });

  it('does not count a login that only asked for the code', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login()).status).toBe(401);
    clock.nextStep();
    expect((await login(totpCodeAt(secret, clock.ms()))).status).toBe(200);
  });

  it('counts wrong codes like wrong passwords', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login('000000')).status).toBe(401);
    clock.nextStep();
    const blocked = await login(totpCodeAt(secret, clock.ms()));
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: MESSAGES.loginRateLimited });
  });
});
