import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-fetch.ts';
import { renderWithSession } from '../../../test/features/account-security/support.tsx';
import {
  CHANNELS_MAX,
  callsTo,
  channel,
  createFakeAlertsServer,
  PUSH_KEY,
  PUSH_UNAVAILABLE,
  pushChannel,
  type Start,
  TOO_MANY,
} from '../../../test/features/alerts/fake-alerts-server.ts';
import {
  CHROME_ON_LINUX,
  domError,
  ENDPOINT,
  FakeSubscription,
  fakeBrowserPush,
  KEYS,
  OTHER_ENDPOINT,
  type PushStart,
} from '../../../test/features/push/fake-browser-push.ts';
import { AlertsSection } from './AlertsSection.tsx';
import { ALERTS_TEXT as T } from './strings.ts';

function fakeAlertsServer(start: Start = {}) {
  const server = createFakeAlertsServer(start);
  const fetch = stubFetch(server.handle);
  const calls = (method: string, url: string) => callsTo(fetch.mock.calls, method, url);
  return { fetch, calls, state: server.state };
}

/** Settings → Alerts with Add a channel switched to Push. */
async function openPushForm() {
  renderWithSession(<AlertsSection />);
  const user = userEvent.setup();
  const kinds = await screen.findByRole('group', { name: T.addChannelTitle });
  await user.click(within(kinds).getByRole('button', { name: 'Push' }));
  const form = screen.getByRole('form', { name: T.addPushTitle });
  const turnOn = () => within(form).findByRole('button', { name: T.turnOnPush });
  return { user, form, kinds, turnOn };
}

/** The browser as Chrome on Linux, with its push pieces faked. */
const browser = (start: PushStart = {}) =>
  fakeBrowserPush({ userAgent: CHROME_ON_LINUX, ...start });

const remember = (record: { channelId: string; endpoint: string }) =>
  localStorage.setItem('pushChannels', JSON.stringify({ alice: record }));

