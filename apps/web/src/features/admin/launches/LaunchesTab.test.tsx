import { ADMIN_API } from '@launchdeck/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../../test/fake-fetch.ts';
import { renderAdminTab } from '../../../../test/features/admin/tab-parts/support.tsx';
import { makeLaunch } from '../../../../test/features/launches/support.tsx';
import { makeTrackerSettings } from '../../../../test/features/settings/support.tsx';
import { TrackerSettingsProvider } from '../../settings/index.ts';
import { LaunchesTab } from './LaunchesTab.tsx';

const LAST_24H = {
  byPlatform: { pump: 4, bonk: 0, bags: 0, bnb: 1, usd1: 0 },
  byStatus: { preparing: 0, sent: 0, confirmed: 2, failed: 1, dry_run: 2 },
  total: 5,
};

function renderTab(answer: () => Response) {
  const asked: URLSearchParams[] = [];
  stubFetch((url) => {
    const parsed = new URL(url, 'http://launchdeck.test');
    expect(parsed.pathname).toBe(ADMIN_API.launches);
    asked.push(parsed.searchParams);
    return answer();
  });
  const view = renderAdminTab(
    <TrackerSettingsProvider controller={makeTrackerSettings()}>
      <LaunchesTab />
    </TrackerSettingsProvider>,
  );
  return { ...view, asked };
}

describe('LaunchesTab', () => {
  it("lists every trader's launches with the trader, and the last 24 hours' counts", async () => {
    renderTab(() =>
      jsonResponse({
        launches: [
          { ...makeLaunch({ id: '3', name: 'Toad', ticker: 'TOAD' }), username: 'bob' },
          {
            ...makeLaunch({
              id: '4',
              name: 'Doge King',
              ticker: 'DOGE',
              status: 'dry_run',
              addresses: [],
              trigger: { kind: 'rule', ruleId: 'al_00000001', rule: 'Elon' },
            }),
            username: 'carol',
          },
          { ...makeLaunch({ id: '2' }), username: 'alice' },
        ],
        last24h: LAST_24H,
      }),
    );
    const toad = await screen.findByRole('article', { name: 'Toad $TOAD' });
    expect(within(toad).getByText('bob')).toBeTruthy();
    // The admin page's times, in UTC.
    expect(within(toad).getByText('2026-11-27 05:00:00 UTC')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Frog King $FROG' })).getByText('alice'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /again$/ })).toBeNull();
    const counts = screen.getByRole('region', { name: 'Launches in the last 24 hours' });
    expect(within(counts).getByText('5')).toBeTruthy();
    const failed = counts.querySelector('[data-count="failed"]');
    expect(failed?.textContent).toBe('Failed1');
    // Issue 53: a rule's dry runs are counted apart, and the list names the rule.
    expect(counts.querySelector('[data-count="dry_run"]')?.textContent).toBe('Dry run2');
    const doge = screen.getByRole('article', { name: 'Doge King $DOGE' });
    expect(within(doge).getByText('Dry run')).toBeTruthy();
    expect(within(doge).getByText("Rule: Elon · @degenkaito's post")).toBeTruthy();
    const bnb = counts.querySelector('[data-count="bnb"]');
    expect(bnb?.textContent).toBe('BNB1');
    expect(screen.getByText('3 launches')).toBeTruthy();
  });

  it('asks the server for the platform picked', async () => {
    const { asked, user } = renderTab(() => jsonResponse({ launches: [], last24h: LAST_24H }));
    await screen.findByText('No trader has launched a token yet.');
    await user.selectOptions(screen.getByLabelText('Platform'), 'bnb');
    await waitFor(() => expect(asked.at(-1)?.get('mode')).toBe('bnb'));
  });

  it('logs the admin out on a 403', async () => {
    const { denied } = renderTab(() => jsonResponse({ error: 'Admin access required' }, 403));
    await waitFor(() => expect(denied).toHaveBeenCalled());
  });
});
