import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fake-fetch.ts';
import {
  launchAt,
  makeLaunch,
  renderLaunches,
  SECOND_MINT,
  SOLANA_MINT,
  startLaunches,
} from '../../../test/features/launches/support.tsx';
import { LaunchesPage } from './LaunchesPage.tsx';
import { LAUNCHES_TEXT } from './launches-text.ts';

type Page = { launches: unknown[]; nextBefore?: string };

/** Plays GET /api/launches: `pages` by `before` ('' for the first); records each query. */
function serveLaunches(pages: Record<string, Page>) {
  const asked: URLSearchParams[] = [];
  const fetch = stubFetch((url) => {
    const parsed = new URL(url, 'http://launchdeck.test');
    if (parsed.pathname !== '/api/launches') return jsonResponse({ wallets: [] });
    asked.push(parsed.searchParams);
    const page = pages[parsed.searchParams.get('before') ?? ''];
    return page ? jsonResponse(page) : jsonResponse({ error: 'No such page.' }, 400);
  });
  return { asked, fetch };
}

/** The page on a logged-in session; `serve` plays the server (after the deploy kit's own stub). */
function open<S>(serve: () => S) {
  const kit = startLaunches();
  const server = serve();
  const socket = kit.connect();
  const view = renderLaunches(<LaunchesPage backTo="/" />, kit);
  return { ...kit, server, socket, view, user: userEvent.setup() };
}

const rowOf = (name: string) => screen.getByRole('article', { name });