describe('Push to this browser', () => {
  it('says so in a browser without push, and offers nothing', async () => {
    fakeAlertsServer();
    fakeBrowserPush({ noServiceWorker: true });
    const { form } = await openPushForm();
    expect(within(form).getByRole('status').textContent).toBe(T.pushUnsupported);
    expect(within(form).queryByRole('button')).toBeNull();
  });

  it('says how to allow notifications when the site has them blocked', async () => {
    fakeAlertsServer();
    browser({ permission: 'denied' });
    const { form } = await openPushForm();
    expect(within(form).getByRole('status').textContent).toBe(T.notificationsBlocked);
    expect(T.notificationsBlocked).toMatch(/site settings/);
    expect(within(form).queryByRole('button')).toBeNull();
  });

  it('turns push on: permission, worker, key, subscription, then the channel in the list', async () => {
    const { calls, state } = fakeAlertsServer();
    const push = browser();
    const { user, form, turnOn } = await openPushForm();
    await user.click(await turnOn());

    await waitFor(() => expect(calls('POST', '/api/alert-channels')).toHaveLength(1));
    expect(push.calls).toEqual(['requestPermission', 'register /sw.js /', 'subscribe']);
    expect(calls('GET', '/api/alert-channels/push-key')).toHaveLength(1);
    const [options] = push.pushManager.subscribe.mock.calls[0] ?? [];
    expect(options?.userVisibleOnly).toBe(true);
    const key = options?.applicationServerKey as Uint8Array;
    expect(key).toBeInstanceOf(Uint8Array);
    expect(key).toHaveLength(65);
    const base64url = btoa(String.fromCharCode(...key))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(base64url).toBe(PUSH_KEY);
    expect(calls('POST', '/api/alert-channels')[0]).toEqual({
      body: {
        kind: 'push',
        name: 'Chrome on Linux',
        subscription: { endpoint: ENDPOINT, expirationTime: null, keys: KEYS },
      },
      headers: expect.objectContaining({ 'x-session-id': 'sess-alice' }),
    });

    const list = await screen.findByRole('list', { name: T.channelsTitle });
    const row = within(list).getByRole('listitem');
    expect(within(row).getByText('Chrome on Linux')).toBeTruthy();
    expect(within(row).getByText('Push')).toBeTruthy();
    expect(within(row).getByText('fcm.googleapis.com')).toBeTruthy();
    expect(within(form).getByText(T.added('Chrome on Linux'))).toBeTruthy();
    expect(within(form).queryByRole('button', { name: T.turnOnPush })).toBeNull();
    const made = state.channels[0];
    expect(JSON.parse(localStorage.getItem('pushChannels') ?? '{}')).toEqual({
      alice: { channelId: made?.id, endpoint: ENDPOINT },
    });

    // Opened again, the form says it is on.
    const kinds = screen.getByRole('group', { name: T.addChannelTitle });
    await user.click(within(kinds).getByRole('button', { name: 'Webhook' }));
    await user.click(within(kinds).getByRole('button', { name: 'Push' }));
    const again = screen.getByRole('form', { name: T.addPushTitle });
    expect((await within(again).findByRole('status')).textContent).toBe(
      T.pushOn('Chrome on Linux'),
    );

    // Its Test works as every channel's.
    await user.click(within(row).getByRole('button', { name: T.testLabel('Chrome on Linux') }));
    expect(await within(row).findByText(T.testDelivered(200))).toBeTruthy();
    expect(calls('POST', `/api/alert-channels/${made?.id}/test`)).toHaveLength(1);
  });

  it('shows it on when this browser’s channel is listed with its subscription', async () => {
    fakeAlertsServer({ channels: [pushChannel()], pushEndpoints: { pu_00000001: ENDPOINT } });
    browser({ permission: 'granted', subscription: new FakeSubscription(ENDPOINT) });
    remember({ channelId: 'pu_00000001', endpoint: ENDPOINT });
    const { form } = await openPushForm();
    expect((await within(form).findByRole('status')).textContent).toBe(T.pushOn('Chrome on Linux'));
    expect(within(form).queryByRole('button')).toBeNull();
  });

  it('offers it again when the channel was deleted, and when the subscription changed', async () => {
    fakeAlertsServer({ channels: [channel()] });
    browser({ permission: 'granted', subscription: new FakeSubscription(OTHER_ENDPOINT) });
    remember({ channelId: 'pu_00000001', endpoint: ENDPOINT });
    const { form, turnOn } = await openPushForm();
    expect(await turnOn()).toBeTruthy();
    expect(within(form).queryByText(T.pushOn('Chrome on Linux'))).toBeNull();
  });

  it('renews a disabled channel in place with a new subscription, the ended one dropped', async () => {
    const disabled = pushChannel({ disabledAt: new Date().toISOString(), disabledReason: 'Gone.' });
    const { calls, state } = fakeAlertsServer({
      channels: [disabled],
      pushEndpoints: { pu_00000001: ENDPOINT },
    });
    const old = new FakeSubscription(ENDPOINT);
    const push = browser({ permission: 'granted', subscription: old, newEndpoint: OTHER_ENDPOINT });
    remember({ channelId: 'pu_00000001', endpoint: ENDPOINT });
    const { user, turnOn } = await openPushForm();
    await user.click(await turnOn());
    await waitFor(() => expect(calls('POST', '/api/alert-channels')).toHaveLength(1));
    expect(old.unsubscribed).toBe(true);
    expect(push.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(calls('POST', '/api/alert-channels')[0]?.body).toMatchObject({
      subscription: { endpoint: OTHER_ENDPOINT },
      replaces: 'pu_00000001',
    });
    // The same channel, sending again: the rules that send to it go on.
    expect(state.channels).toHaveLength(1);
    expect(state.channels[0]).toMatchObject({ id: 'pu_00000001' });
    expect(state.channels[0]?.disabledAt).toBeUndefined();
  });

  it('keeps the subscription the browser has for the same key', async () => {
    const { calls } = fakeAlertsServer();
    const push = browser({ permission: 'granted', subscription: new FakeSubscription(ENDPOINT) });
    const { user, turnOn } = await openPushForm();
    await user.click(await turnOn());
    await waitFor(() => expect(calls('POST', '/api/alert-channels')).toHaveLength(1));
    expect(push.pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls('POST', '/api/alert-channels')[0]?.body.subscription.endpoint).toBe(ENDPOINT);
  });

  it('says notifications are blocked when the prompt is answered Block, and sends nothing', async () => {
    const { calls } = fakeAlertsServer();
    const push = browser({ answer: 'denied' });
    const { user, form, turnOn } = await openPushForm();
    await user.click(await turnOn());
    expect((await within(form).findByRole('status')).textContent).toBe(T.notificationsBlocked);
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(push.calls).toEqual(['requestPermission']);
    expect(calls('GET', '/api/alert-channels/push-key')).toHaveLength(0);
  });

  it('says to choose Allow when the prompt was closed', async () => {
    fakeAlertsServer();
    browser({ answer: 'default' });
    const { user, form, turnOn } = await openPushForm();
    await user.click(await turnOn());
    expect((await within(form).findByRole('alert')).textContent).toBe(T.pushDismissed);
    expect(await turnOn()).toBeTruthy();
  });

  it('says the browser could not reach its push service (AbortError)', async () => {
    const { calls } = fakeAlertsServer();
    browser({ subscribeError: domError('Registration failed - push service error', 'AbortError') });
    const { user, form, turnOn } = await openPushForm();
    await user.click(await turnOn());
    expect((await within(form).findByRole('alert')).textContent).toBe(
      T.pushServiceFailed('Registration failed - push service error'),
    );
    expect(calls('POST', '/api/alert-channels')).toHaveLength(0);
  });

  it('says the server’s words when it has no push key (503)', async () => {
    fakeAlertsServer({ pushKey: null });
    const push = browser();
    const { user, form, turnOn } = await openPushForm();
    await user.click(await turnOn());
    expect((await within(form).findByRole('alert')).textContent).toBe(PUSH_UNAVAILABLE);
    expect(push.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('says the service worker did not start', async () => {
    fakeAlertsServer();
    browser({ registerError: new TypeError('A bad HTTP response code (404) was received') });
    const { user, form, turnOn } = await openPushForm();
    await user.click(await turnOn());
    expect((await within(form).findByRole('alert')).textContent).toBe(
      T.pushWorkerFailed('A bad HTTP response code (404) was received'),
    );
  });

  it('says the server’s refusal of the channel (too many)', async () => {
    const full = Array.from({ length: CHANNELS_MAX }, (_, n) =>
      channel({ id: `wh_${String(n + 1).padStart(8, '0')}`, name: `Bot ${n + 1}` }),
    );
    fakeAlertsServer({ channels: full });
    browser();
    const { user, form, turnOn } = await openPushForm();
    await user.click(await turnOn());
    expect((await within(form).findByRole('alert')).textContent).toBe(TOO_MANY);
    expect(localStorage.getItem('pushChannels')).toBeNull();
  });
});
