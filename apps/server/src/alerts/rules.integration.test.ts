import {
  ALERT_KINDS,
  ALERT_LIMITS,
  ALERTS_PATHS,
  AlertRule,
  AlertRuleBody,
  AlertRulesResponse,
} from '@launchdeck/protocol';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server-support.ts';
import { openTestStorage, storageKinds } from '../../test/storage/support.ts';
import { HttpError } from '../http/errors.ts';
import type { Database, Storage } from '../storage/database.ts';
import { alertChannels, alertRules, users } from '../storage/schema.ts';
import { newChannelId } from './channels-repository.ts';
import { AlertRulesRepository, RULES_FULL_MESSAGE } from './rules-repository.ts';
import { ALERT_RULE_MESSAGES } from './rules-routes.ts';

const PASSWORD = 'alert-rules-password';
const ruleAt = (id: string) => ALERTS_PATHS.rule.replace(':id', id);

/** A stored rule: the body parsed, its defaults filled in. */
const stored = (body: Partial<AlertRuleBody> = {}) =>
  AlertRuleBody.parse({ name: 'Drops', kinds: ['post'], ...body });

/** A channel row of `userId`, as POST /api/webhooks makes one (the secret is not read here). */
async function addChannel(db: Database, userId: number, disabled = false): Promise<string> {
  const id = newChannelId();
  await db.insert(alertChannels).values({
    id,
    userId,
    kind: 'webhook',
    name: 'hook',
    url: 'https://example.com/hook',
    secret: 'not-read-here',
    ...(disabled ? { disabledAt: new Date(), disabledReason: 'failed' } : {}),
  });
  return id;
}

async function addUserRow(db: Database, username: string): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ username, passwordHash: 'not-a-hash' })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

describe.each(storageKinds())('the alert rules repository on %s', (kind) => {
  let storage: Storage;
  let repo: AlertRulesRepository;
  let ann: number;
  let ben: number;
  beforeAll(async () => {
    storage = await openTestStorage(kind);
    repo = new AlertRulesRepository(storage.db);
    ann = await addUserRow(storage.db, 'ann');
    ben = await addUserRow(storage.db, 'ben');
  }, 60_000);
  afterAll(() => storage.close());

  it('creates, lists, replaces and removes a trader’s rules, and no one else’s', async () => {
    const created = await repo.create(ann, stored({ keywords: ['frog'] }));
    expect(created).toEqual({
      ...stored({ keywords: ['frog'] }),
      id: expect.stringMatching(/^ar_[A-Za-z0-9_-]{24}$/),
      createdAt: expect.any(String),
    });
    expect(AlertRule.parse(created)).toEqual(created);
    expect(await repo.list(ann)).toEqual([created]);
    expect(await repo.list(ben)).toEqual([]);

    expect(await repo.update(ben, created.id, stored({ name: 'Taken' }))).toBeUndefined();
    expect(await repo.remove(ben, created.id)).toBe(false);

    const replaced = await repo.update(ann, created.id, stored({ name: 'Frogs', enabled: false }));
    expect(replaced).toEqual({
      ...stored({ name: 'Frogs', enabled: false }),
      id: created.id,
      createdAt: created.createdAt,
    });
    expect(await repo.list(ann)).toEqual([replaced]);
    expect(await repo.remove(ann, created.id)).toBe(true);
    expect(await repo.remove(ann, created.id)).toBe(false);
    expect(await repo.list(ann)).toEqual([]);
  });

  it('refuses a rule past the limit with a 409 sentence, counting the trader’s own only', async () => {
    for (let i = 0; i < ALERT_LIMITS.rulesMax; i++)
      await repo.create(ben, stored({ name: `${i}` }));
    const refused = await repo.create(ben, stored()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 409, message: RULES_FULL_MESSAGE });
    expect((await repo.list(ben)).length).toBe(ALERT_LIMITS.rulesMax);
    // Names come back in the order they were made.
    expect((await repo.list(ben)).map((rule) => rule.name).slice(0, 3)).toEqual(['0', '1', '2']);
    const other = await repo.create(ann, stored());
    await repo.remove(ann, other.id);
    await storage.db.delete(alertRules).where(eq(alertRules.userId, ben));
  });

  it('reads a rule stored before a field existed with that field’s default', async () => {
    const { updates: _updates, ...older } = stored();
    await storage.db
      .insert(alertRules)
      .values({ id: 'ar_olderrule01', userId: ann, rule: older as never });
    expect((await repo.list(ann))[0]).toMatchObject({ id: 'ar_olderrule01', updates: false });
    await repo.remove(ann, 'ar_olderrule01');
  });

  it('gives the outbox every enabled rule with a live channel of its owner, and only those', async () => {
    const annHook = await addChannel(storage.db, ann);
    const annOff = await addChannel(storage.db, ann, true);
    const benHook = await addChannel(storage.db, ben);
    const sends = await repo.create(ann, stored({ name: 'sends', channels: [annHook, annOff] }));
    await repo.create(ann, stored({ name: 'off', enabled: false, channels: [annHook] }));
    await repo.create(ann, stored({ name: 'nowhere' }));
    await repo.create(ann, stored({ name: 'disabled only', channels: [annOff] }));
    // Another trader's channel named in a rule (the routes refuse it) is never sent to.
    await repo.create(ann, stored({ name: 'foreign', channels: [benHook] }));
    const bens = await repo.create(ben, stored({ name: 'ben', channels: [benHook] }));

    const enabled = await repo.enabled();
    expect(enabled.map(({ userId, rule }) => [userId, rule.name, rule.channels])).toEqual([
      [ann, 'sends', [annHook]],
      [ben, 'ben', [benHook]],
    ]);
    expect(enabled[0]?.rule).toEqual({ ...sends, channels: [annHook] });
    expect(enabled[1]?.rule).toEqual(bens);

    // A webhook removed: its rules send nowhere, so they are not given.
    await storage.db.delete(alertChannels).where(eq(alertChannels.id, annHook));
    expect((await repo.enabled()).map(({ rule }) => rule.name)).toEqual(['ben']);
  });
});

