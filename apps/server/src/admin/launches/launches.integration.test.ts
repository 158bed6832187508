import { ADMIN_API, AdminLaunchListResponse } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminTestServer, startAdminTestServer } from '../../../test/admin/support.ts';
import { firstLaunchAnswer, startLaunchTrader } from '../../../test/deploy/support.ts';
import { launchOf, launchPayload } from '../../../test/launches/support.ts';
import { storageKinds } from '../../../test/storage/support.ts';

describe.each(storageKinds())('the admin’s Launches tab on %s', (kind) => {
  let server: AdminTestServer;

  const list = async (query = '') => {
    const { status, body } = await server.call('GET', `${ADMIN_API.launches}${query}`);
    expect(status).toBe(200);
    return AdminLaunchListResponse.parse(body);
  };

  beforeAll(async () => {
    server = await startAdminTestServer(kind);
    const ann = await startLaunchTrader(server, 'ann');
    const ben = await startLaunchTrader(server, 'ben');
    await firstLaunchAnswer(ann.socket, 'debug_request', launchPayload(ann, { name: 'Ann Cat' }));
    await firstLaunchAnswer(
      ben.socket,
      'debug_request',
      launchPayload(ben, { name: 'Ben Bnb Name Too Long Cat', mode: 'bnb' }),
    );
    await launchOf(server.url, ann.sessionId, 'Ann Cat', 'confirmed');
    await launchOf(server.url, ben.sessionId, 'Ben Bnb Name Too Long Cat', 'failed');
  });
  afterAll(() => server.close());

  it('lists every trader’s launches, newest first, with the trader', async () => {
    const { launches } = await list();
    expect(launches.map((l) => [l.username, l.name, l.status])).toEqual([
      ['ben', 'Ben Bnb Name Too Long Cat', 'failed'],
      ['ann', 'Ann Cat', 'confirmed'],
    ]);
  });

  it('counts the last 24 hours by platform and status', async () => {
    expect((await list()).last24h).toEqual({
      byPlatform: { pump: 1, bonk: 0, bags: 0, bnb: 1, usd1: 0 },
      byStatus: { preparing: 0, sent: 0, confirmed: 1, failed: 1, dry_run: 0 },
      total: 2,
    });
  });

  it('filters and pages like the trader’s list', async () => {
    expect((await list('?status=failed')).launches.map((l) => l.username)).toEqual(['ben']);
    expect((await list('?mode=pump')).launches.map((l) => l.username)).toEqual(['ann']);
    const first = await list('?limit=1');
    expect(first.launches.map((l) => l.username)).toEqual(['ben']);
    const next = await list(`?limit=1&before=${first.nextBefore}`);
    expect(next.launches.map((l) => l.username)).toEqual(['ann']);
    expect(next.nextBefore).toBeUndefined();
  });

  it('refuses a bad query with a sentence', async () => {
    expect(await server.call('GET', `${ADMIN_API.launches}?limit=0`)).toEqual({
      status: 400,
      body: expect.objectContaining({ error: 'limit must be at least 1' }),
    });
  });
});
