import type { CreateTokenInput, DeployMode } from '@launchdeck/protocol';
import { ReferralGetResponse } from '@launchdeck/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchConfig } from '../../test/deploy/launch-config-fixture.ts';
import {
  firstLaunchAnswer,
  importWallet,
  type LaunchTrader,
  settledLaunchRow,
  startLaunchTrader,
} from '../../test/deploy/support.ts';
import { startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import { makeBnbKey } from '../../test/wallets/keys-fixture.ts';
import { LaunchError, type Launcher } from '../deploy/launcher.ts';
import { closeLaunchers, createLaunchers } from '../deploy/launchers.ts';
import { referralEarnings } from '../storage/schema.ts';
import { ReferralLedger } from './ledger.ts';

const SOL = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const BNB = '0x5c952063c7fc8610FFDB798152D69F0B9550762b';
const CHAIN_FAILURE = 'Transaction failed on chain';

/** An offline launcher whose chain never confirms: sent, then failed (as a dropped transaction). */
function failingOnChain(inner: Launcher): Launcher {
  return {
    mode: inner.mode,
    chain: inner.chain,
    simulated: inner.simulated,
    validate: (request) => inner.validate(request),
    prepare: (request, wallet, context) => inner.prepare(request, wallet, context),
    submit: (prepared, signer, context) => inner.submit(prepared, signer, context),
    confirm: async () => {
      throw new LaunchError(CHAIN_FAILURE);
    },
  };
}

describe.each(storageKinds())('the referral ledger on %s', (kind) => {
  const launchers = createLaunchers(launchConfig());
  let server: TestServer;
  let frog: LaunchTrader; // the referrer
  let tad: LaunchTrader; // uses frog's code
  let tadBnb: string;
  let loner: LaunchTrader; // uses no code
  let count = 0;

  const payload = (trader: LaunchTrader, over: Partial<CreateTokenInput> = {}) =>
    ({
      type: 'create_token',
      mode: 'pump',
      name: 'Ledger Cat',
      ticker: 'LEDGER',
      website: '',
      twitter: '',
      image_type: 'letter',
      image_url: null,
      buy_amount: 0.1,
      api_key: trader.solana,
      session_id: trader.sessionId,
      axiom: false,
      request_id: `req_ledger_${count++}`,
      ...over,
    }) satisfies CreateTokenInput;

  /** Launches and answers the launch's row once it is written. */
  async function launch(trader: LaunchTrader, over: Partial<CreateTokenInput> = {}) {
    const request = payload(trader, over);
    const answer = await firstLaunchAnswer(trader.socket, 'debug_request', request);
    const row = await settledLaunchRow(server, trader.username, request.request_id);
    return { answer, row, request };
  }
  const earningsOf = (launchId: number) =>
    server.storage.db
      .select()
      .from(referralEarnings)
      .where(eq(referralEarnings.launchId, launchId));
  /** The launch's ledger row, once the confirmation has written it. */
  async function earningOf(launchId: number) {
    await expect.poll(async () => (await earningsOf(launchId)).length, { timeout: 5000 }).toBe(1);
    return (await earningsOf(launchId))[0];
  }
  const allEarnings = () => server.storage.db.select().from(referralEarnings);
  async function frogAccount() {
    const res = await server.request('GET', '/api/referral/get', undefined, frog.sessionId);
    const body = ReferralGetResponse.parse(await res.json());
    if (!body.found) throw new Error('frog has no referral account');
    return body;
  }
  const userIdOf = async (trader: LaunchTrader) =>
    (await server.app.auth.resolve(trader.sessionId))?.userId ?? -1;

  beforeAll(async () => {
    server = await startTestServer(
      kind,
      {},
      { launchers: { ...launchers, bonk: failingOnChain(launchers.bonk) } },
    );
    frog = await startLaunchTrader(server, 'frog');
    tad = await startLaunchTrader(server, 'tad');
    loner = await startLaunchTrader(server, 'loner');
    tadBnb = await importWallet(server, tad.sessionId, makeBnbKey().hex, '/api/wallets/import_bnb');
    const created = await server.request(
      'POST',
      '/api/referral/create',
      { ref_username: 'Frog', sol_wallet: SOL, bnb_wallet: BNB },
      frog.sessionId,
    );
    expect(created.status).toBe(200);
    const used = await server.request('POST', '/api/user/ref', { ref: 'frog' }, tad.sessionId);
    expect(used.status).toBe(200);
  });
  afterAll(async () => {
    await server.close();
    closeLaunchers(launchers);
  });

  it("records a referred trader's confirmed pump launch: the fee and 7 % of it, in lamports", async () => {
    const { row } = await launch(tad);
    expect(row).toMatchObject({ status: 'confirmed', simulated: true });
    expect(await earningOf(row?.id ?? -1)).toMatchObject({
      referrerId: await userIdOf(frog),
      referredUserId: await userIdOf(tad),
      mode: 'pump',
      currency: 'SOL',
      feeUnits: 10_000_000n,
      shareUnits: 700_000n,
      simulated: true,
    });
    expect(await frogAccount()).toMatchObject({
      launches: 1,
      simulated_launches: 1,
      total_referrals: 1,
      total_fees_earned: 0.0007,
      total_fees_earned_bnb: 0,
    });
  });

  it('counts a fee for every deploy of a multi-deploy', async () => {
    const { row } = await launch(tad, { multi_deploy: 3 });
    expect(await earningOf(row?.id ?? -1)).toMatchObject({
      feeUnits: 30_000_000n,
      shareUnits: 2_100_000n,
    });
    expect(await frogAccount()).toMatchObject({ launches: 2, total_fees_earned: 0.0028 });
  });

  it('records a bnb launch in wei, under the BNB total', async () => {
    const { row } = await launch(tad, { mode: 'bnb', api_key: tadBnb, gwei: 5 });
    expect(await earningOf(row?.id ?? -1)).toMatchObject({
      mode: 'bnb',
      currency: 'BNB',
      feeUnits: 2_500_000_000_000_000n,
      shareUnits: 175_000_000_000_000n,
    });
    expect(await frogAccount()).toMatchObject({
      launches: 3,
      total_fees_earned: 0.0028,
      total_fees_earned_bnb: 0.000175,
    });
  });

  it('writes nothing for a trader without a referrer, nor for the referrer’s own launch', async () => {
    const ledger = new ReferralLedger(server.storage.db, server.config.launchFees);
    for (const trader of [loner, frog]) {
      const { row } = await launch(trader);
      expect(row?.status).toBe('confirmed');
      const confirmed = { launchId: row?.id ?? -1, userId: await userIdOf(trader), deploys: 1 };
      expect(await ledger.record({ ...confirmed, mode: 'pump', simulated: true })).toBe(false);
      expect(await earningsOf(row?.id ?? -1)).toEqual([]);
    }
  });

  it('writes nothing for a refused launch, nor for one the chain failed', async () => {
    const refused = await launch(tad, { api_key: loner.solana });
    expect(refused.row?.status).toBe('failed');
    const onChain = payload(tad, { mode: 'bonk' });
    const sent = await firstLaunchAnswer(tad.socket, 'debug_request', onChain);
    expect(sent).toHaveProperty('result');
    await expect
      .poll(async () => (await settledLaunchRow(server, 'tad', onChain.request_id))?.error, {
        timeout: 5000,
      })
      .toBe(CHAIN_FAILURE);
    // A later confirmed launch is recorded, so the hook has run for the two before it.
    const later = await launch(tad);
    await earningOf(later.row?.id ?? -1);
    expect(await earningsOf(refused.row?.id ?? -1)).toEqual([]);
    const failed = await settledLaunchRow(server, 'tad', onChain.request_id);
    expect(await earningsOf(failed?.id ?? -1)).toEqual([]);
  });

  it('records a launch once: a double click, and the hook told twice', async () => {
    const request = payload(tad);
    const first = firstLaunchAnswer(tad.socket, 'debug_request', request);
    await firstLaunchAnswer(tad.socket, 'debug_request', request);
    await first;
    const row = await settledLaunchRow(server, 'tad', request.request_id);
    const earning = await earningOf(row?.id ?? -1);
    const ledger = new ReferralLedger(server.storage.db, server.config.launchFees);
    const again = {
      launchId: row?.id ?? -1,
      userId: await userIdOf(tad),
      mode: 'pump' as DeployMode,
      deploys: 1,
      simulated: true,
    };
    expect(await ledger.record(again)).toBe(false);
    expect(await earningsOf(row?.id ?? -1)).toEqual([earning]);
  });

  it("answers totals that are exactly the sums of the referrer's ledger rows", async () => {
    const rows = await allEarnings();
    const frogId = await userIdOf(frog);
    expect(rows.every((r) => r.referrerId === frogId && r.referredUserId !== frogId)).toBe(true);
    const sum = (currency: 'SOL' | 'BNB') =>
      rows.filter((r) => r.currency === currency).reduce((total, r) => total + r.shareUnits, 0n);
    // pump 1 + multi-deploy 3 + the later pump + the double-clicked pump = 6 SOL fees; one bnb.
    expect(sum('SOL')).toBe(6n * 700_000n);
    expect(sum('BNB')).toBe(175_000_000_000_000n);
    expect(await frogAccount()).toMatchObject({
      launches: rows.length,
      simulated_launches: rows.filter((r) => r.simulated).length,
      total_fees_earned: Number(sum('SOL')) / 1e9,
      total_fees_earned_bnb: Number(sum('BNB')) / 1e18,
    });
    expect(rows).toHaveLength(5);
  });
});
