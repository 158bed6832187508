import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-fetch.ts';
import { renderWithSession } from '../../../test/features/account-security/support.tsx';
import {
  callsTo,
  channel,
  createFakeAlertsServer,
  delivery,
  discordChannel,
  NOW,
  PRIVATE,
  rule,
  SECRET,
  type Start,
  telegramChannel,
} from '../../../test/features/alerts/fake-alerts-server.ts';
import { AlertsSection } from './AlertsSection.tsx';
import { ALERTS_TEXT as T } from './strings.ts';

/** The fake alerts server as `fetch`; every call is kept in `fetch`. */
function fakeAlertsServer(start: Start = {}) {
  const server = createFakeAlertsServer(start);
  return { fetch: stubFetch(server.handle), state: server.state };
}

const calls = (fetch: ReturnType<typeof stubFetch>, method: string, url: string) =>
  callsTo(fetch.mock.calls, method, url);

const channelsList = () => screen.findByRole('list', { name: T.channelsTitle });
const rulesList = () => screen.findByRole('list', { name: T.rulesTitle });
const addWebhookForm = () => screen.getByRole('form', { name: T.addWebhookTitle });

describe('AlertsSection channels', () => {
  it('shows the server’s refusal under the URL field', async () => {
    const { fetch } = fakeAlertsServer();
    renderWithSession(<AlertsSection />);
    const user = userEvent.setup();
    expect(await screen.findByText(T.noChannelsYet)).toBeTruthy();

    const form = addWebhookForm();
    const url = within(form).getByLabelText(T.urlLabel);
    await user.type(url, 'bot.example/hook');
    await user.click(within(form).getByRole('button', { name: T.addWebhook }));
    expect(within(form).getByRole('alert').textContent).toBe(T.urlScheme);
    expect(calls(fetch, 'POST', '/api/webhooks')).toHaveLength(0);

    await user.clear(url);
    await user.type(url, 'https://10.0.0.1/hook');
    await user.click(within(form).getByRole('button', { name: T.addWebhook }));

    await waitFor(() => expect(calls(fetch, 'POST', '/api/webhooks')).toHaveLength(1));
    expect((await within(form).findByRole('alert')).textContent).toBe(PRIVATE);
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });

  it('adds one and shows its secret once, with Copy', async () => {
    const { fetch } = fakeAlertsServer();
    renderWithSession(<AlertsSection />);
    const user = userEvent.setup();
    await screen.findByText(T.noChannelsYet);

    const form = addWebhookForm();
    await user.type(within(form).getByLabelText(T.urlLabel), 'https://bot.example/hook');
    await user.type(within(form).getByLabelText(T.webhookNameLabel), 'My bot');
    await user.click(within(form).getByRole('button', { name: T.addWebhook }));

    const secret = await screen.findByRole('region', { name: T.secretTitle });
    expect(within(secret).getByTestId('webhook-secret').textContent).toBe(SECRET);
    expect(within(secret).getByText(/it will not be shown again/)).toBeTruthy();
    expect(document.activeElement?.textContent).toBe(T.secretTitle);
    await user.click(within(secret).getByRole('button', { name: T.copySecret }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(secret).getByRole('button', { name: T.copied })).toBeTruthy();

    expect(calls(fetch, 'POST', '/api/webhooks')).toEqual([
      {
        body: { url: 'https://bot.example/hook', name: 'My bot' },
        headers: expect.objectContaining({ 'x-session-id': 'sess-alice' }),
      },
    ]);
    const row = within(await channelsList()).getByRole('listitem');
    expect(within(row).getByText('My bot')).toBeTruthy();
    expect(within(row).getByText('https://bot.example/hook')).toBeTruthy();
    expect((within(form).getByLabelText(T.urlLabel) as HTMLInputElement).value).toBe('');

    await user.click(within(secret).getByRole('button', { name: T.secretDone }));
    expect(screen.queryByRole('region', { name: T.secretTitle })).toBeNull();
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('lists the channels of every kind in one list, each with its kind and where it sends', async () => {
    const { fetch } = fakeAlertsServer({
      channels: [channel(), telegramChannel(), discordChannel()],
    });
    renderWithSession(<AlertsSection />);
    const rows = within(await channelsList()).getAllByRole('listitem');
    expect(
      rows.map((row) => [
        row.querySelector('.alerts-item-name')?.textContent,
        row.querySelector('.alerts-kind')?.textContent,
        row.querySelector('.alerts-item-url')?.textContent,
      ]),
    ).toEqual([
      ['My bot', 'Webhook', 'https://bot.example/hook'],
      ['Trading desk', 'Telegram', 'Chat -1001234567890'],
      ['Alpha calls', 'Discord', 'https://discord.com/api/webhooks/112233445566778899/…'],
    ]);
    for (const [row, name] of [
      [rows[1], 'Trading desk'],
      [rows[2], 'Alpha calls'],
    ] as const) {
      const at = within(row as HTMLElement);
      expect(at.getByRole('button', { name: T.testLabel(name) })).toBeTruthy();
      expect(at.getByRole('button', { name: T.deliveriesLabel(name) })).toBeTruthy();
    }
    expect(
      screen.getByRole('button', { name: T.deleteChannelLabel('telegram', 'Trading desk') }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: T.deleteChannelLabel('discord', 'Alpha calls') }),
    ).toBeTruthy();
    // One list for every kind: the webhooks' own list is not asked.
    expect(calls(fetch, 'GET', '/api/alert-channels')).toHaveLength(1);
    expect(calls(fetch, 'GET', '/api/webhooks')).toHaveLength(0);
  });

  it('marks a disabled one of any kind with its reason', async () => {
    const schedule =
      'Failed for its whole retry schedule (27.6 hours); the last attempt got HTTP 503.';
    const blocked = 'Telegram says the bot was blocked by the user (HTTP 403).';
    const gone = 'Discord says the webhook no longer exists (HTTP 404).';
    fakeAlertsServer({
      channels: [
        channel(),
        channel({ id: 'wh_00000002', name: 'Old bot', disabledAt: NOW, disabledReason: schedule }),
        telegramChannel({ disabledAt: NOW, disabledReason: blocked }),
        discordChannel({ disabledAt: NOW, disabledReason: gone }),
      ],
    });
    renderWithSession(<AlertsSection />);
    const [live, ...disabled] = within(await channelsList()).getAllByRole('listitem');
    expect(within(live as HTMLElement).queryByText(T.disabled)).toBeNull();
    for (const [row, reason] of disabled.map((row, i) => [row, [schedule, blocked, gone][i]])) {
      const at = within(row as HTMLElement);
      expect(at.getByText(T.disabled)).toBeTruthy();
      const said = at.getByText((_, element) =>
        Boolean(element?.matches('.alerts-disabled-reason')),
      );
      // Then when (NOW was when this file loaded: "just now" or some seconds ago).
      expect(said.textContent?.startsWith(`${reason} Disabled `)).toBe(true);
    }
  });

  it('lists the recent deliveries in words, with Retry on the ones not delivered', async () => {
    const { fetch } = fakeAlertsServer({
      channels: [channel()],
      deliveries: {
        wh_00000001: [
          delivery({
            id: 'msg_00000003',
            status: 'failed',
            attempts: 1,
            lastStatusCode: 410,
            lastError: 'HTTP 410',
            deliveredAt: undefined,
          }),
          delivery({
            id: 'msg_00000002',
            status: 'given_up',
            attempts: 8,
            lastStatusCode: undefined,
            lastError: 'connect ECONNREFUSED 127.0.0.1:9',
            deliveredAt: undefined,
          }),
          delivery({ id: 'msg_00000001' }),
        ],
      },
    });
    renderWithSession(<AlertsSection />);
    const user = userEvent.setup();
    const row = within(await channelsList()).getByRole('listitem');
    const toggle = within(row).getByRole('button', { name: T.deliveriesLabel('My bot') });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const list = await within(row).findByRole('list', { name: T.deliveriesLabel('My bot') });
    const [failed, givenUp, delivered] = within(list).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('HTTP 410')).toBeTruthy();
    expect(within(failed).getByText('1 attempt')).toBeTruthy();
    expect(within(givenUp).getByText('Given up')).toBeTruthy();
    expect(within(givenUp).getByText('connect ECONNREFUSED 127.0.0.1:9')).toBeTruthy();
    expect(within(givenUp).getByText('8 attempts')).toBeTruthy();
    expect(within(delivered).getByText('Delivered')).toBeTruthy();
    expect(within(delivered).queryByRole('button')).toBeNull();

    await user.click(within(givenUp).getByRole('button', { name: /^Retry/ }));
    await waitFor(() =>
      expect(
        calls(fetch, 'POST', '/api/alert-channels/wh_00000001/deliveries/msg_00000002/retry'),
      ).toHaveLength(1),
    );
  });

  it('sends a test and shows how it went', async () => {
    const { fetch } = fakeAlertsServer({ channels: [channel()] });
    renderWithSession(<AlertsSection />);
    const user = userEvent.setup();
    const row = within(await channelsList()).getByRole('listitem');
    await user.click(within(row).getByRole('button', { name: T.testLabel('My bot') }));
    expect((await within(row).findByText(T.testDelivered(200))).getAttribute('role')).toBe(
      'status',
    );
    expect(calls(fetch, 'POST', '/api/alert-channels/wh_00000001/test')).toHaveLength(1);
  });

  it('deletes one only after the confirmation', async () => {
    const { fetch, state } = fakeAlertsServer({ channels: [channel()] });
    renderWithSession(<AlertsSection />);
    const user = userEvent.setup();
    const row = within(await channelsList()).getByRole('listitem');

    await user.click(
      within(row).getByRole('button', { name: T.deleteChannelLabel('webhook', 'My bot') }),
    );
    let dialog = screen.getByRole('dialog', { name: T.deleteChannelTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls(fetch, 'DELETE', '/api/alert-channels/wh_00000001')).toHaveLength(0);

    await user.click(
      within(row).getByRole('button', { name: T.deleteChannelLabel('webhook', 'My bot') }),
    );
    dialog = screen.getByRole('dialog', { name: T.deleteChannelTitle });
    await user.click(within(dialog).getByRole('button', { name: T.deleteChannel }));
    expect(await screen.findByText(T.noChannelsYet)).toBeTruthy();
    expect(calls(fetch, 'DELETE', '/api/alert-channels/wh_00000001')).toHaveLength(1);
    expect(state.channels).toEqual([]);
  });
});

describe('AlertsSection rules', () => {
  // It types much, as a trader would: time for that on a busy machine.
  it('adds a rule with the body the form says, accounts as typed', {
    timeout: 15_000,
  }, async () => {
    const { fetch } = fakeAlertsServer({ channels: [channel()] });
    renderWithSession(<AlertsSection />);
    const user = userEvent.setup();
    await screen.findByText(T.noRules);
    await user.click(screen.getByRole('button', { name: T.addRule }));

    const form = screen.getByRole('form', { name: T.newRuleTitle });
    expect(document.activeElement).toBe(within(form).getByLabelText(T.nameLabel));
    await user.type(within(form).getByLabelText(T.nameLabel), 'Drops from the devs');
    await user.type(within(form).getByLabelText(T.accountsLabel), '@Toly, aeyakovenko  Bob');
    const kinds = within(within(form).getByRole('group', { name: T.kindsLegend }));
    await user.click(kinds.getByRole('checkbox', { name: 'Quotes' }));
    await user.click(kinds.getByRole('checkbox', { name: 'Pinned posts' }));
    await user.click(within(form).getByRole('checkbox', { name: T.hasAddressLabel }));
    await user.type(within(form).getByLabelText(T.keywordsLabel), 'launch, $BONK ,');
    await user.click(within(form).getByRole('checkbox', { name: T.memeWordsLabel }));
    const sendTo = within(within(form).getByRole('group', { name: T.channelsLegend }));
    expect((sendTo.getByRole('checkbox', { name: 'My bot' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.click(within(form).getByRole('button', { name: T.save }));

    const row = within(await rulesList()).getByRole('listitem');
    expect(within(row).getByText('Drops from the devs')).toBeTruthy();
    expect(
      within(row).getByText(
        'Posts, replies, pinned posts from @toly, @aeyakovenko, @bob · with an address · saying launch, $BONK or my meme words · to My bot',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: T.newRuleTitle })).toBeNull();
    expect(calls(fetch, 'POST', '/api/alert-rules').map((call) => call.body)).toEqual([
      {
        name: 'Drops from the devs',
        accounts: ['@Toly', 'aeyakovenko', 'Bob'],
        kinds: ['post', 'reply', 'pinned'],
        hasAddress: true,
        keywords: ['launch', '$BONK'],
        memeWords: true,
        updates: false,
        channels: ['wh_00000001'],
        enabled: true,
      },
    ]);
  });

  it('offers the channels of every kind, each with its kind, the live ones ticked', async () => {
    const { fetch } = fakeAlertsServer({
      channels: [
        channel(),
        telegramChannel(),
        discordChannel({ disabledAt: NOW, disabledReason: 'Discord says the webhook is gone.' }),
      ],
    });
    renderWithSession(<AlertsSection />);
    const user = userEvent.setup();
    await screen.findByText(T.noRules);
    await user.click(screen.getByRole('button', { name: T.addRule }));
    const form = screen.getByRole('form', { name: T.newRuleTitle });
    const sendTo = within(within(form).getByRole('group', { name: T.channelsLegend }));
    const boxes = sendTo.getAllByRole('checkbox') as HTMLInputElement[];
    expect(
      boxes.map((box) => [
        box.labels?.[0]?.textContent,
        document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent,
        box.checked,
      ]),
    ).toEqual([
      ['My bot', 'Webhook', true],
      ['Trading desk', 'Telegram', true],
      ['Alpha calls', `Discord ${T.channelDisabled}`, false],
    ]);
    // Each is named by its name alone, as the e2e journeys find it.
    expect(sendTo.getByRole('checkbox', { name: 'Trading desk' })).toBe(boxes[1]);

    await user.type(within(form).getByLabelText(T.nameLabel), 'Everywhere');
    await user.click(sendTo.getByRole('checkbox', { name: 'My bot' }));
    await user.click(sendTo.getByRole('checkbox', { name: 'Alpha calls' }));
    await user.click(within(form).getByRole('button', { name: T.save }));
    const row = within(await rulesList()).getByRole('listitem');
    expect(within(row).getByText(/· to Trading desk, Alpha calls$/)).toBeTruthy();
    expect(calls(fetch, 'POST', '/api/alert-rules')[0]?.body.channels).toEqual([
      'tg_00000001',
      'dc_00000001',
    ]);
  });

  it('says what is missing, then the server’s refusal', async () => {
    const error = 'The channel wh_00000009 is not one of yours.';
    const { fetch } = fakeAlertsServer({ refuseRule: { name: 'Mine', error } });
    renderWithSession(<AlertsSection />);
    const user = userEvent.setup();
    await screen.findByText(T.noRules);
    await user.click(screen.getByRole('button', { name: T.addRule }));
    const form = screen.getByRole('form', { name: T.newRuleTitle });
    expect(within(form).getByText(T.noChannels)).toBeTruthy();

    for (const kind of ['Posts', 'Replies', 'Quotes']) {
      await user.click(within(form).getByRole('checkbox', { name: kind }));
    }
    await user.click(within(form).getByRole('button', { name: T.save }));
    expect(within(form).getByText(T.nameMissing)).toBeTruthy();
    expect(within(form).getByText(T.kindsMissing)).toBeTruthy();
    expect(calls(fetch, 'POST', '/api/alert-rules')).toHaveLength(0);

    await user.type(within(form).getByLabelText(T.nameLabel), 'Mine');
    await user.click(within(form).getByRole('checkbox', { name: 'Deletions' }));
    await user.click(within(form).getByRole('button', { name: T.save }));
    expect((await within(form).findByRole('alert')).textContent).toBe(error);
    expect(screen.getByRole('form', { name: T.newRuleTitle })).toBeTruthy();
  });

  it('edits a rule in place and turns one off with its switch', async () => {
    const { fetch } = fakeAlertsServer({ channels: [channel()], rules: [rule()] });
    renderWithSession(<AlertsSection />);
    const user = userEvent.setup();
    const row = within(await rulesList()).getByRole('listitem');
    expect(
      within(row).getByText('Posts, replies from @toly · with an address · to My bot'),
    ).toBeTruthy();

    await user.click(within(row).getByRole('switch', { name: T.enabledLabel('Devs') }));
    await waitFor(() =>
      expect(calls(fetch, 'PUT', '/api/alert-rules/rule_00000001').map((c) => c.body)).toEqual([
        {
          name: 'Devs',
          accounts: ['toly'],
          kinds: ['post', 'reply'],
          hasAddress: true,
          keywords: [],
          memeWords: false,
          updates: false,
          channels: ['wh_00000001'],
          enabled: false,
        },
      ]),
    );
    await waitFor(() =>
      expect(
        (screen.getByRole('switch', { name: T.enabledLabel('Devs') }) as HTMLInputElement).checked,
      ).toBe(false),
    );

    await user.click(screen.getByRole('button', { name: T.editRuleLabel('Devs') }));
    const form = screen.getByRole('form', { name: T.editRuleTitle('Devs') });
    expect((within(form).getByLabelText(T.accountsLabel) as HTMLInputElement).value).toBe('toly');
    expect(
      (within(form).getByRole('checkbox', { name: T.hasAddressLabel }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(within(form).getByRole('checkbox', { name: T.updatesLabel }));
    await user.click(within(form).getByRole('button', { name: T.save }));
    await waitFor(() =>
      expect(calls(fetch, 'PUT', '/api/alert-rules/rule_00000001')[1]?.body).toMatchObject({
        updates: true,
        enabled: false,
      }),
    );
    expect(await screen.findByText(/with later versions/)).toBeTruthy();
  });

  it('deletes a rule only after the confirmation', async () => {
    const { fetch } = fakeAlertsServer({ channels: [channel()], rules: [rule()] });
    renderWithSession(<AlertsSection />);
    const user = userEvent.setup();
    await rulesList();
    await user.click(screen.getByRole('button', { name: T.deleteRuleLabel('Devs') }));
    const dialog = screen.getByRole('dialog', { name: T.deleteRuleTitle });
    expect(within(dialog).getByText(T.deleteRuleBody('Devs'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: T.deleteRule }));

    expect(await screen.findByText(T.noRules)).toBeTruthy();
    expect(calls(fetch, 'DELETE', '/api/alert-rules/rule_00000001')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
