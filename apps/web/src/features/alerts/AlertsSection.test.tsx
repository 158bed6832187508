import type { AlertRule, Webhook, WebhookDelivery } from '@launchdeck/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FetchMock, jsonResponse, stubFetch } from '../../../test/fake-fetch.ts';
import { renderWithSession } from '../../../test/features/account-security/support.tsx';
import { AlertsSection } from './AlertsSection.tsx';
import { ALERTS_TEXT as T } from './strings.ts';

const NOW = new Date().toISOString();
const PRIVATE = 'That webhook URL points at a private network address; use a public one.';
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

function webhook(fields: Partial<Webhook> = {}): Webhook {
  return {
    id: 'wh_00000001',
    name: 'My bot',
    url: 'https://bot.example/hook',
    createdAt: NOW,
    ...fields,
  };
}

function delivery(fields: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 'msg_00000001',
    type: 'post.created',
    seq: 12,
    postId: 'p1',
    status: 'delivered',
    attempts: 1,
    lastStatusCode: 200,
    createdAt: NOW,
    deliveredAt: NOW,
    ...fields,
  };
}

function rule(fields: Partial<AlertRule> = {}): AlertRule {
  return {
    id: 'rule_00000001',
    name: 'Devs',
    accounts: ['toly'],
    kinds: ['post', 'reply'],
    hasAddress: true,
    keywords: [],
    memeWords: false,
    updates: false,
    channels: ['wh_00000001'],
    enabled: true,
    createdAt: NOW,
    ...fields,
  };
}

type Start = {
  webhooks?: Webhook[];
  rules?: AlertRule[];
  deliveries?: WebhookDelivery[];
  /** A rule body with this name is refused with this sentence. */
  refuseRule?: { name: string; error: string };
};

/** Plays the alerts calls of one trader (docs/alerts.md); every call is kept in `fetch`. */
function fakeAlertsServer(start: Start = {}) {
  const state = {
    webhooks: start.webhooks ?? [],
    rules: start.rules ?? [],
    deliveries: start.deliveries ?? [],
  };
  let next = 1;
  const id = (prefix: string) => `${prefix}_${String(next++).padStart(8, '0')}`;
  const fetch = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url === '/api/webhooks' && method === 'GET') {
      return jsonResponse({ webhooks: state.webhooks });
    }
    if (url === '/api/webhooks' && method === 'POST') {
      if (!String(body.url).startsWith('https://')) {
        return jsonResponse({ error: 'A webhook URL must start with https://.' }, 400);
      }
      if (String(body.url).includes('//10.')) {
        return jsonResponse({ error: PRIVATE }, 400);
      }
      const made = webhook({
        id: id('wh'),
        url: body.url,
        name: body.name ?? new URL(body.url).hostname,
      });
      state.webhooks.push(made);
      return jsonResponse({ ...made, secret: SECRET }, 201);
    }
    const one = url.match(/^\/api\/webhooks\/([^/]+)(\/.*)?$/);
    if (one) {
      const [, , rest = ''] = one;
      if (rest === '' && method === 'DELETE') {
        state.webhooks = state.webhooks.filter((w) => w.id !== one[1]);
        return jsonResponse({ message: 'Webhook deleted.' });
      }
      if (rest === '/deliveries') {
        const answer = { deliveries: state.deliveries };
        // What the worker did meanwhile: a pending delivery is sent now.
        state.deliveries = state.deliveries.map((d) =>
          d.status === 'pending'
            ? { ...d, status: 'delivered', attempts: d.attempts + 1, lastStatusCode: 200 }
            : d,
        );
        return jsonResponse(answer);
      }
      if (rest === '/test') {
        const test = delivery({
          id: id('msg'),
          type: 'webhook.test',
          status: 'pending',
          attempts: 0,
          lastStatusCode: undefined,
          deliveredAt: undefined,
        });
        // The worker sends it at once: the list has its outcome, the answer does not yet.
        const sent = { ...test, status: 'delivered' as const, attempts: 1, lastStatusCode: 200 };
        state.deliveries = [sent, ...state.deliveries];
        return jsonResponse(test, 202);
      }
      const retry = rest.match(/^\/deliveries\/([^/]+)\/retry$/);
      if (retry) {
        const found = state.deliveries.find((d) => d.id === retry[1]);
        if (!found) return jsonResponse({ error: 'No such delivery for this webhook.' }, 404);
        return jsonResponse({ ...found, status: 'pending' }, 202);
      }
    }
    if (url === '/api/alert-rules' && method === 'GET') return jsonResponse({ rules: state.rules });
    const stored = (ruleId: string, createdAt: string): AlertRule | Response => {
      if (start.refuseRule && body.name === start.refuseRule.name) {
        return jsonResponse({ error: start.refuseRule.error }, 400);
      }
      return {
        ...body,
        accounts: body.accounts.map((a: string) => a.replace(/^@/, '').toLowerCase()),
        id: ruleId,
        createdAt,
      };
    };
    if (url === '/api/alert-rules' && method === 'POST') {
      const made = stored(id('rule'), NOW);
      if (made instanceof Response) return made;
      state.rules.push(made);
      return jsonResponse(made, 201);
    }
    const ruleId = url.match(/^\/api\/alert-rules\/(.+)$/)?.[1];
    if (ruleId && method === 'PUT') {
      const made = stored(ruleId, NOW);
      if (made instanceof Response) return made;
      state.rules = state.rules.map((r) => (r.id === ruleId ? made : r));
      return jsonResponse(made);
    }
    if (ruleId && method === 'DELETE') {
      state.rules = state.rules.filter((r) => r.id !== ruleId);
      return new Response(null, { status: 204 });
    }
    return jsonResponse({ error: 'Not found' }, 404);
  });
  return { fetch, state };
}

