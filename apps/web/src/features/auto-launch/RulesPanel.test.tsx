import { AUTO_LAUNCH_MESSAGES } from '@launchdeck/protocol';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  GOOD_CODE,
  makeRule,
} from '../../../test/features/auto-launch/fake-auto-launch-server.ts';
import { renderAutoLaunch } from '../../../test/features/auto-launch/support.tsx';
import { makeLaunch } from '../../../test/features/launches/support.tsx';
import { AutoLaunchSection } from './AutoLaunchSection.tsx';
import { AUTO_LAUNCH_TEXT as T } from './strings.ts';

const DRY = makeRule({
  trigger: {
    accounts: ['elonmusk', 'cz_binance'],
    kinds: ['post', 'quote'],
    hasAddress: true,
    keywords: ['doge'],
    memeWords: true,
  },
  limits: { perHour: 2, perDay: 5, spendCap: 1.5, cooldownSeconds: 600 },
  stats: {
    launchesLastHour: 1,
    launchesLastDay: 4,
    spentLastDay: 0.75,
    refusedLastDay: 2,
    lastFiredAt: Date.UTC(2026, 10, 27, 5, 0),
  },
});
const LIVE = makeRule({
  id: 'al_00000002',
  name: 'CZ on BNB',
  dryRun: false,
  enabled: false,
  action: {
    mode: 'bnb',
    wallet: 'wk_gone_wallet_0123456789abcdef',
    buyAmount: 0.1,
    image: 'ascii',
  },
});

const rowOf = (name: string) => {
  const row = screen
    .getAllByRole('listitem')
    .find((item) => item.querySelector('.al-item-name')?.textContent === name);
  if (!row) throw new Error(`no rule ${name}`);
  return row;
};
const lineOf = (row: HTMLElement, line: string) =>
  row.querySelector(`[data-line="${line}"] dd`)?.textContent;

