import {
  MESSAGES,
  REFERRAL_MESSAGES,
  ReferralCreateResponse,
  ReferralGetResponse,
  ReferralUpdateResponse,
  UserRefGetResponse,
  UserRefSetResponse,
} from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHeader } from '../../test/http-support.ts';
import { ADMIN, startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import { REFERRAL_RATE_LIMITED, REFERRAL_WRITE_RATE_LIMIT } from './rate-limit.ts';
import { ReferralRepository } from './repository.ts';

const PASSWORD = 'referral-pass';
const SOL = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const SOL_2 = 'So11111111111111111111111111111111111111112';
const BNB = '0x5c952063c7fc8610FFDB798152D69F0B9550762b';
const BNB_2 = `0x${'ab'.repeat(20)}`;

describe.each(storageKinds())('referral calls on %s', (kind) => {
  let server: TestServer;
  const sessions: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    const names = ['frogman', 'toad', 'newt', 'axolotl', 'racer1', 'racer2', 'limited', 'gone'];
    for (const name of names) {
      await server.addUser(name, PASSWORD);
      sessions[name] = (await server.login(name, PASSWORD)).sessionId;
    }
  });
  afterAll(() => server.close());

  /** A call as `user` (x-session-id), answering the status and the parsed JSON body. */
  async function call(method: string, path: string, body?: unknown, user?: string) {
    const res = await server.request(method, path, body, user ? sessions[user] : undefined);
    return { status: res.status, body: (await res.json()) as unknown };
  }
  const failure = (status: number, error: string) => ({
    status,
    body: { success: false, error },
  });
  const create = (user: string, fields: Record<string, unknown>) =>
    call('POST', '/api/referral/create', fields, user);
  const setRef = (user: string, ref: unknown) => call('POST', '/api/user/ref', { ref }, user);
  const accountOf = async (user: string) => {
    const { status, body } = await call('GET', '/api/referral/get', undefined, user);
    expect(status).toBe(200);
    return ReferralGetResponse.parse(body);
  };

  it('answers found: false before an account exists', async () => {
    expect(await accountOf('frogman')).toEqual({ found: false });
  });

  it.each([
    [{ ref_username: '', sol_wallet: SOL, bnb_wallet: BNB }, REFERRAL_MESSAGES.fillAllFields],
    [{ ref_username: 'Frog', sol_wallet: '  ', bnb_wallet: BNB }, REFERRAL_MESSAGES.fillAllFields],
    [{ ref_username: 'Frog', sol_wallet: SOL, bnb_wallet: '' }, REFERRAL_MESSAGES.fillAllFields],
    [{ ref_username: 'ab', sol_wallet: SOL, bnb_wallet: BNB }, REFERRAL_MESSAGES.badCode],
    [{ ref_username: 'x'.repeat(21), sol_wallet: SOL, bnb_wallet: BNB }, REFERRAL_MESSAGES.badCode],
    [{ ref_username: 'frog-1', sol_wallet: SOL, bnb_wallet: BNB }, REFERRAL_MESSAGES.badCode],
    [{ ref_username: '<b>frog</b>', sol_wallet: SOL, bnb_wallet: BNB }, REFERRAL_MESSAGES.badCode],
    [
      { ref_username: 'Frog', sol_wallet: 'not-a-wallet', bnb_wallet: BNB },
      REFERRAL_MESSAGES.badSolanaWallet,
    ],
    [
      { ref_username: 'Frog', sol_wallet: `${SOL}0`, bnb_wallet: BNB },
      REFERRAL_MESSAGES.badSolanaWallet,
    ],
    [
      { ref_username: 'Frog', sol_wallet: SOL, bnb_wallet: '0x1234' },
      REFERRAL_MESSAGES.badBnbWallet,
    ],
  ])('refuses create %j with the DA §5 sentence (400)', async (fields, message) => {
    expect(await create('newt', fields)).toEqual(failure(400, message));
  });

  it('creates an account from the body alone (sessionId, no header), wallets trimmed', async () => {
    const res = await server.request('POST', '/api/referral/create', {
      sessionId: sessions.frogman,
      ref_username: ' Frog ',
      sol_wallet: ` ${SOL} `,
      bnb_wallet: `${BNB}\n`,
    });
    expect(res.status).toBe(200);
    expect(ReferralCreateResponse.parse(await res.json())).toEqual({
      success: true,
      username: 'Frog',
    });
    expect(await accountOf('frogman')).toEqual({
      found: true,
      ref_code: 'Frog',
      total_referrals: 0,
      total_fees_earned: 0,
      total_fees_earned_bnb: 0,
      launches: 0,
      simulated_launches: 0,
      sol_wallet: SOL,
      bnb_wallet: BNB,
    });
  });

  it('keeps one account per user (409)', async () => {
    const fields = { ref_username: 'Frog2', sol_wallet: SOL, bnb_wallet: BNB };
    expect(await create('frogman', fields)).toEqual(failure(409, REFERRAL_MESSAGES.alreadyCreated));
    expect(await accountOf('frogman')).toMatchObject({ ref_code: 'Frog' });
  });

  it.each(['FROG', 'frog', 'fRoG'])(
    'refuses %s: codes are unique in any case (409)',
    async (code) => {
      expect(
        await create('toad', { ref_username: code, sol_wallet: SOL, bnb_wallet: BNB }),
      ).toEqual(failure(409, REFERRAL_MESSAGES.codeTaken));
    },
  );

  it('lets one of two racing creates of the same code win, in any case', async () => {
    const answers = await Promise.all([
      create('racer1', { ref_username: 'Speedy', sol_wallet: SOL, bnb_wallet: BNB }),
      create('racer2', { ref_username: 'SPEEDY', sol_wallet: SOL_2, bnb_wallet: BNB_2 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({
      success: false,
      error: REFERRAL_MESSAGES.codeTaken,
    });
  });

  it('creates a second code and updates its wallets (answer and account)', async () => {
    expect(
      await create('toad', { ref_username: 'Toady', sol_wallet: SOL, bnb_wallet: BNB }),
    ).toEqual({ status: 200, body: { success: true, username: 'Toady' } });
    const res = await server.request('POST', '/api/referral/update', {
      sessionId: sessions.toad,
      sol_wallet: ` ${SOL_2}`,
      bnb_wallet: BNB_2,
    });
    expect(res.status).toBe(200);
    expect(ReferralUpdateResponse.parse(await res.json())).toEqual({
      success: true,
      sol_wallet: SOL_2,
      bnb_wallet: BNB_2,
    });
    expect(await accountOf('toad')).toMatchObject({ sol_wallet: SOL_2, bnb_wallet: BNB_2 });
  });

  it.each([
    [{ sol_wallet: '', bnb_wallet: BNB }, 400, REFERRAL_MESSAGES.fillBothWallets],
    [{ sol_wallet: SOL, bnb_wallet: ' ' }, 400, REFERRAL_MESSAGES.fillBothWallets],
    [{ sol_wallet: '0OIl', bnb_wallet: BNB }, 400, REFERRAL_MESSAGES.badSolanaWallet],
    [{ sol_wallet: SOL, bnb_wallet: `${BNB}ff` }, 400, REFERRAL_MESSAGES.badBnbWallet],
  ])('refuses update %j (%d)', async (fields, status, message) => {
    expect(await call('POST', '/api/referral/update', fields, 'toad')).toEqual(
      failure(status, message),
    );
  });

  it('refuses an update without an account (404)', async () => {
    expect(
      await call('POST', '/api/referral/update', { sol_wallet: SOL, bnb_wallet: BNB }, 'newt'),
    ).toEqual(failure(404, REFERRAL_MESSAGES.noAccount));
  });

  it('sets, changes and removes the code a trader uses; the referrer counts its traders', async () => {
    expect(await call('GET', '/api/user/ref', undefined, 'newt')).toEqual({
      status: 200,
      body: { success: true, ref: '' },
    });
    // Typed as a /@code link would give it, in another case: answered as its owner spelled it.
    const set = await setRef('newt', ' @fROG ');
    expect(set.status).toBe(200);
    expect(UserRefSetResponse.parse(set.body)).toEqual({ success: true, ref: 'Frog' });
    const got = await call('GET', '/api/user/ref', undefined, 'newt');
    expect(UserRefGetResponse.parse(got.body)).toEqual({ success: true, ref: 'Frog' });
    expect(await accountOf('frogman')).toMatchObject({ total_referrals: 1 });

    expect(await setRef('newt', 'toady')).toEqual({
      status: 200,
      body: { success: true, ref: 'Toady' },
    });
    expect(await accountOf('frogman')).toMatchObject({ total_referrals: 0 });
    expect(await accountOf('toad')).toMatchObject({ total_referrals: 1 });

    expect(await setRef('newt', '')).toEqual({ status: 200, body: { success: true, ref: '' } });
    expect((await call('GET', '/api/user/ref', undefined, 'newt')).body).toEqual({
      success: true,
      ref: '',
    });
    expect(await accountOf('toad')).toMatchObject({ total_referrals: 0 });
  });

  it.each(['Nobody', 'no', '<script>alert(1)</script>', "frog' OR '1'='1"])(
    'refuses the unknown code %j (404) without repeating it',
    async (code) => {
      expect(await setRef('axolotl', code)).toEqual(failure(404, REFERRAL_MESSAGES.unknownCode));
    },
  );

  it("removes the ref with '@' alone (empty once normalised)", async () => {
    expect(await setRef('axolotl', 'Frog')).toMatchObject({ status: 200 });
    expect(await setRef('axolotl', ' @ ')).toEqual({
      status: 200,
      body: { success: true, ref: '' },
    });
  });

  it("refuses one's own code, in any case (400), and keeps the ref already set", async () => {
    expect(await setRef('frogman', 'Toady')).toMatchObject({ status: 200 });
    expect(await setRef('frogman', 'FROG')).toEqual(failure(400, REFERRAL_MESSAGES.ownCode));
    expect((await call('GET', '/api/user/ref', undefined, 'frogman')).body).toEqual({
      success: true,
      ref: 'Toady',
    });
  });

  it('refuses a self-referral in the table itself (the CHECK), not only in the service', async () => {
    const repo = new ReferralRepository(server.storage.db);
    const frog = await repo.findByCode('frog');
    expect(frog).toBeDefined();
    expect(await repo.setReferrer(frog?.userId ?? -1, frog?.userId ?? -1)).toBe('self');
  });

  it("forgets a deleted trader: their referrer's count drops, their code is free again", async () => {
    expect(
      await create('gone', { ref_username: 'Ghost', sol_wallet: SOL, bnb_wallet: BNB }),
    ).toMatchObject({ status: 200 });
    expect(await setRef('gone', 'Frog')).toMatchObject({ status: 200 });
    expect(await setRef('axolotl', 'Ghost')).toMatchObject({ status: 200 });
    expect(await accountOf('frogman')).toMatchObject({ total_referrals: 1 });
    const admin = (await server.login(ADMIN.username, ADMIN.password)).sessionId;
    const res = await server.request('DELETE', '/api/admin/credentials/gone', undefined, admin);
    expect(res.status).toBe(200);
    expect(await accountOf('frogman')).toMatchObject({ total_referrals: 0 });
    expect((await call('GET', '/api/user/ref', undefined, 'axolotl')).body).toEqual({
      success: true,
      ref: '',
    });
    expect(
      await create('newt', { ref_username: 'GHOST', sol_wallet: SOL, bnb_wallet: BNB }),
    ).toEqual({
      status: 200,
      body: { success: true, username: 'GHOST' },
    });
  });

  describe('without a live session', () => {
    it.each([
      ['GET', '/api/referral/get', undefined],
      ['POST', '/api/referral/create', { ref_username: 'Nope', sol_wallet: SOL, bnb_wallet: BNB }],
      ['POST', '/api/referral/update', { sol_wallet: SOL, bnb_wallet: BNB }],
      ['GET', '/api/user/ref', undefined],
      ['POST', '/api/user/ref', { ref: 'Frog' }],
    ])('%s %s answers 401', async (method, path, body) => {
      expect(await call(method, path, body)).toEqual(failure(401, MESSAGES.notLoggedIn));
      const res = await server.request(method, path, body, 'no-such-session');
      expect({ status: res.status, body: await res.json() }).toEqual(
        failure(401, MESSAGES.sessionInvalid),
      );
    });

    it('takes no session from a body whose sessionId is not a live one', async () => {
      expect(
        await call('POST', '/api/referral/create', {
          sessionId: 'forged',
          ref_username: 'Forged',
          sol_wallet: SOL,
          bnb_wallet: BNB,
        }),
      ).toEqual(failure(401, MESSAGES.sessionInvalid));
    });
  });

  describe('bodies that are not the call’s', () => {
    const send = async (path: string, body: string | unknown) => {
      const res = await server.request('POST', path, body, sessions.axolotl);
      return { status: res.status, body: (await res.json()) as unknown };
    };

    it('answers unparsable JSON with 400 and a sentence (the app-wide answer)', async () => {
      expect(await send('/api/referral/create', '{"ref_username":')).toEqual({
        status: 400,
        body: { error: 'Request body is not valid JSON' },
      });
    });

    it.each([
      ['/api/referral/create', [1, 2], MESSAGES.bodyNotObject],
      ['/api/referral/update', 'null', MESSAGES.bodyNotObject],
      ['/api/user/ref', '"frog"', MESSAGES.bodyNotObject],
    ])('%s with %j answers 400 with a sentence', async (path, body, message) => {
      expect(await send(path, body)).toEqual(failure(400, message));
    });

    it.each([
      [
        '/api/referral/create',
        { ref_username: 5, sol_wallet: SOL, bnb_wallet: BNB },
        'ref_username',
      ],
      ['/api/referral/create', { sol_wallet: SOL, bnb_wallet: BNB }, 'ref_username'],
      ['/api/referral/update', { sol_wallet: SOL }, 'bnb_wallet'],
      ['/api/user/ref', { ref: null }, 'ref'],
      ['/api/user/ref', {}, 'ref'],
    ])('%s with %j names the field (400)', async (path, body, field) => {
      const answer = await send(path, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, error: expect.stringContaining(field) });
    });

    it.each([
      ['/api/referral/create', { ref_username: 'x'.repeat(201), sol_wallet: SOL, bnb_wallet: BNB }],
      ['/api/referral/update', { sol_wallet: SOL.repeat(5), bnb_wallet: BNB }],
      ['/api/user/ref', { ref: 'f'.repeat(5000) }],
    ])('%s refuses an oversized field (400)', async (path, body) => {
      const answer = await send(path, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        success: false,
        error: expect.stringContaining('must be at most 200 characters'),
      });
    });

    it('stores nothing from them', async () => {
      expect(await accountOf('axolotl')).toEqual({ found: false });
    });
  });

  it('limits referral writes per session, the body session and the header counted as one', async () => {
    const body = { sessionId: sessions.limited, sol_wallet: SOL, bnb_wallet: BNB };
    for (let i = 0; i < REFERRAL_WRITE_RATE_LIMIT.max; i++) {
      const res = await server.request('POST', '/api/referral/update', body);
      expect(res.status).toBe(404); // no account: refused, but counted
    }
    const res = await fetch(`${server.url}/api/user/ref`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sessionHeader(sessions.limited) },
      body: JSON.stringify({ ref: 'Frog' }),
    });
    expect({ status: res.status, body: await res.json() }).toEqual(
      failure(429, REFERRAL_RATE_LIMITED),
    );
    // Reads are not limited.
    expect((await call('GET', '/api/user/ref', undefined, 'limited')).status).toBe(200);
  });
});