describe.each(storageKinds())('alert rules over HTTP on %s', (kind) => {
  let server: TestServer;
  const sessions: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let tiaHook: string;
  let umaHook: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const name of ['tia', 'uma', 'vic']) {
      await server.addUser(name, PASSWORD);
      sessions[name] = (await server.login(name, PASSWORD)).sessionId;
      const [row] = await server.storage.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, name));
      ids[name] = row?.id ?? -1;
    }
    tiaHook = await addChannel(server.storage.db, ids.tia ?? -1);
    umaHook = await addChannel(server.storage.db, ids.uma ?? -1);
  }, 60_000);
  afterAll(() => server.close());

  const call = async (method: string, path: string, body?: unknown, who = 'tia') => {
    const response = await server.request(method, path, body, sessions[who]);
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  };
  const list = async (who = 'tia') =>
    AlertRulesResponse.parse((await call('GET', ALERTS_PATHS.rules, undefined, who)).body).rules;
  const count = async () => {
    const [row] = await server.storage.db
      .select({ n: sql<number>`count(*)::int` })
      .from(alertRules);
    return row?.n ?? 0;
  };

  it('answers 401 without a session', async () => {
    const response = await server.request('GET', ALERTS_PATHS.rules);
    expect(response.status).toBe(401);
  });

  it('creates a rule with its defaults filled in, for that trader only', async () => {
    expect(await list()).toEqual([]);
    const created = await call('POST', ALERTS_PATHS.rules, {
      name: '  Drops ',
      kinds: ['post', 'reply'],
      accounts: ['@Alice', 'BOB'],
    });
    expect(created.status).toBe(201);
    const rule = AlertRule.parse(created.body);
    expect(rule).toEqual({
      id: expect.stringMatching(/^ar_/),
      createdAt: expect.any(String),
      name: 'Drops',
      accounts: ['alice', 'bob'],
      kinds: ['post', 'reply'],
      hasAddress: false,
      keywords: [],
      memeWords: false,
      updates: false,
      channels: [],
      enabled: true,
    });
    expect(new Date(rule.createdAt).toISOString()).toBe(rule.createdAt);
    expect(await list()).toEqual([rule]);
    expect(await list('uma')).toEqual([]);
    await call('DELETE', ruleAt(rule.id));
  });

  it('replaces a rule, keeping its id and creation time, and removes it', async () => {
    const first = AlertRule.parse(
      (await call('POST', ALERTS_PATHS.rules, { name: 'One', kinds: ['post'] })).body,
    );
    const body = {
      name: 'Two',
      kinds: [...ALERT_KINDS],
      hasAddress: true,
      keywords: ['$PEPE', '狗狗币', '🚀'],
      memeWords: true,
      updates: true,
      channels: [tiaHook],
      enabled: false,
    };
    const replaced = await call('PUT', ruleAt(first.id), body);
    expect(replaced).toEqual({
      status: 200,
      body: { ...body, accounts: [], id: first.id, createdAt: first.createdAt },
    });
    expect(await list()).toEqual([replaced.body]);

    expect(await call('DELETE', ruleAt(first.id))).toEqual({ status: 204, body: undefined });
    expect(await list()).toEqual([]);
    expect(await call('DELETE', ruleAt(first.id))).toEqual({
      status: 404,
      body: { error: ALERT_RULE_MESSAGES.notFound },
    });
    expect(await call('PUT', ruleAt(first.id), body)).toEqual({
      status: 404,
      body: { error: ALERT_RULE_MESSAGES.notFound },
    });
  });

  it('answers 404 for another trader’s rule, and leaves it as it was', async () => {
    const umas = AlertRule.parse(
      (await call('POST', ALERTS_PATHS.rules, { name: 'Uma’s', kinds: ['quote'] }, 'uma')).body,
    );
    const notFound = { status: 404, body: { error: ALERT_RULE_MESSAGES.notFound } };
    expect(await call('PUT', ruleAt(umas.id), { name: 'Mine', kinds: ['post'] })).toEqual(notFound);
    expect(await call('DELETE', ruleAt(umas.id))).toEqual(notFound);
    expect(await list('uma')).toEqual([umas]);
    await call('DELETE', ruleAt(umas.id), undefined, 'uma');
  });

  it('refuses a channel that is not the trader’s, naming it, and stores nothing', async () => {
    const before = await count();
    const unknown = 'wh_nosuchchannel0000000';
    for (const channels of [[umaHook], [tiaHook, umaHook], [unknown]]) {
      const foreign = channels.find((id) => id !== tiaHook) ?? '';
      const error = ALERT_RULE_MESSAGES.notYourChannel(foreign);
      expect(error).toMatch(/channel .* is not one of yours/);
      expect(
        await call('POST', ALERTS_PATHS.rules, { name: 'x', kinds: ['post'], channels }),
      ).toEqual({ status: 400, body: { error, fields: { channels: error } } });
    }
    expect(await count()).toBe(before);

    const mine = await call('POST', ALERTS_PATHS.rules, {
      name: 'Mine',
      kinds: ['post'],
      channels: [tiaHook, tiaHook],
    });
    expect(mine.status).toBe(201);
    const rule = AlertRule.parse(mine.body);
    expect(rule.channels).toEqual([tiaHook]);
    const moved = await call('PUT', ruleAt(rule.id), {
      name: 'x',
      kinds: ['post'],
      channels: [umaHook],
    });
    expect(moved.status).toBe(400);
    expect(await list()).toEqual([rule]);
    await call('DELETE', ruleAt(rule.id));
  });

  const longKeyword = 'k'.repeat(ALERT_LIMITS.keywordMax + 1);
  const accounts = Array.from({ length: ALERT_LIMITS.accountsMax + 1 }, (_, i) => `acct${i}`);
  it.each<[string, Record<string, unknown>, string | RegExp]>([
    ['an empty name', { name: '', kinds: ['post'] }, 'name must not be empty'],
    ['a name of spaces', { name: '   ', kinds: ['post'] }, 'name must not be empty'],
    ['a name only invisible', { name: '\u200b\u3164', kinds: ['post'] }, 'name must not be empty'],
    ['a 61-character name', { name: 'n'.repeat(61), kinds: ['post'] }, /^name must be at most 60/],
    ['no kinds', { name: 'x', kinds: [] }, 'kinds must name at least one kind'],
    ['no kinds at all', { name: 'x' }, /^kinds/],
    ['an unknown kind', { name: 'x', kinds: ['tweet'] }, /^kinds\.0/],
    ['101 accounts', { name: 'x', kinds: ['post'], accounts }, /^accounts/],
    [
      'an empty account',
      { name: 'x', kinds: ['post'], accounts: [' '] },
      'accounts.0 must not be empty',
    ],
    [
      'an invisible account',
      { name: 'x', kinds: ['post'], accounts: ['bob', '@\u200b'] },
      'accounts.1 must not be empty',
    ],
    [
      'a 61-character keyword',
      { name: 'x', kinds: ['post'], keywords: [longKeyword] },
      'keywords.0 must be at most 60 characters',
    ],
    [
      'an invisible keyword',
      { name: 'x', kinds: ['post'], keywords: ['gm', '\u200b\u2060'] },
      'keywords.1 must not be empty',
    ],
    [
      'a NUL in the name',
      { name: 'gm\u0000', kinds: ['post'] },
      'name must not contain NUL or unpaired surrogate characters',
    ],
    [
      'half a surrogate pair in a keyword',
      { name: 'x', kinds: ['post'], keywords: ['\ud83d'] },
      'keywords.0 must not contain NUL or unpaired surrogate characters',
    ],
    [
      'a channel id this server cannot have given',
      { name: 'x', kinds: ['post'], channels: ['../etc'] },
      'channels.0 must be an id this server gave',
    ],
    ['a body that is not an object', ['x'] as unknown as Record<string, unknown>, /\w/],
  ])('refuses %s with a 400 sentence and stores nothing', async (_name, body, error) => {
    const before = await count();
    const answer = await call('POST', ALERTS_PATHS.rules, body);
    expect(answer.status).toBe(400);
    const sentence = (answer.body as { error: string }).error;
    if (typeof error === 'string') expect(sentence).toBe(error);
    else expect(sentence).toMatch(error);
    expect(await count()).toBe(before);
  });

  it('refuses the same bodies on a replace, and a path id this server cannot have given', async () => {
    const rule = AlertRule.parse(
      (await call('POST', ALERTS_PATHS.rules, { name: 'Kept', kinds: ['post'] })).body,
    );
    expect(await call('PUT', ruleAt(rule.id), { name: '', kinds: ['post'] })).toMatchObject({
      status: 400,
      body: { error: 'name must not be empty' },
    });
    expect((await call('PUT', ruleAt('x'), { name: 'y', kinds: ['post'] })).status).toBe(400);
    expect((await call('DELETE', ruleAt('bad id!'))).status).toBe(400);
    expect(await list()).toEqual([rule]);
    await call('DELETE', ruleAt(rule.id));
  });

  it(`refuses a trader’s rule past ${ALERT_LIMITS.rulesMax} with 409, until one is removed`, async () => {
    const repo = new AlertRulesRepository(server.storage.db);
    const vic = ids.vic ?? -1;
    for (let i = 1; i < ALERT_LIMITS.rulesMax; i++)
      await repo.create(vic, stored({ name: `${i}` }));
    const last = await call('POST', ALERTS_PATHS.rules, { name: 'last', kinds: ['post'] }, 'vic');
    expect(last.status).toBe(201);
    const body = { name: 'one more', kinds: ['post'] };
    expect(await call('POST', ALERTS_PATHS.rules, body, 'vic')).toEqual({
      status: 409,
      body: { error: RULES_FULL_MESSAGE },
    });
    expect((await list('vic')).length).toBe(ALERT_LIMITS.rulesMax);
    // Another trader is not held by vic's count.
    const tias = await call('POST', ALERTS_PATHS.rules, body);
    expect(tias.status).toBe(201);
    await call('DELETE', ruleAt(AlertRule.parse(tias.body).id));

    const { id } = AlertRule.parse(last.body);
    expect((await call('DELETE', ruleAt(id), undefined, 'vic')).status).toBe(204);
    expect((await call('POST', ALERTS_PATHS.rules, body, 'vic')).status).toBe(201);
  });
});
