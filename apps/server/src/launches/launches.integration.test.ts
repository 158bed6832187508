import {
  ADMIN_API,
  DEPLOY_MESSAGES,
  LaunchListResponse,
  LaunchRecord,
  MESSAGES,
  TOOLBAR_DEFAULTS,
} from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectChatUser, PASSWORD } from '../../test/chat/support.ts';
import {
  firstLaunchAnswer,
  type LaunchTrader,
  startLaunchTrader,
} from '../../test/deploy/support.ts';
import { launchOf, launchPayload, listLaunches } from '../../test/launches/support.ts';
import {
  ADMIN,
  startTestServer,
  type TestServer,
  waitForEvent,
} from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';

describe.each(storageKinds())('My Launches (GET /api/launches) on %s', (kind) => {
  let server: TestServer;
  let ann: LaunchTrader;
  let ben: LaunchTrader;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ann = await startLaunchTrader(server, 'ann');
    ben = await startLaunchTrader(server, 'ben');
  });
  afterAll(() => server.close());

  it('lists a launch with its stages, and tells every window of the trader as it changes', async () => {
    const other = await connectChatUser(server, 'ann', PASSWORD);
    const confirmedElsewhere = waitForEvent(
      other.socket,
      'launch_update',
      (launch) => launch.name === 'Listed Cat' && launch.status === 'confirmed',
    );
    const payload = launchPayload(ann, { name: 'Listed Cat', ticker: 'LCAT' });
    const answer = await firstLaunchAnswer(ann.socket, 'debug_request', payload);
    if (!('result' in answer)) throw new Error(answer.error);
    const launch = await launchOf(server.url, ann.sessionId, 'Listed Cat', 'confirmed');
    expect(LaunchRecord.parse(launch)).toEqual(launch);
    expect(launch).toMatchObject({
      mode: 'pump',
      ticker: 'LCAT',
      addresses: [answer.result.address],
      buyAmount: 0.25,
      multiDeploy: false,
      simulated: true,
      website: 'https://historycat.example',
    });
    expect(launch.error).toBeUndefined();
    expect(Object.keys(launch.stages)).toEqual(
      expect.arrayContaining(['validated', 'prepared', 'signed', 'sent', 'confirmed']),
    );
    expect(launch.createdAt).toBeGreaterThan(Date.now() - 60_000);
    expect(await confirmedElsewhere).toEqual(launch);
    other.socket.disconnect();
  });

  it('lists a multi-deploy as one launch with each address', async () => {
    const payload = launchPayload(ann, { name: 'Multi Cat', ticker: 'MULTI', multi_deploy: 3 });
    await firstLaunchAnswer(ann.socket, 'debug_request', payload);
    const launch = await launchOf(server.url, ann.sessionId, 'Multi Cat', 'confirmed');
    expect(launch.multiDeploy).toBe(true);
    expect(new Set(launch.addresses).size).toBe(3);
  });

  it('lists refused launches as failed with the sentence the trader read', async () => {
    const refusals = [
      // DA §5 field rule, refused before anything ran.
      launchPayload(ann, { name: 'Bnb Name Far Too Long Cat', ticker: 'BNBC', mode: 'bnb' }),
      // Someone else's wallet.
      launchPayload(ann, { name: 'Borrowed Cat', ticker: 'BORROW', api_key: ben.solana }),
      // The platform's own rule: multi-deploy is not for bags.
      launchPayload(ann, { name: 'Bags Cat', ticker: 'BAGS', mode: 'bags', multi_deploy: 2 }),
    ];
    for (const payload of refusals) {
      const answer = await firstLaunchAnswer(ann.socket, 'debug_request', payload);
      if (!('error' in answer)) throw new Error(`${payload.name} was launched`);
      const launch = await launchOf(server.url, ann.sessionId, payload.name, 'failed');
      expect(launch).toMatchObject({ error: answer.error, addresses: [], mode: payload.mode });
    }
    const borrowed = await launchOf(server.url, ann.sessionId, 'Borrowed Cat', 'failed');
    expect(borrowed.error).toBe(DEPLOY_MESSAGES.walletNotYours);
  });

  it('lists a launch refused for want of the right to deploy', async () => {
    const cy = await startLaunchTrader(server, 'cy');
    const admin = (await server.login(ADMIN.username, ADMIN.password)).sessionId;
    const off = await server.request(
      'POST',
      ADMIN_API.toggleDeployPermission,
      { targetUsername: 'cy', canDeploy: false },
      admin,
    );
    expect(off.status).toBe(200);
    const payload = launchPayload(cy, { name: 'Barred Cat', ticker: 'BAR' });
    const answer = await firstLaunchAnswer(cy.socket, 'debug_request', payload);
    expect(answer).toMatchObject({ error: DEPLOY_MESSAGES.noPermission });
    const launch = await launchOf(server.url, cy.sessionId, 'Barred Cat', 'failed');
    expect(launch.error).toBe(DEPLOY_MESSAGES.noPermission);
  });

  it('keeps the post a toolbar launch came from', async () => {
    const answer = await firstLaunchAnswer(ann.socket, 'toolbar_deploy', {
      mode: 'pump',
      name: 'Quoted Cat',
      symbol: 'QCAT',
      amount: TOOLBAR_DEFAULTS.solBuyAmount,
      source_tweet_id: '1900000000000000042',
      source_tweet_author: 'catposter',
      source_tweet_text: 'a Quoted Cat appears',
      image_type: 'letter',
      api_key: ann.solana,
      session_id: ann.sessionId,
      request_id: 'req_history_toolbar',
    });
    expect(answer).toHaveProperty('result');
    const launch = await launchOf(server.url, ann.sessionId, 'Quoted Cat', 'confirmed');
    expect(launch.sourcePost).toEqual({
      id: '1900000000000000042',
      handle: 'catposter',
      text: 'a Quoted Cat appears',
    });
  });

  it('keeps the hotkey that sent a launch (issue 50), from a preset and from the toolbar variant', async () => {
    const preset = { kind: 'hotkey', keybind: 'Ctrl+Z', preset: 'Coinify' } as const;
    const payload = launchPayload(ann, {
      name: 'Hotkey Cat',
      ticker: 'HKEY',
      source_tweet_id: '1900000000000000043',
      source_tweet_author: 'catposter',
      source_tweet_text: 'Hotkey Cat is here',
      trigger: preset,
    });
    expect(await firstLaunchAnswer(ann.socket, 'debug_request', payload)).toHaveProperty('result');
    const launched = await launchOf(server.url, ann.sessionId, 'Hotkey Cat', 'confirmed');
    expect(launched.trigger).toEqual(preset);
    expect(launched.sourcePost?.handle).toBe('catposter');

    const autoDeploy = { kind: 'hotkey', keybind: 'Ctrl+X' } as const;
    const answer = await firstLaunchAnswer(ann.socket, 'toolbar_deploy', {
      mode: 'pump',
      name: 'Auto Cat',
      symbol: 'ACAT',
      amount: TOOLBAR_DEFAULTS.solBuyAmount,
      source_tweet_id: '1900000000000000044',
      source_tweet_author: 'catposter',
      source_tweet_text: 'Auto Cat',
      image_type: 'letter',
      api_key: ann.solana,
      session_id: ann.sessionId,
      request_id: 'req_history_hotkey',
      trigger: autoDeploy,
    });
    expect(answer).toHaveProperty('result');
    const auto = await launchOf(server.url, ann.sessionId, 'Auto Cat', 'confirmed');
    expect(auto.trigger).toEqual(autoDeploy);
    // A click carries none.
    const clicked = await launchOf(server.url, ann.sessionId, 'Quoted Cat', 'confirmed');
    expect(clicked.trigger).toBeUndefined();
  });

  it('pages newest first with before, and filters by platform and status', async () => {
    const all = (await listLaunches(server.url, ann.sessionId, '?limit=200')).body.launches;
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all.map((l) => l.createdAt)).toEqual(
      [...all.map((l) => l.createdAt)].sort((a, b) => b - a),
    );
    const seen: string[] = [];
    let before: string | undefined;
    do {
      const query = `?limit=2${before ? `&before=${before}` : ''}`;
      const { status, body } = await listLaunches(server.url, ann.sessionId, query);
      expect(status).toBe(200);
      expect(LaunchListResponse.parse(body)).toEqual(body);
      expect(body.launches.length).toBeLessThanOrEqual(2);
      seen.push(...body.launches.map((l) => l.id));
      before = body.nextBefore;
    } while (before);
    expect(seen).toEqual(all.map((l) => l.id));
    const failed = (await listLaunches(server.url, ann.sessionId, '?status=failed')).body.launches;
    expect(failed.map((l) => l.name).sort()).toEqual(
      ['Bags Cat', 'Bnb Name Far Too Long Cat', 'Borrowed Cat'].sort(),
    );
    const bnb = (await listLaunches(server.url, ann.sessionId, '?mode=bnb')).body.launches;
    expect(bnb.map((l) => l.name)).toEqual(['Bnb Name Far Too Long Cat']);
  });

  it('shows a trader only their own launches', async () => {
    const payload = launchPayload(ben, { name: 'Ben Cat', ticker: 'BEN' });
    await firstLaunchAnswer(ben.socket, 'debug_request', payload);
    await launchOf(server.url, ben.sessionId, 'Ben Cat', 'confirmed');
    const bens = (await listLaunches(server.url, ben.sessionId, '?limit=200')).body.launches;
    expect(bens.map((l) => l.name)).toEqual(['Ben Cat']);
    const anns = (await listLaunches(server.url, ann.sessionId, '?limit=200')).body.launches;
    expect(anns.map((l) => l.name)).not.toContain('Ben Cat');
    // Paging from another's launch id shows nothing of theirs either.
    const from = bens[0]?.id ?? '';
    const paged = (await listLaunches(server.url, ann.sessionId, `?before=${from}`)).body.launches;
    expect(paged.map((l) => l.name)).not.toContain('Ben Cat');
  });

  it.each([
    ['?limit=0', 'limit must be at least 1'],
    ['?limit=201', 'limit must be at most 200'],
    ['?limit=lots', 'limit must be a number'],
    ['?before=abc', 'before must be a launch id (digits)'],
    ['?status=pending', 'status'],
    ['?mode=moonshot', 'mode'],
  ])('answers %s with 400 and a sentence', async (query, sentence) => {
    const { status, body } = await listLaunches(server.url, ann.sessionId, query);
    expect(status).toBe(400);
    expect(body.error).toContain(sentence);
  });

  it('answers 401 without a session or with an ended one', async () => {
    expect(await listLaunches(server.url, undefined)).toEqual({
      status: 401,
      body: { error: MESSAGES.notLoggedIn },
    });
    expect(await listLaunches(server.url, 'not-a-session')).toEqual({
      status: 401,
      body: { error: MESSAGES.sessionInvalid },
    });
  });
});
