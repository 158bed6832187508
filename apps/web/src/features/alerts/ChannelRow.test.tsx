import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-fetch.ts';
import { renderWithSession } from '../../../test/features/account-security/support.tsx';
import {
  callsTo,
  createFakeAlertsServer,
  delivery,
  discordChannel,
  NOW,
  type Start,
  telegramChannel,
} from '../../../test/features/alerts/fake-alerts-server.ts';
import { AlertsSection } from './AlertsSection.tsx';
import { ALERTS_TEXT as T } from './strings.ts';

function fakeAlertsServer(start: Start) {
  const server = createFakeAlertsServer(start);
  const fetch = stubFetch(server.handle);
  const calls = (method: string, url: string) => callsTo(fetch.mock.calls, method, url);
  return { calls, state: server.state };
}

const rowOf = async (name: string) => {
  const list = await screen.findByRole('list', { name: T.channelsTitle });
  const row = within(list)
    .getAllByRole('listitem')
    .find((item) => item.querySelector('.alerts-item-name')?.textContent === name);
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('a Telegram or Discord channel’s row', () => {
  it('sends a Telegram test through the channel paths and shows how it went', async () => {
    const { calls } = fakeAlertsServer({ channels: [telegramChannel()] });
    renderWithSession(<AlertsSection />);
    const user = userEvent.setup();
    const row = await rowOf('Trading desk');
    await user.click(within(row).getByRole('button', { name: T.testLabel('Trading desk') }));
    expect((await within(row).findByText(T.testDelivered(200))).getAttribute('role')).toBe(
      'status',
    );
    expect(calls('POST', '/api/alert-channels/tg_00000001/test')).toHaveLength(1);
    expect(calls('GET', '/api/alert-channels/tg_00000001/deliveries').length).toBeGreaterThan(0);

    const toggle = within(row).getByRole('button', { name: T.deliveriesLabel('Trading desk') });
    await user.click(toggle);
    const list = await within(row).findByRole('list', {
      name: T.deliveriesLabel('Trading desk'),
    });
    const [test] = within(list).getAllByRole('listitem');
    expect(within(test as HTMLElement).getByText('Delivered')).toBeTruthy();
    expect(within(test as HTMLElement).getByText('webhook.test')).toBeTruthy();
  });

  it('lists a Telegram chat’s deliveries and retries one on its own path', async () => {
    const { calls } = fakeAlertsServer({
      channels: [telegramChannel()],
      deliveries: {
        tg_00000001: [
          delivery({
            id: 'msg_00000002',
            status: 'failed',
            lastStatusCode: 400,
            lastError: 'Telegram: Bad Request: chat not found',
            deliveredAt: undefined,
          }),
          delivery({ id: 'msg_00000001' }),
        ],
      },
    });
    renderWithSession(<AlertsSection />);
    const user = userEvent.setup();
    const row = await rowOf('Trading desk');
    await user.click(within(row).getByRole('button', { name: T.deliveriesLabel('Trading desk') }));
    const list = await within(row).findByRole('list', {
      name: T.deliveriesLabel('Trading desk'),
    });
    const [failed] = within(list).getAllByRole('listitem') as [HTMLElement];
    expect(within(failed).getByText('Telegram: Bad Request: chat not found')).toBeTruthy();
    expect(within(failed).getByText('HTTP 400')).toBeTruthy();
    await user.click(within(failed).getByRole('button', { name: /^Retry/ }));
    await waitFor(() =>
      expect(
        calls('POST', '/api/alert-channels/tg_00000001/deliveries/msg_00000002/retry'),
      ).toHaveLength(1),
    );
    expect(calls('GET', '/api/webhooks/tg_00000001/deliveries')).toHaveLength(0);
  });

  it('shows a channel disabled at once with the service’s reason', async () => {
    const reason = 'Telegram says the bot was blocked by the user (HTTP 403).';
    fakeAlertsServer({
      channels: [telegramChannel({ disabledAt: NOW, disabledReason: reason }), discordChannel()],
    });
    renderWithSession(<AlertsSection />);
    const blocked = await rowOf('Trading desk');
    expect(blocked.className).toContain('is-disabled');
    expect(within(blocked).getByText(T.disabled)).toBeTruthy();
    expect(
      within(blocked).getByText(new RegExp(`^${reason.replace(/[().]/g, '\\$&')} `)),
    ).toBeTruthy();
    const live = await rowOf('Alpha calls');
    expect(within(live).queryByText(T.disabled)).toBeNull();
  });

  it('shows a channel its test disabled (the bot was blocked) without a reload', async () => {
    const error = 'Forbidden: bot was blocked by the user';
    const reason = `Telegram refused it for good (HTTP 403: ${error}); add the channel again once that is fixed.`;
    fakeAlertsServer({
      channels: [telegramChannel()],
      gone: { channelId: 'tg_00000001', status: 403, error, reason },
    });
    renderWithSession(<AlertsSection />);
    const user = userEvent.setup();
    const row = await rowOf('Trading desk');
    expect(within(row).queryByText(T.disabled)).toBeNull();
    await user.click(within(row).getByRole('button', { name: T.testLabel('Trading desk') }));
    expect(await within(row).findByText(T.testFailed(error))).toBeTruthy();
    const disabled = await rowOf('Trading desk');
    expect(await within(disabled).findByText(T.disabled)).toBeTruthy();
    expect(within(disabled).getByText(/^Telegram refused it for good/)).toBeTruthy();
  });

  it('deletes a Discord webhook after the confirmation, naming its kind', async () => {
    const { calls, state } = fakeAlertsServer({ channels: [discordChannel()] });
    renderWithSession(<AlertsSection />);
    const user = userEvent.setup();
    const row = await rowOf('Alpha calls');
    await user.click(
      within(row).getByRole('button', {
        name: 'Delete the Discord webhook Alpha calls',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: T.deleteChannelTitle });
    expect(within(dialog).getByText(T.deleteChannelBody('Alpha calls'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: T.deleteChannel }));
    expect(await screen.findByText(T.noChannelsYet)).toBeTruthy();
    expect(calls('DELETE', '/api/alert-channels/dc_00000001')).toHaveLength(1);
    expect(state.channels).toEqual([]);
  });
});
