import type { TrackerSettings, WatchedAccount } from '@launchdeck/protocol';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SettingsToastProvider } from '../../../../src/features/settings/toast.tsx';
import { makeWatchedAccounts, withWatchedAccounts } from '../../accounts/support.tsx';
import { makeTrackerSettings, withTrackerSettings } from '../support.tsx';

type Options = { settings?: Partial<TrackerSettings>; accounts?: WatchedAccount[] };

/**
 * A Settings category (or part) as the dialog shows it: the tracker settings (`settings` applied),
 * the watched accounts and the settings toast. Returns the stores and a user-event instance.
 */
export function renderInSettings(ui: ReactNode, { settings = {}, accounts = [] }: Options = {}) {
  const store = makeTrackerSettings(settings);
  const watched = makeWatchedAccounts(accounts);
  const Settings = withTrackerSettings(store);
  const Accounts = withWatchedAccounts(watched);
  const user = userEvent.setup();
  const view = render(
    <Settings>
      <Accounts>
        <SettingsToastProvider>{ui}</SettingsToastProvider>
      </Accounts>
    </Settings>,
  );
  return { ...view, settings: store, watched, user };
}

/** The settings toast's text ('' when none shows). */
export const settingsToast = () => document.querySelector('.ds-toast')?.textContent ?? '';