describe('LaunchesPage', () => {
  it('lists each launch: time, platform, name and ticker, status, addresses, post and actions', async () => {
    open(() => serveLaunches({ '': { launches: [makeLaunch({ simulated: false })] } }));
    const row = await screen.findByRole('article', { name: 'Frog King $FROG' });
    expect(row.dataset.status).toBe('confirmed');
    expect(within(row).getByText('Pump')).toBeTruthy();
    expect(within(row).getByText('Confirmed')).toBeTruthy();
    expect(within(row).queryByText('Simulated')).toBeNull();
    expect(within(row).getByRole('button', { name: `Copy address ${SOLANA_MINT}` })).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: `Open ${SOLANA_MINT} on Axiom` })
        .getAttribute('href'),
    ).toBe(`https://axiom.trade/t/${SOLANA_MINT}?chain=sol`);
    expect(
      within(row)
        .getByRole('link', { name: `Open ${SOLANA_MINT} on Solscan` })
        .getAttribute('href'),
    ).toBe(`https://solscan.io/token/${SOLANA_MINT}`);
    expect(within(row).getByRole('button', { name: 'Show the post by @degenkaito' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Launch Frog King again' })).toBeTruthy();
  });

  it('a simulated launch says so and links to no site; a hotkey launch names its key (issue 50)', async () => {
    const trigger = { kind: 'hotkey', keybind: 'Ctrl+Z', preset: 'Coinify' } as const;
    open(() => serveLaunches({ '': { launches: [makeLaunch({ trigger })] } }));
    const row = await screen.findByRole('article', { name: 'Frog King $FROG' });
    expect(within(row).getByText('Simulated')).toBeTruthy();
    expect(within(row).getByRole('button', { name: `Copy address ${SOLANA_MINT}` })).toBeTruthy();
    expect(within(row).queryAllByRole('link')).toEqual([]);
    expect(row.textContent).toContain("Hotkey Ctrl+Z · Coinify · @degenkaito's post");
    expect(within(row).getByRole('button', { name: 'Show the post by @degenkaito' })).toBeTruthy();
  });

  it('a rule launch names its rule; a dry run reads Dry run; its stages count from the post (issue 53)', async () => {
    const trigger = { kind: 'rule', ruleId: 'al_00000001', rule: 'Elon coins' } as const;
    const { user } = open(() =>
      serveLaunches({
        '': {
          launches: [
            makeLaunch({
              id: '12',
              name: 'Doge King',
              ticker: 'DOGE',
              status: 'dry_run',
              addresses: [],
              trigger,
              stages: { matched: 85, validated: 86.5 },
            }),
            makeLaunch({ id: '11', trigger, stages: { matched: 120, validated: 121, sent: 300 } }),
          ],
        },
      }),
    );
    const dry = await screen.findByRole('article', { name: 'Doge King $DOGE' });
    expect(dry.dataset.status).toBe('dry_run');
    const badge = within(dry).getByText('Dry run');
    expect(badge.closest('.launch-status')?.className).toBe('launch-status is-dry_run');
    expect(dry.textContent).toContain("Rule: Elon coins · @degenkaito's post");
    expect(within(dry).getByRole('button', { name: 'Show the post by @degenkaito' })).toBeTruthy();
    expect(within(dry).queryByRole('alert')).toBeNull();
    const live = rowOf('Frog King $FROG');
    expect(live.textContent).toContain("Rule: Elon coins · @degenkaito's post");
    expect(within(live).getByText('Confirmed')).toBeTruthy();

    await user.click(within(dry).getByRole('button', { name: 'Stages of Doge King' }));
    const stages = within(dry).getByRole('list', { name: 'Stages' });
    expect(
      within(stages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Matched85.0 ms+85.0 ms', 'Checked86.5 ms+1.5 ms']);
    expect(within(dry).getByText(LAUNCHES_TEXT.stagesNoteRule)).toBeTruthy();
  });

  it('offers Dry run among the statuses and asks the server for it', async () => {
    const { user, server } = open(() => serveLaunches({ '': { launches: [makeLaunch()] } }));
    await screen.findByRole('article', { name: 'Frog King $FROG' });
    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...status.options].map((option) => option.textContent)).toEqual([
      'All statuses',
      'Preparing',
      'Sent',
      'Confirmed',
      'Failed',
      'Dry run',
    ]);
    await user.selectOptions(status, 'dry_run');
    await waitFor(() => expect(server.asked.at(-1)?.get('status')).toBe('dry_run'));
  });

  it('follows a rule’s fire (auto_launch) as it follows launch_update', async () => {
    const { socket } = open(() => serveLaunches({ '': { launches: [makeLaunch()] } }));
    await screen.findByRole('article', { name: 'Frog King $FROG' });
    const launch = makeLaunch({
      id: '13',
      name: 'Doge King',
      ticker: 'DOGE',
      status: 'dry_run',
      addresses: [],
      trigger: { kind: 'rule', ruleId: 'al_00000001', rule: 'Elon coins' },
    });
    act(() => socket.receive('auto_launch', { ruleId: 'al_00000001', rule: 'Elon coins', launch }));
    expect(rowOf('Doge King $DOGE').dataset.status).toBe('dry_run');
  });

  it('lists every address of a multi-deploy, and a failed launch says why', async () => {
    open(() =>
      serveLaunches({
        '': {
          launches: [
            makeLaunch({ id: '12', multiDeploy: true, addresses: [SOLANA_MINT, SECOND_MINT] }),
            makeLaunch({
              id: '11',
              name: 'Dud',
              ticker: 'DUD',
              status: 'failed',
              addresses: [],
              stages: {},
              error: 'Insufficient balance in the dev wallet.',
            }),
          ],
        },
      }),
    );
    const multi = await screen.findByRole('article', { name: 'Frog King $FROG' });
    expect(within(multi).getAllByRole('button', { name: /^Copy address/ })).toHaveLength(2);
    expect(within(multi).getByText('2 tokens')).toBeTruthy();
    const failed = rowOf('Dud $DUD');
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('Insufficient balance in the dev wallet.')).toBeTruthy();
    expect(within(failed).getByText('No address')).toBeTruthy();
  });

  it('shows the stage timeline with each stage’s milliseconds on expand', async () => {
    const { user } = open(() => serveLaunches({ '': { launches: [makeLaunch()] } }));
    const row = await screen.findByRole('article', { name: 'Frog King $FROG' });
    const toggle = within(row).getByRole('button', { name: 'Stages of Frog King' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const stages = within(row).getByRole('list', { name: 'Stages' });
    const texts = within(stages)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts).toEqual([
      'Checked0.4 ms+0.4 ms',
      'Metadata12.5 ms+12.1 ms',
      'Prepared40.0 ms+27.5 ms',
      'Signed42.0 ms+2.0 ms',
      'Sent180 ms+138 ms',
      'Confirmed950 ms+770 ms',
    ]);
  });

  it('follows launch_update live: a new launch appears, then reaches confirmed', async () => {
    const { socket } = open(() => serveLaunches({ '': { launches: [makeLaunch()] } }));
    await screen.findByRole('article', { name: 'Frog King $FROG' });
    act(() => socket.receive('launch_update', launchAt('preparing', { id: '11', name: 'Toad' })));
    expect(rowOf('Toad $FROG').dataset.status).toBe('preparing');
    const names = screen.getAllByRole('article').map((row) => row.getAttribute('aria-label'));
    expect(names).toEqual(['Toad $FROG', 'Frog King $FROG']);
    act(() => socket.receive('launch_update', makeLaunch({ id: '11', name: 'Toad' })));
    expect(rowOf('Toad $FROG').dataset.status).toBe('confirmed');
  });

  it('asks the server for the platform and status picked', async () => {
    const { user, server } = open(() => serveLaunches({ '': { launches: [makeLaunch()] } }));
    await screen.findByRole('article', { name: 'Frog King $FROG' });
    await user.selectOptions(screen.getByLabelText('Platform'), 'bnb');
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await waitFor(() => expect(server.asked.at(-1)?.get('status')).toBe('failed'));
    expect(server.asked.at(-1)?.get('mode')).toBe('bnb');
  });

  it('reads the next older page with nextBefore', async () => {
    const { server } = open(() =>
      serveLaunches({
        '': { launches: [makeLaunch({ id: '12' })], nextBefore: '12' },
        12: { launches: [makeLaunch({ id: '7', name: 'Older' })] },
      }),
    );
    await screen.findByRole('article', { name: 'Older $FROG' });
    expect(server.asked.map((query) => query.get('before'))).toEqual([null, '12']);
  });

  it('says when there are no launches yet', async () => {
    open(() => serveLaunches({ '': { launches: [] } }));
    expect(await screen.findByText(LAUNCHES_TEXT.empty)).toBeTruthy();
  });

  it('says the list could not be read, and Try again reads it again', async () => {
    let fail = true;
    const { user } = open(() =>
      stubFetch((url) => {
        if (!url.startsWith('/api/launches')) return jsonResponse({ wallets: [] });
        return fail
          ? jsonResponse({ error: 'Session expired or invalid.' }, 401)
          : jsonResponse({ launches: [makeLaunch()] });
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      `${LAUNCHES_TEXT.failedToLoad} Session expired or invalid.`,
    );
    fail = false;
    await user.click(within(alert).getByRole('button', { name: LAUNCHES_TEXT.retry }));
    expect(await screen.findByRole('article', { name: 'Frog King $FROG' })).toBeTruthy();
  });

  it('copies an address and says so', async () => {
    const { user } = open(() => serveLaunches({ '': { launches: [makeLaunch()] } }));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const row = await screen.findByRole('article', { name: 'Frog King $FROG' });
    await user.click(within(row).getByRole('button', { name: `Copy address ${SOLANA_MINT}` }));
    expect(writeText).toHaveBeenCalledWith(SOLANA_MINT);
    expect(await within(row).findByRole('status')).toHaveProperty('textContent', 'Copied');
  });

  it('Launch again opens the deploy form filled as the launch was, on its platform', async () => {
    const { user, deploy } = open(() =>
      serveLaunches({ '': { launches: [makeLaunch({ mode: 'bonk' })] } }),
    );
    const row = await screen.findByRole('article', { name: 'Frog King $FROG' });
    await user.click(within(row).getByRole('button', { name: 'Launch Frog King again' }));
    const { form, open: shown } = deploy.store.getState();
    expect(shown).toBe(true);
    expect(form).toMatchObject({
      name: 'Frog King',
      ticker: 'FROG',
      website: 'https://frog.example',
      twitter: 'https://x.com/degenkaito/status/1',
      mode: 'bonk',
    });
    expect(form.images.map((image) => image.url)).toEqual(['https://img.example/frog.png']);
  });

  it('shows the post a launch came from as its card', async () => {
    const { user } = open(() => serveLaunches({ '': { launches: [makeLaunch()] } }));
    const row = await screen.findByRole('article', { name: 'Frog King $FROG' });
    await user.click(within(row).getByRole('button', { name: 'Show the post by @degenkaito' }));
    const dialog = screen.getByRole('dialog', { name: LAUNCHES_TEXT.sourcePostTitle });
    const card = within(dialog).getByTestId('feed-card');
    expect(card.dataset.postId).toBe('post-frog');
    expect(card.textContent).toContain('The Frog King has arrived $FROG');
  });
});
