import {
  AUTO_LAUNCH_MESSAGES,
  type AutoLaunchRulesResponse,
  type WebhookCreated,
  type WebhookPayload,
} from '@launchdeck/protocol';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AutoTrader,
  codeClock,
  createRule,
  freshPost,
  launchesOf,
  ruleBody,
  startAutoTrader,
} from '../../test/auto-launch/support.ts';
import { chainLaunchers } from '../../test/deploy/support.ts';
import { FakeHttpServer, sendJson } from '../../test/fake-http.ts';
import { ADMIN, startTestServer, type TestServer } from '../../test/server-support.ts';
import { rowsOf } from '../storage/database.ts';
import type { FireOutcome } from './firer.ts';

/** Issue 53's "done when", on one node with embedded storage and launchers answering as a chain. */
describe('auto-launch rules', () => {
  const clock = codeClock();
  const chain = chainLaunchers();
  const fired: FireOutcome[] = [];
  let server: TestServer;
  let ann: AutoTrader;
  let receiver: FakeHttpServer | undefined;

  beforeAll(async () => {
    server = await startTestServer(
      'pglite',
      { INGEST_TOKEN: 'auto-launch-ingest-token', WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true' },
      { now: clock.now, launchers: chain.launchers, onAutoLaunch: (o) => fired.push(o) },
    );
    ann = await startAutoTrader(server, clock, 'ann');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });
  beforeEach(async () => {
    // Each test starts with no rule and nothing fired.
    await server.storage.db.execute(sql`delete from auto_launch_rules`);
    await server.storage.db.execute(sql`delete from auto_launch_access`);
    await server.app.autoLaunch.reload();
    fired.length = 0;
    chain.sent.length = 0;
  });

  /** Ingests posts and waits for every fire they set off. */
  const ingest = async (...items: unknown[]) => {
    await server.ingest(items.length === 1 ? items[0] : { posts: items });
    await server.app.autoLaunch.idle();
  };
  const fireRows = async (postId: string) =>
    rowsOf<{ status: string; reason: string | null; launch_id: string | number | null }>(
      await server.storage.db.execute(
        sql`select status, reason, launch_id from auto_launch_fires where post_id = ${postId}`,
      ),
    );

  it('launches a matching post once, as My Launches lists it with its trigger and stages', async () => {
    const rule = await createRule(ann, ruleBody(ann.wallet, { name: 'Frogs' }));
    const post = freshPost('FrogWatch', 'the FROG is back');
    await ingest(post);
    await ingest(post); // the same post again (a source's reconnect): stored as seen, fires nothing
    await ingest({ ...post, text: 'the FROG is back (edited)' }); // an edit fires nothing either
    expect(fired.map((o) => o.status)).toEqual(['launched']);
    expect(chain.sent).toHaveLength(1);
    const launches = (await launchesOf(ann)).filter((l) => l.sourcePost?.id === post.id);
    expect(launches).toHaveLength(1);
    const [launch] = launches;
    expect(launch).toMatchObject({
      mode: 'pump',
      name: expect.stringMatching(/frog/i),
      buyAmount: 0.5,
      trigger: { kind: 'rule', ruleId: rule.id, rule: 'Frogs' },
      sourcePost: { id: post.id, handle: 'FrogWatch' },
    });
    expect(launch?.status === 'sent' || launch?.status === 'confirmed').toBe(true);
    // Stages count from the post's arrival: matched first, then the launch path's own.
    expect(launch?.stages.matched).toBeGreaterThanOrEqual(0);
    expect(launch?.stages.sent).toBeGreaterThanOrEqual(launch?.stages.matched ?? 0);
    expect(await fireRows(post.id)).toEqual([
      { status: 'launched', reason: null, launch_id: expect.anything() },
    ]);
  });

  it('fires on no other account, no old, deleted or test post, and no word it lacks', async () => {
    await createRule(ann, ruleBody(ann.wallet, { maxPostAgeSeconds: 60 }));
    const old = new Date(Date.now() - 10 * 60_000).toISOString();
    await ingest(
      freshPost('someoneelse', 'frog frog frog'),
      freshPost('frogwatch', 'nothing about amphibians'),
      freshPost('frogwatch', 'an old frog', { createdAt: old }),
      freshPost('frogwatch', 'a deleted frog', { isDeleted: true }),
      freshPost('frogwatch', 'a test frog', { source: 'admin-test' }),
    );
    expect(fired).toEqual([]);
    expect(chain.sent).toEqual([]);
  });

  it('fires on the administrator’s test posts only when the rule says so', async () => {
    await createRule(ann, ruleBody(ann.wallet, { testPosts: true, dryRun: true }));
    await ingest(freshPost('frogwatch', 'a test frog', { source: 'admin-test' }));
    expect(fired.map((o) => o.status)).toEqual(['dry_run']);
  });

  it('never fires on a post deleted or stored before the rule', async () => {
    const before = freshPost('frogwatch', 'frog before the rule');
    await ingest(before);
    await createRule(ann, ruleBody(ann.wallet));
    await ingest(before); // replayed after the rule exists: a post seen before
    await ingest({ ...before, isDeleted: true });
    expect(fired).toEqual([]);
  });

  it('a dry run records what would have launched and sends nothing', async () => {
    await createRule(ann, ruleBody(ann.wallet, { dryRun: true, name: 'Dry frogs' }));
    const post = freshPost('frogwatch', 'dry FROG');
    await ingest(post);
    expect(chain.sent).toEqual([]);
    const [launch] = (await launchesOf(ann)).filter((l) => l.sourcePost?.id === post.id);
    expect(launch).toMatchObject({
      status: 'dry_run',
      error: AUTO_LAUNCH_MESSAGES.dryRun,
      trigger: { kind: 'rule', rule: 'Dry frogs' },
    });
    expect(launch?.stages.matched).toBeGreaterThanOrEqual(0);
  });

  it('refuses past the hourly limit, the rule’s cap and the cooldown, each reason recorded', async () => {
    await createRule(
      ann,
      ruleBody(ann.wallet, { limits: { perHour: 1, perDay: 5, cooldownSeconds: 0 } }),
    );
    const [first, second] = [
      freshPost('frogwatch', 'frog one'),
      freshPost('frogwatch', 'frog two'),
    ];
    await ingest(first);
    await ingest(second);
    expect(fired.map((o) => o.status)).toEqual(['launched', 'refused']);
    expect(await fireRows(second.id)).toEqual([
      { status: 'refused', reason: AUTO_LAUNCH_MESSAGES.perHour(1), launch_id: expect.anything() },
    ]);
    const [refused] = (await launchesOf(ann)).filter((l) => l.sourcePost?.id === second.id);
    expect(refused).toMatchObject({ status: 'failed', error: AUTO_LAUNCH_MESSAGES.perHour(1) });
    // The same refusal again is written on its fire's row only, not listed nor toasted again.
    const third = freshPost('frogwatch', 'frog three at the limit');
    await ingest(third);
    expect(await fireRows(third.id)).toEqual([
      { status: 'refused', reason: AUTO_LAUNCH_MESSAGES.perHour(1), launch_id: null },
    ]);
    expect((await launchesOf(ann)).filter((l) => l.sourcePost?.id === third.id)).toEqual([]);

    await server.storage.db.execute(sql`delete from auto_launch_rules`);
    fired.length = 0;
    await createRule(
      ann,
      ruleBody(ann.wallet, {
        limits: { perHour: 10, perDay: 10, spendCap: 0.7, cooldownSeconds: 0 },
      }),
    );
    await ingest(freshPost('frogwatch', 'frog three'));
    await ingest(freshPost('frogwatch', 'frog four'));
    expect(fired.map((o) => [o.status, o.reason])).toEqual([
      ['launched', undefined],
      ['refused', AUTO_LAUNCH_MESSAGES.spendCap(0.7)],
    ]);

    await server.storage.db.execute(sql`delete from auto_launch_rules`);
    fired.length = 0;
    await createRule(
      ann,
      ruleBody(ann.wallet, {
        trigger: { accounts: ['frogwatch', 'toadwatch'], keywords: ['frog'] },
        limits: { perHour: 10, perDay: 10, cooldownSeconds: 600 },
      }),
    );
    await ingest(freshPost('frogwatch', 'frog five'));
    await ingest(freshPost('FROGWATCH', 'frog six'));
    await ingest(freshPost('toadwatch', 'frog seven'));
    expect(fired.map((o) => [o.status, o.reason])).toEqual([
      ['launched', undefined],
      ['refused', AUTO_LAUNCH_MESSAGES.cooldown('FROGWATCH', 600)],
      ['launched', undefined],
    ]);
  });

  it('refuses past the wallet’s own daily cap with the launch path’s sentence', async () => {
    const wallets = (await (await ann.request('GET', '/api/wallets')).json()) as {
      wallets: { id: string; api_key: string; spentToday: number }[];
    };
    const wallet = wallets.wallets.find((w) => w.api_key === ann.wallet);
    // Room for one launch of 0.5 today, beside what the tests before spent.
    const capped = await ann.request('PUT', `/api/wallets/${wallet?.id}/spend-cap`, {
      dailyCap: (wallet?.spentToday ?? 0) + 0.6,
      code: ann.code(),
    });
    expect(capped.status).toBe(200);
    try {
      await createRule(ann, ruleBody(ann.wallet));
      await ingest(freshPost('frogwatch', 'frog eight'));
      await ingest(freshPost('frogwatch', 'frog nine'));
      expect(fired.map((o) => o.status)).toEqual(['launched', 'failed']);
      expect(fired[1]?.reason).toMatch(/cap/i);
      expect(chain.sent).toHaveLength(1);
    } finally {
      await ann.request('PUT', `/api/wallets/${wallet?.id}/spend-cap`, {
        dailyCap: null,
        code: ann.code(),
      });
    }
  });

  it('pause stops every rule of the trader until resumed', async () => {
    await createRule(ann, ruleBody(ann.wallet, { dryRun: true }));
    await createRule(ann, ruleBody(ann.wallet, { dryRun: true, name: 'Second' }));
    const paused = await ann.request('POST', '/api/auto-launch/pause');
    expect(await paused.json()).toMatchObject({ paused: true, blockedBy: 'paused' });
    await ingest(freshPost('frogwatch', 'paused frog'));
    expect(fired).toEqual([]);
    const resumed = await ann.request('POST', '/api/auto-launch/resume');
    expect(await resumed.json()).toEqual({ paused: false, allowed: true });
    await ingest(freshPost('frogwatch', 'resumed frog'));
    expect(fired.map((o) => o.rule.rule.name).sort()).toEqual(['Launch on frog', 'Second']);
  });

  it('cannot be made or turned on without two-factor login and a current code', async () => {
    const bob = await startAutoTrader(server, clock, 'bob', { twoFactor: false });
    const noTwoFactor = await bob.request('POST', '/api/auto-launch-rules', ruleBody(bob.wallet));
    expect(noTwoFactor.status).toBe(403);
    expect(await noTwoFactor.json()).toMatchObject({ error: AUTO_LAUNCH_MESSAGES.twoFactorOff });

    const noCode = await ann.request('POST', '/api/auto-launch-rules', ruleBody(ann.wallet));
    expect(noCode.status).toBe(401);
    expect(await noCode.json()).toMatchObject({ error: AUTO_LAUNCH_MESSAGES.codeNeeded });
    const wrongCode = await ann.request('POST', '/api/auto-launch-rules', {
      ...ruleBody(ann.wallet),
      code: '000000',
    });
    expect(wrongCode.status).toBe(401);

    const rule = await createRule(ann, ruleBody(ann.wallet, { enabled: false }));
    const path = `/api/auto-launch-rules/${rule.id}`;
    const { id: _id, createdAt: _c, stats: _s, ...saved } = rule;
    const enable = await ann.request('PUT', path, { ...saved, enabled: true });
    expect(enable.status).toBe(401);
    const raise = await ann.request('PUT', path, {
      ...saved,
      limits: { ...saved.limits, perHour: saved.limits.perHour + 1 },
    });
    expect(raise.status).toBe(401);
    // Lowering a limit or renaming needs no code.
    const lower = await ann.request('PUT', path, {
      ...saved,
      name: 'Fewer frogs',
      limits: { ...saved.limits, perHour: 1 },
    });
    expect(lower.status).toBe(200);
    const enabled = await ann.request('PUT', path, { ...saved, enabled: true, code: ann.code() });
    expect(enabled.status).toBe(200);
    const list = (await (
      await ann.request('GET', '/api/auto-launch-rules')
    ).json()) as AutoLaunchRulesResponse;
    expect(list.rules.map((r) => [r.name, r.enabled])).toEqual([['Launch on frog', true]]);
  });

  it('refuses another trader’s wallet or one of the wrong chain, with the field named', async () => {
    const notMine = await ann.request('POST', '/api/auto-launch-rules', {
      ...ruleBody(`wk_${'a'.repeat(30)}`),
      code: ann.code(),
    });
    expect(notMine.status).toBe(400);
    expect(await notMine.json()).toMatchObject({ error: AUTO_LAUNCH_MESSAGES.notYourWallet });
    const wrongChain = await ann.request('POST', '/api/auto-launch-rules', {
      ...ruleBody(ann.wallet, { action: { mode: 'bnb', wallet: ann.wallet, buyAmount: 0.1 } }),
      code: ann.code(),
    });
    expect(wrongChain.status).toBe(400);
    expect(await wrongChain.json()).toMatchObject({
      error: AUTO_LAUNCH_MESSAGES.wrongWalletChain('bnb'),
    });
  });

  it('stops when the administrator turns it off, for everyone or for one trader', async () => {
    await createRule(ann, ruleBody(ann.wallet, { dryRun: true }));
    const adminSession = (await server.login(ADMIN.username, ADMIN.password)).sessionId;
    const off = await server.request(
      'PUT',
      '/api/admin/auto-launch',
      { enabled: false },
      adminSession,
    );
    expect(off.status).toBe(200);
    await ingest(freshPost('frogwatch', 'frog while off'));
    expect(fired).toEqual([]);
    const refused = await ann.request('POST', '/api/auto-launch-rules', {
      ...ruleBody(ann.wallet),
      code: ann.code(),
    });
    expect(refused.status).toBe(403);
    await server.request('PUT', '/api/admin/auto-launch', { enabled: true }, adminSession);

    await server.request(
      'PUT',
      '/api/admin/users/ann/auto-launch',
      { enabled: false },
      adminSession,
    );
    expect(await (await ann.request('GET', '/api/auto-launch')).json()).toMatchObject({
      allowed: false,
      blockedBy: 'off-for-you',
    });
    await ingest(freshPost('frogwatch', 'frog while off for ann'));
    expect(fired).toEqual([]);
    const status = await server.request('GET', '/api/admin/user-status', undefined, adminSession);
    expect(((await status.json()) as { users: Record<string, unknown> }).users.ann).toMatchObject({
      autoLaunch: false,
    });
    const audit = await server.request('GET', '/api/admin/audit-log', undefined, adminSession);
    expect(JSON.stringify(await audit.json())).toContain('Auto-launch turned off for ann');
    await server.request(
      'PUT',
      '/api/admin/users/ann/auto-launch',
      { enabled: true },
      adminSession,
    );
    await ingest(freshPost('frogwatch', 'frog when back on'));
    expect(fired.map((o) => o.status)).toEqual(['dry_run']);
  });

  it('tells the rule’s alert channels of each fire, signed like any webhook', async () => {
    receiver = await FakeHttpServer.start((_request, response) => sendJson(response, 200, {}));
    const created = await ann.request('POST', '/api/webhooks', { url: `${receiver.url}/hook` });
    const webhook = (await created.json()) as WebhookCreated;
    const foreign = await ann.request('POST', '/api/auto-launch-rules', {
      ...ruleBody(ann.wallet, { channels: ['wh_not_a_channel_of_ann'] }),
      code: ann.code(),
    });
    expect(foreign.status).toBe(400);
    await createRule(
      ann,
      ruleBody(ann.wallet, { name: 'Told', dryRun: true, channels: [webhook.id] }),
    );
    const post = freshPost('frogwatch', 'a told FROG');
    await ingest(post);
    const deadline = Date.now() + 8_000;
    const notice = () =>
      receiver?.requests.find(
        (r) => (JSON.parse(r.body) as WebhookPayload).data.post.id === post.id,
      );
    while (!notice() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const request = notice();
    if (!request) throw new Error('the channel was not told');
    const body = new Webhook(webhook.secret).verify(request.body, {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    }) as WebhookPayload;
    expect(body).toMatchObject({
      type: 'launch.auto',
      data: {
        post: { id: post.id },
        rule: { name: 'Told' },
        launch: { status: 'dry_run', name: expect.stringMatching(/frog/i) },
      },
    });
  });
});
