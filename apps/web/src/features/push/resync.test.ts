import type { AlertChannel } from '@launchdeck/protocol';
import { describe, expect, it, vi } from 'vitest';
import { pushChannel } from '../../../test/features/alerts/fake-alerts-server.ts';
import { fakeSession } from '../../../test/features/groups/support.ts';
import {
  CHROME_ON_LINUX,
  ENDPOINT,
  FakeSubscription,
  fakeBrowserPush,
  OTHER_ENDPOINT,
} from '../../../test/features/push/fake-browser-push.ts';
import { rememberedPush, rememberPush } from './browser-push.ts';
import { type PushResyncServer, resyncPush, startPushResync } from './resync.ts';

function fakeServer(made: AlertChannel = pushChannel({ id: 'pu_00000001' })) {
  return {
    save: vi.fn<PushResyncServer['save']>(async () => made),
  };
}

describe('resyncing this browser’s push channel', () => {
  it('saves a subscription the push service replaced, in the old channel’s place', async () => {
    fakeBrowserPush({
      permission: 'granted',
      subscription: new FakeSubscription(OTHER_ENDPOINT),
      userAgent: CHROME_ON_LINUX,
    });
    rememberPush('alice', { channelId: 'pu_00000001', endpoint: ENDPOINT });
    const server = fakeServer();
    expect(await resyncPush('alice', server)).toBe(true);
    expect(server.save).toHaveBeenCalledWith(
      expect.objectContaining({ endpoint: OTHER_ENDPOINT }),
      'Chrome on Linux',
      'pu_00000001',
    );
    expect(rememberedPush('alice')).toEqual({ channelId: 'pu_00000001', endpoint: OTHER_ENDPOINT });
  });

  it('does nothing while the subscription is the one the channel has', async () => {
    fakeBrowserPush({ permission: 'granted', subscription: new FakeSubscription(ENDPOINT) });
    rememberPush('alice', { channelId: 'pu_00000001', endpoint: ENDPOINT });
    const server = fakeServer();
    expect(await resyncPush('alice', server)).toBe(false);
    expect(server.save).not.toHaveBeenCalled();
  });

  it('does nothing for a trader who never turned push on here, or without permission', async () => {
    fakeBrowserPush({ permission: 'granted', subscription: new FakeSubscription(OTHER_ENDPOINT) });
    const server = fakeServer();
    expect(await resyncPush('alice', server)).toBe(false);
    rememberPush('alice', { channelId: 'pu_00000001', endpoint: ENDPOINT });
    vi.stubGlobal('Notification', { permission: 'denied' });
    expect(await resyncPush('alice', server)).toBe(false);
    expect(server.save).not.toHaveBeenCalled();
  });

  it('runs at login and when the service worker says the subscription changed', async () => {
    const push = fakeBrowserPush({
      permission: 'granted',
      subscription: new FakeSubscription(ENDPOINT),
    });
    rememberPush('alice', { channelId: 'pu_00000001', endpoint: ENDPOINT });
    const { session, connect } = fakeSession();
    const server = fakeServer();
    const sessions: string[] = [];
    const stop = startPushResync({
      session,
      server: (sessionId) => {
        sessions.push(sessionId);
        return server;
      },
    });
    connect('alice');
    await vi.waitFor(() => expect(sessions).toEqual(['sess-alice']));
    expect(server.save).not.toHaveBeenCalled();

    push.state.subscription = new FakeSubscription(OTHER_ENDPOINT);
    push.fromWorker({ type: 'push-subscription-change' });
    await vi.waitFor(() => expect(server.save).toHaveBeenCalledTimes(1));
    expect(server.save).toHaveBeenCalledWith(
      expect.objectContaining({ endpoint: OTHER_ENDPOINT }),
      undefined,
      'pu_00000001',
    );
    stop();
  });
});
