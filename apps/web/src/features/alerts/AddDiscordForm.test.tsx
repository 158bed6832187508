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
  DISCORD_URL,
  NOT_DISCORD,
  type Start,
  TOO_MANY,
} from '../../../test/features/alerts/fake-alerts-server.ts';
import { AlertsSection } from './AlertsSection.tsx';
import { ALERTS_TEXT as T } from './strings.ts';

const URL = DISCORD_URL;

function fakeAlertsServer(start: Start = {}) {
  const server = createFakeAlertsServer(start);
  const fetch = stubFetch(server.handle);
  const posted = () => callsTo(fetch.mock.calls, 'POST', '/api/alert-channels');
  return { fetch, posted, state: server.state };
}

/** Settings → Alerts with Add a channel switched to Discord. */
async function openDiscordForm() {
  renderWithSession(<AlertsSection />);
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Discord' });
  const kinds = screen.getByRole('group', { name: T.addChannelTitle });
  await user.click(within(kinds).getByRole('button', { name: 'Discord' }));
  const form = screen.getByRole('form', { name: T.addDiscordTitle });
  const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
  return {
    user,
    form,
    url: field(T.discordUrlLabel),
    name: field(T.nameOptional),
    submit: () => user.click(within(form).getByRole('button', { name: T.addDiscord })),
  };
}

/** Pastes `text` into `input`, as a trader pastes a token or a URL they copied. */
async function pasteInto(
  user: ReturnType<typeof userEvent.setup>,
  input: HTMLElement,
  text: string,
) {
  await user.click(input);
  await user.paste(text);
}

const errorOf = (input: HTMLElement) =>
  document.getElementById(`${input.id}-error`)?.textContent ?? null;

describe('Add a Discord webhook', () => {
  it('says where Discord shows the URL', async () => {
    fakeAlertsServer();
    const { form } = await openDiscordForm();
    expect(within(form).getByText(T.discordHelp)).toBeTruthy();
    expect(T.discordHelp).toContain('Server Settings → Integrations → Webhooks');
  });

  it('adds one with the body the schema reads, and lists it without its token', async () => {
    const { posted } = fakeAlertsServer();
    const { user, form, url, name, submit } = await openDiscordForm();
    await pasteInto(user, url, `  ${URL}`);
    await user.type(name, 'Alpha calls');
    await submit();

    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toEqual({
      body: { kind: 'discord', url: URL, name: 'Alpha calls' },
      headers: expect.objectContaining({ 'x-session-id': 'sess-alice' }),
    });
    const row = within(await screen.findByRole('list', { name: T.channelsTitle })).getByRole(
      'listitem',
    );
    expect(within(row).getByText('Alpha calls')).toBeTruthy();
    expect(within(row).getByText('Discord')).toBeTruthy();
    expect(
      within(row).getByText('https://discord.com/api/webhooks/112233445566778899/…'),
    ).toBeTruthy();
    expect(screen.queryByText(/secretToken/)).toBeNull();
    expect(within(form).getByRole('status').textContent).toBe(T.added('Alpha calls'));
    expect([url.value, name.value]).toEqual(['', '']);
  });

  it('leaves a blank name out: the server names it', async () => {
    const { posted } = fakeAlertsServer();
    const { user, url, submit } = await openDiscordForm();
    await pasteInto(user, url, URL);
    await submit();
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]?.body).toEqual({ kind: 'discord', url: URL });
    expect(await screen.findByText('Discord', { selector: '.alerts-item-name' })).toBeTruthy();
  });

  it('says the schema’s sentence under the URL, and sends nothing', async () => {
    const { posted } = fakeAlertsServer();
    const { user, url, submit } = await openDiscordForm();
    await submit();
    expect(errorOf(url)).toBe('Must be a URL.');
    await pasteInto(user, url, 'discord.com/api/webhooks/1/x');
    await submit();
    expect(errorOf(url)).toBe('Must be a URL.');
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(posted()).toHaveLength(0);
  });

  it('says the server’s refusal of the URL under it, in its words', async () => {
    const { posted } = fakeAlertsServer();
    const { user, form, url, submit } = await openDiscordForm();
    await pasteInto(user, url, 'https://example.com/hook');
    await submit();
    await waitFor(() => expect(posted()).toHaveLength(1));
    await waitFor(() => expect(errorOf(url)).toBe(NOT_DISCORD));
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getAllByRole('alert')).toHaveLength(1);
    expect(url.value).toBe('https://example.com/hook');
  });

  it('says a refusal about no field (too many channels) under the form', async () => {
    const full = Array.from({ length: CHANNELS_MAX }, (_, n) =>
      channel({ id: `wh_${String(n + 1).padStart(8, '0')}`, name: `Bot ${n + 1}` }),
    );
    const { posted } = fakeAlertsServer({ channels: full });
    const { user, form, url, submit } = await openDiscordForm();
    await pasteInto(user, url, URL);
    await submit();
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect((await within(form).findByRole('alert')).textContent).toBe(TOO_MANY);
    expect(errorOf(url)).toBeNull();
  });

  it('drops what was typed when another kind is picked', async () => {
    fakeAlertsServer();
    const { user, url } = await openDiscordForm();
    await pasteInto(user, url, URL);
    const kinds = screen.getByRole('group', { name: T.addChannelTitle });
    await user.click(within(kinds).getByRole('button', { name: 'Webhook' }));
    expect(screen.getByRole('form', { name: T.addWebhookTitle })).toBeTruthy();
    await user.click(within(kinds).getByRole('button', { name: 'Discord' }));
    const again = within(screen.getByRole('form', { name: T.addDiscordTitle })).getByLabelText(
      T.discordUrlLabel,
    ) as HTMLInputElement;
    expect(again.value).toBe('');
  });
});
