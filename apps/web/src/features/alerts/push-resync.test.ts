import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-fetch.ts';
import {
  channel,
  createFakeAlertsServer,
  pushChannel,
  rule,
} from '../../../test/features/alerts/fake-alerts-server.ts';
import { ENDPOINT, KEYS, OTHER_ENDPOINT } from '../../../test/features/push/fake-browser-push.ts';
import { pushResyncServer } from './push-resync.ts';

describe('the server call of resyncing a push channel', () => {
  it('saves the new subscription in the old channel’s place, so its rules go on', async () => {
    const server = createFakeAlertsServer({
      channels: [pushChannel({ id: 'pu_old00001' }), channel()],
      pushEndpoints: { pu_old00001: ENDPOINT },
      rules: [rule({ id: 'rule_00000001', channels: ['pu_old00001', 'wh_00000001'] })],
    });
    const fetch = stubFetch(server.handle);
    const made = await pushResyncServer('sess-alice').save(
      { endpoint: OTHER_ENDPOINT, expirationTime: null, keys: KEYS },
      'Chrome on Linux',
      'pu_old00001',
    );
    expect(made).toMatchObject({ id: 'pu_old00001', kind: 'push', name: 'Chrome on Linux' });
    const [, init] = fetch.mock.calls.at(-1) ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ kind: 'push', replaces: 'pu_old00001' });
    expect(server.state.rules.map((r) => r.channels)).toEqual([['pu_old00001', 'wh_00000001']]);
    expect(server.state.channels.map((c) => c.id)).toEqual(['pu_old00001', 'wh_00000001']);
  });
});
