import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-fetch.ts';
import { renderWithSession } from '../../../test/features/account-security/support.tsx';
import {
  BOT_TOKEN,
  CHAT_NOT_FOUND,
  callsTo,
  createFakeAlertsServer,
  UNKNOWN_CHAT,
} from '../../../test/features/alerts/fake-alerts-server.ts';
import { AlertsSection } from './AlertsSection.tsx';
import { ALERTS_TEXT as T } from './strings.ts';

function fakeAlertsServer() {
  const server = createFakeAlertsServer();
  const fetch = stubFetch(server.handle);
  const posted = () => callsTo(fetch.mock.calls, 'POST', '/api/alert-channels');
  return { fetch, posted, state: server.state };
}

/** Settings → Alerts with Add a channel switched to Telegram. */
async function openTelegramForm() {
  renderWithSession(<AlertsSection />);
  const user = userEvent.setup();
  await screen.findByText(T.noChannelsYet);
  const kinds = screen.getByRole('group', { name: T.addChannelTitle });
  const telegram = within(kinds).getByRole('button', { name: 'Telegram' });
  expect(telegram.getAttribute('aria-pressed')).toBe('false');
  await user.click(telegram);
  expect(telegram.getAttribute('aria-pressed')).toBe('true');
  expect(screen.queryByRole('form', { name: T.addWebhookTitle })).toBeNull();
  const form = screen.getByRole('form', { name: T.addTelegramTitle });
  const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
  return {
    user,
    form,
    token: field(T.botTokenLabel),
    chat: field(T.chatIdLabel),
    name: field(T.nameOptional),
    submit: () => user.click(within(form).getByRole('button', { name: T.addTelegram })),
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

/** The sentence under a field (its aria-describedby error). */
const errorOf = (input: HTMLElement) =>
  document.getElementById(`${input.id}-error`)?.textContent ?? null;

describe('Add a Telegram chat', () => {
  it('says how to get the token and chat id, and hides the token until asked', async () => {
    fakeAlertsServer();
    const { user, form, token } = await openTelegramForm();
    const steps = within(form).getByRole('list', { name: T.telegramStepsLabel });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(T.telegramSteps);
    expect(within(form).getByText(/@BotFather/)).toBeTruthy();
    expect(within(form).getByText(/getUpdates.*@channelname/)).toBeTruthy();

    expect(token.type).toBe('password');
    expect(token.autocomplete).toBe('off');
    const show = within(form).getByRole('button', { name: T.showSecretLabel(T.botTokenLabel) });
    await user.click(show);
    expect(token.type).toBe('text');
    await user.click(
      within(form).getByRole('button', { name: T.hideSecretLabel(T.botTokenLabel) }),
    );
    expect(token.type).toBe('password');
  });

  it('adds one with the body the schema reads, and lists it without its token', async () => {
    const { posted, state } = fakeAlertsServer();
    const { user, form, token, chat, name, submit } = await openTelegramForm();
    await pasteInto(user, token, ` ${BOT_TOKEN} `);
    await user.type(chat, '-1001234567890');
    await user.type(name, 'Trading desk');
    await submit();

    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toEqual({
      body: {
        kind: 'telegram',
        botToken: BOT_TOKEN,
        chatId: '-1001234567890',
        name: 'Trading desk',
      },
      headers: expect.objectContaining({ 'x-session-id': 'sess-alice' }),
    });
    const row = within(await screen.findByRole('list', { name: T.channelsTitle })).getByRole(
      'listitem',
    );
    expect(within(row).getByText('Trading desk')).toBeTruthy();
    expect(within(row).getByText('Telegram')).toBeTruthy();
    expect(within(row).getByText('Chat -1001234567890')).toBeTruthy();
    expect(screen.queryByText(BOT_TOKEN)).toBeNull();
    expect(within(form).getByRole('status').textContent).toBe(T.added('Trading desk'));
    expect([token.value, chat.value, name.value]).toEqual(['', '', '']);
    expect(state.channels.map((c) => c.kind)).toEqual(['telegram']);
  });

  it('leaves a blank name out, and takes a public channel’s @name', async () => {
    const { posted } = fakeAlertsServer();
    const { user, token, chat, name, submit } = await openTelegramForm();
    await pasteInto(user, token, BOT_TOKEN);
    await user.type(chat, '@launch_calls');
    await user.type(name, '   ');
    await submit();
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]?.body).toEqual({
      kind: 'telegram',
      botToken: BOT_TOKEN,
      chatId: '@launch_calls',
    });
  });

  it('says the schema’s sentence under each field it refuses, and sends nothing', async () => {
    const { posted } = fakeAlertsServer();
    const { user, token, chat, name, submit } = await openTelegramForm();
    await submit();
    expect(errorOf(token)).toBe('Must be a bot token as @BotFather gives it (123456:ABC…).');
    expect(errorOf(chat)).toBe('Must be a numeric chat id (-100… for a group) or @channelname.');
    expect(errorOf(name)).toBeNull();
    expect(token.getAttribute('aria-invalid')).toBe('true');
    expect(token.getAttribute('aria-describedby')).toContain(`${token.id}-error`);

    await pasteInto(user, token, 'AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw');
    await user.type(chat, 'my group');
    await submit();
    expect(errorOf(token)).toMatch(/^Must be a bot token/);
    expect(errorOf(chat)).toMatch(/^Must be a numeric chat id/);

    await user.clear(token);
    await pasteInto(user, token, BOT_TOKEN);
    await submit();
    expect(errorOf(token)).toBeNull();
    expect(errorOf(chat)).toMatch(/^Must be a numeric chat id/);
    expect(posted()).toHaveLength(0);
  });

  it('says the server’s refusal under the field it names, keeping what was typed', async () => {
    const { posted } = fakeAlertsServer();
    const { user, token, chat, submit } = await openTelegramForm();
    await pasteInto(user, token, BOT_TOKEN);
    await user.type(chat, UNKNOWN_CHAT);
    await submit();
    await waitFor(() => expect(posted()).toHaveLength(1));
    await waitFor(() => expect(errorOf(chat)).toBe(CHAT_NOT_FOUND));
    expect(chat.getAttribute('aria-invalid')).toBe('true');
    expect(token.value).toBe(BOT_TOKEN);
    expect(screen.queryByRole('list', { name: T.channelsTitle })).toBeNull();
  });
});
