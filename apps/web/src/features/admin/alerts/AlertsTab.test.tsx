import { alertSentMessage, LIMITS, MESSAGES } from '@launchdeck/protocol';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, jsonResponse, stubFetch } from '../../../../test/fake-fetch.ts';
import { fakeAdminServer } from '../../../../test/features/admin/tab-parts/fake-admin-server.ts';
import { renderAdminTab, toastText } from '../../../../test/features/admin/tab-parts/support.tsx';
import { ADMIN_FAILED } from '../admin-text.ts';
import { AlertsTab } from './AlertsTab.tsx';
import { ALERTS_TEXT } from './alerts-text.ts';

const openTab = () => renderAdminTab(<AlertsTab />);
const input = () => screen.getByLabelText(ALERTS_TEXT.inputLabel) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: ALERTS_TEXT.send });

describe('AlertsTab', () => {
  it("sends the message, toasts 'Alert sent to N user(s)' and clears the text", async () => {
    const server = fakeAdminServer();
    server.recipients = 3;
    const { user } = openTab();
    await user.type(input(), '  Maintenance at 18:00 UTC  ');
    await user.click(sendButton());
    expect(await screen.findByText(alertSentMessage(3))).toBeTruthy();
    expect(toastText()).toBe('Alert sent to 3 user(s)');
    expect(server.calls[0]?.body).toEqual({ message: 'Maintenance at 18:00 UTC' });
    expect(input().value).toBe('');
  });

  it("refuses an empty or blank message with 'Please enter a message' and sends nothing", async () => {
    const server = fakeAdminServer();
    const { user } = openTab();
    await user.click(sendButton());
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.alertMessageRequired);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a message');
    await user.type(input(), '   ');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(sendButton());
    expect(screen.getByRole('alert').textContent).toBe('Please enter a message');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(server.calls).toEqual([]);
  });

  it('counts characters up to the limit and takes no more', async () => {
    fakeAdminServer();
    const { user } = openTab();
    expect(screen.getByText(`0 / ${LIMITS.alertMessageMax}`)).toBeTruthy();
    await user.type(input(), 'gm');
    expect(screen.getByText(`2 / ${LIMITS.alertMessageMax}`)).toBeTruthy();
    expect(input().maxLength).toBe(LIMITS.alertMessageMax);
  });

  it("keeps the text and toasts 'Failed to send alert' with the thrown error when the server is unreachable", async () => {
    const server = fakeAdminServer();
    server.refuse.sendAlert = 'network';
    const { user } = openTab();
    await user.type(input(), 'hello');
    await user.click(sendButton());
    await screen.findByRole('alert');
    expect(toastText()).toMatch(new RegExp(`^${ADMIN_FAILED.sendAlert}: `));
    expect(input().value).toBe('hello');
  });

  it('waits while sending: one press sends once', async () => {
    const answer = deferred<Response>();
    const fetch = stubFetch(() => answer.promise);
    const { user } = openTab();
    await user.type(input(), 'hello');
    await user.click(sendButton());
    const busy = screen.getByRole('button', { name: ALERTS_TEXT.sending }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    answer.resolve(jsonResponse({ recipientCount: 0, message: alertSentMessage(0) }));
    expect(await screen.findByText('Alert sent to 0 user(s)')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
