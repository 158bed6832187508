import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-fetch.ts';
import { renderWithSession } from '../../../test/features/account-security/support.tsx';
import { createFakeAlertsServer } from '../../../test/features/alerts/fake-alerts-server.ts';
import { fakeBrowserPush } from '../../../test/features/push/fake-browser-push.ts';
import { AlertsSection } from './AlertsSection.tsx';
import { ALERTS_TEXT as T } from './strings.ts';

async function openSwitch() {
  stubFetch(createFakeAlertsServer().handle);
  renderWithSession(<AlertsSection />);
  const group = await screen.findByRole('region', { name: T.desktopTitle });
  const toggle = within(group).getByRole('switch', { name: T.desktopLabel }) as HTMLInputElement;
  return { user: userEvent.setup(), group, toggle };
}

const stored = () => localStorage.getItem('desktopNotifications');

describe('Desktop notifications while Launchdeck is in the background', () => {
  it('is off by default; turning it on asks for notifications and keeps it for this browser', async () => {
    const push = fakeBrowserPush({ answer: 'granted' });
    const { user, toggle } = await openSwitch();
    expect(toggle.checked).toBe(false);
    await user.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(push.Notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(stored()).toBe('true');

    await user.click(toggle);
    expect(toggle.checked).toBe(false);
    expect(stored()).toBeNull();
  });

  it('shows on as stored when notifications are allowed', async () => {
    fakeBrowserPush({ permission: 'granted' });
    localStorage.setItem('desktopNotifications', 'true');
    const { toggle } = await openSwitch();
    expect(toggle.checked).toBe(true);
  });

  it('stays off when the prompt is closed, and says to choose Allow', async () => {
    fakeBrowserPush({ answer: 'default' });
    const { user, group, toggle } = await openSwitch();
    await user.click(toggle);
    expect((await within(group).findByRole('status')).textContent).toBe(T.desktopDismissed);
    expect(toggle.checked).toBe(false);
    expect(stored()).toBeNull();
  });

  it('says how to allow notifications once they are blocked, and cannot be turned on', async () => {
    fakeBrowserPush({ answer: 'denied' });
    const { user, group, toggle } = await openSwitch();
    await user.click(toggle);
    expect((await within(group).findByRole('status')).textContent).toBe(T.notificationsBlocked);
    expect(toggle.checked).toBe(false);
    expect(toggle.disabled).toBe(true);
    expect(stored()).toBeNull();
  });

  it('cannot be turned on without notifications', async () => {
    const { group, toggle } = await openSwitch();
    expect(toggle.disabled).toBe(true);
    expect(within(group).getByRole('status').textContent).toBe(T.desktopUnsupported);
  });
});