/** The calls made with this method to this URL, each with its JSON body. */
function calls(fetch: FetchMock, method: string, url: string) {
  return fetch.mock.calls
    .filter(([to, init]) => to === url && (init?.method ?? 'GET') === method)
    .map(([, init]) => ({
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: init?.headers,
    }));
}

const webhooksList = () => screen.findByRole('list', { name: T.webhooksTitle });
const rulesList = () => screen.findByRole('list', { name: T.rulesTitle });
const addWebhookForm = () => screen.getByRole('form', { name: T.addWebhookTitle });

describe('AlertsSection webhooks', () => {
  it('shows the server’s refusal under the URL field', async () => {
    const { fetch } = fakeAlertsServer();
    renderWithSession(<AlertsSection />);
    const user = userEvent.setup();
    expect(await screen.findByText(T.noWebhooks)).toBeTruthy();

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
    await screen.findByText(T.noWebhooks);

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
    const row = within(await webhooksList()).getByRole('listitem');
    expect(within(row).getByText('My bot')).toBeTruthy();
    expect(within(row).getByText('https://bot.example/hook')).toBeTruthy();
    expect((within(form).getByLabelText(T.urlLabel) as HTMLInputElement).value).toBe('');

    await user.click(within(secret).getByRole('button', { name: T.secretDone }));
    expect(screen.queryByRole('region', { name: T.secretTitle })).toBeNull();
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('marks a disabled one with its reason', async () => {
    const reason =
      'Failed for its whole retry schedule (27.6 hours); the last attempt got HTTP 503.';
    fakeAlertsServer({
      webhooks: [
        webhook(),
        webhook({ id: 'wh_00000002', name: 'Old bot', disabledAt: NOW, disabledReason: reason }),
      ],
    });
    renderWithSession(<AlertsSection />);
    const [live, disabled] = within(await webhooksList()).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(live).queryByText(T.disabled)).toBeNull();
    expect(within(disabled).getByText(T.disabled)).toBeTruthy();
    expect(
      within(disabled).getByText(new RegExp(`^${reason.replace(/[().]/g, '\\$&')}`)),
    ).toBeTruthy();
  });

  it('lists the recent deliveries in words, with Retry on the ones not delivered', async () => {
    const { fetch } = fakeAlertsServer({
      webhooks: [webhook()],
      deliveries: [
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
    });
    renderWithSession(<AlertsSection />);
    const user = userEvent.setup();
    const row = within(await webhooksList()).getByRole('listitem');
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
        calls(fetch, 'POST', '/api/webhooks/wh_00000001/deliveries/msg_00000002/retry'),
      ).toHaveLength(1),
    );
  });

  it('sends a test and shows how it went', async () => {
    fakeAlertsServer({ webhooks: [webhook()] });
    renderWithSession(<AlertsSection />);
    const user = userEvent.setup();
    const row = within(await webhooksList()).getByRole('listitem');
    await user.click(within(row).getByRole('button', { name: T.testLabel('My bot') }));
    expect((await within(row).findByText(T.testDelivered(200))).getAttribute('role')).toBe(
      'status',
    );
  });

  it('deletes one only after the confirmation', async () => {
    const { fetch, state } = fakeAlertsServer({ webhooks: [webhook()] });
    renderWithSession(<AlertsSection />);
    const user = userEvent.setup();
    const row = within(await webhooksList()).getByRole('listitem');

    await user.click(within(row).getByRole('button', { name: T.deleteWebhookLabel('My bot') }));
    let dialog = screen.getByRole('dialog', { name: T.deleteWebhookTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls(fetch, 'DELETE', '/api/webhooks/wh_00000001')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: T.deleteWebhookLabel('My bot') }));
    dialog = screen.getByRole('dialog', { name: T.deleteWebhookTitle });
    await user.click(within(dialog).getByRole('button', { name: T.deleteWebhook }));
    expect(await screen.findByText(T.noWebhooks)).toBeTruthy();
    expect(calls(fetch, 'DELETE', '/api/webhooks/wh_00000001')).toHaveLength(1);
    expect(state.webhooks).toEqual([]);
  });
});

describe('AlertsSection rules', () => {
  it('adds a rule with the body the form says, accounts as typed', async () => {
    const { fetch } = fakeAlertsServer({ webhooks: [webhook()] });
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
    const { fetch } = fakeAlertsServer({ webhooks: [webhook()], rules: [rule()] });
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
    const { fetch } = fakeAlertsServer({ webhooks: [webhook()], rules: [rule()] });
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