describe('the auto-launch rules list', () => {
  it('shows each rule: DRY RUN, what fires it, what it launches, its limits and its stats', async () => {
    renderAutoLaunch(<AutoLaunchSection />, { rules: [DRY, LIVE] });
    await screen.findByRole('list', { name: T.rulesTitle });
    const dry = rowOf('Elon coins');
    expect(within(dry).getByText(T.dryRunBadge)).toBeTruthy();
    expect(within(dry).queryByText(T.liveBadge)).toBeNull();
    expect(lineOf(dry, 'trigger')).toBe(
      'Posts, quotes from @elonmusk, @cz_binance · with an address · saying doge or my meme words',
    );
    expect(lineOf(dry, 'action')).toBe(
      'on Pump, first buy 0.5 SOL, from 7xKX...gAsU · image: post’s picture, else a letter',
    );
    expect(lineOf(dry, 'limits')).toBe(
      '2 an hour · 5 a day · spend cap 1.5 SOL a day · 10 min cooldown per account · posts up to 60 s old',
    );
    expect(lineOf(dry, 'stats')).toBe(
      '1 this hour, 4 today · would have spent 0.75 SOL · 2 refused',
    );
    const dryOn = within(dry).getByRole('switch', { name: T.enabledLabel('Elon coins') });
    expect(dryOn).toHaveProperty('checked', true);

    const live = rowOf('CZ on BNB');
    expect(within(live).queryByText(T.dryRunBadge)).toBeNull();
    expect(within(live).getByText(T.liveBadge)).toBeTruthy();
    expect(live.className).toContain('is-off');
    expect(lineOf(live, 'action')).toBe(
      'on BNB, first buy 0.1 BNB, from a wallet no longer listed · image: ascii art',
    );
    expect(lineOf(live, 'stats')).toBe(T.statsNone);
  });

  it('says how many alert channels a rule tells of its fires', async () => {
    const told = makeRule({ channels: ['wh_00000001', 'tg_00000001'] });
    const one = makeRule({ id: 'al_00000002', name: 'One told', channels: ['wh_00000001'] });
    renderAutoLaunch(<AutoLaunchSection />, { rules: [told, one] });
    await screen.findByRole('list', { name: T.rulesTitle });
    expect(lineOf(rowOf('Elon coins'), 'action')).toBe(
      'on Pump, first buy 0.5 SOL, from 7xKX...gAsU · image: post’s picture, else a letter · tells 2 channels',
    );
    expect(lineOf(rowOf('One told'), 'action')).toMatch(/ · tells 1 channel$/);
  });

  it('turns a rule off at once, and on only with the two-factor code', async () => {
    const { server } = renderAutoLaunch(<AutoLaunchSection />, { rules: [DRY, LIVE] });
    const user = userEvent.setup();
    await screen.findByRole('list', { name: T.rulesTitle });
    const put = (id: string) => callsTo(server.state.calls, 'PUT', `/api/auto-launch-rules/${id}`);

    await user.click(within(rowOf('Elon coins')).getByRole('switch'));
    await waitFor(() => expect(put(DRY.id)).toHaveLength(1));
    expect(put(DRY.id)[0]?.body).toMatchObject({ name: 'Elon coins', enabled: false });
    expect(put(DRY.id)[0]?.body).not.toHaveProperty('code');
    await waitFor(() => expect(rowOf('Elon coins').className).toContain('is-off'));

    await user.click(within(rowOf('CZ on BNB')).getByRole('switch'));
    const dialog = screen.getByRole('dialog', { name: T.turnOnTitle('CZ on BNB') });
    expect(put(LIVE.id)).toHaveLength(0);
    const code = within(dialog).getByLabelText(T.codeLabel);
    await user.click(within(dialog).getByRole('button', { name: T.turnOn }));
    expect(await within(dialog).findByText(AUTO_LAUNCH_MESSAGES.codeNeeded)).toBeTruthy();
    await user.type(code, GOOD_CODE);
    await user.click(within(dialog).getByRole('button', { name: T.turnOn }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(put(LIVE.id).at(-1)?.body).toMatchObject({ enabled: true, code: GOOD_CODE });
    await waitFor(() => expect(rowOf('CZ on BNB').className).not.toContain('is-off'));
  });

  it('deletes a rule after a confirmation', async () => {
    const { server } = renderAutoLaunch(<AutoLaunchSection />, { rules: [DRY, LIVE] });
    const user = userEvent.setup();
    await screen.findByRole('list', { name: T.rulesTitle });
    await user.click(screen.getByRole('button', { name: T.deleteRuleLabel('CZ on BNB') }));
    const dialog = screen.getByRole('dialog', { name: T.deleteRuleTitle });
    await user.click(within(dialog).getByRole('button', { name: T.deleteRule }));
    await waitFor(() => expect(screen.queryByText('CZ on BNB')).toBeNull());
    expect(callsTo(server.state.calls, 'DELETE', `/api/auto-launch-rules/${LIVE.id}`)).toHaveLength(
      1,
    );
  });

  it('reads the stats again when a rule fires', async () => {
    const { server, socket } = renderAutoLaunch(<AutoLaunchSection />, { rules: [DRY] });
    await screen.findByRole('list', { name: T.rulesTitle });
    const reads = () => callsTo(server.state.calls, 'GET', '/api/auto-launch-rules').length;
    const before = reads();
    server.state.rules[0] = { ...DRY, stats: { ...DRY.stats, launchesLastDay: 5 } };
    act(() =>
      socket.receive('auto_launch', {
        ruleId: DRY.id,
        rule: DRY.name,
        launch: makeLaunch({ status: 'dry_run' }),
      }),
    );
    await waitFor(() => expect(reads()).toBe(before + 1));
    await waitFor(() =>
      expect(lineOf(rowOf('Elon coins'), 'stats')).toBe(
        '1 this hour, 5 today · would have spent 0.75 SOL · 2 refused',
      ),
    );
  });
});

describe('the auto-launch state line', () => {
  it('says the rules fire, and Pause all pauses them', async () => {
    const { server } = renderAutoLaunch(<AutoLaunchSection />, { rules: [DRY] });
    const user = userEvent.setup();
    const line = await screen.findByText(T.stateOn);
    await user.click(
      within(line.parentElement as HTMLElement).getByRole('button', { name: T.pause }),
    );
    expect(await screen.findByText(/Auto-launch is paused/)).toBeTruthy();
    expect(callsTo(server.state.calls, 'POST', '/api/auto-launch/pause')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: T.resume }));
    expect(await screen.findByText(T.stateOn)).toBeTruthy();
  });

  it('says two-factor login is off, with the way to Account security', async () => {
    const onOpenAccount = vi.fn();
    renderAutoLaunch(<AutoLaunchSection onOpenAccount={onOpenAccount} />, {
      state: { paused: false, allowed: false, blockedBy: 'two-factor-off' },
    });
    const user = userEvent.setup();
    expect(await screen.findByText(AUTO_LAUNCH_MESSAGES.twoFactorOff)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.openAccount }));
    expect(onOpenAccount).toHaveBeenCalledOnce();
  });

  it.each([
    ['off-for-everyone', AUTO_LAUNCH_MESSAGES.offForEveryone],
    ['off-for-you', AUTO_LAUNCH_MESSAGES.offForYou],
  ] as const)('says when the administrator turned it off (%s)', async (blockedBy, text) => {
    renderAutoLaunch(<AutoLaunchSection />, {
      state: { paused: false, allowed: false, blockedBy },
    });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.openAccount })).toBeNull();
  });
});
