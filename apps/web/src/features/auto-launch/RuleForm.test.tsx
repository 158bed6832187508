import { AUTO_LAUNCH_MESSAGES, DEFAULT_PRESETS } from '@launchdeck/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { channel, NOW, telegramChannel } from '../../../test/features/alerts/fake-alerts-server.ts';
import {
  callsTo,
  GOOD_CODE,
  makeRule,
} from '../../../test/features/auto-launch/fake-auto-launch-server.ts';
import { renderAutoLaunch } from '../../../test/features/auto-launch/support.tsx';
import { BNB_WALLET, SOLANA_WALLET } from '../../../test/features/deploy/support.tsx';
import { AutoLaunchSection } from './AutoLaunchSection.tsx';
import { AUTO_LAUNCH_TEXT as T } from './strings.ts';

type Options = Parameters<typeof renderAutoLaunch>[1];

/** Settings → Auto-launch with the new rule's form open. */
async function openNewRule(options: Options = {}) {
  const kit = renderAutoLaunch(<AutoLaunchSection />, options);
  const user = userEvent.setup();
  const add = await screen.findByRole('button', { name: T.addRule });
  await waitFor(() => expect(add).toHaveProperty('disabled', false));
  await user.click(add);
  const form = screen.getByRole('form', { name: T.newRuleTitle });
  const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
  const posted = () => callsTo(kit.server.state.calls, 'POST', '/api/auto-launch-rules');
  return {
    ...kit,
    user,
    form,
    field,
    posted,
    save: () => user.click(within(form).getByRole('button', { name: T.save })),
  };
}

/** The sentence under a field (its aria-describedby error). */
const errorOf = (input: HTMLElement) =>
  document.getElementById(`${input.id}-error`)?.textContent ?? null;

describe('the auto-launch rule form', () => {
  it('starts as a dry run of new posts, on the default platform with its active wallet', async () => {
    const { field, form } = await openNewRule();
    expect(field(T.dryRunLabel).checked).toBe(true);
    expect(field(T.ruleEnabledLabel).checked).toBe(true);
    const kinds = within(form).getByRole('group', { name: T.kindsLegend });
    expect(
      within(kinds)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Posts']);
    expect(field(T.platformLabel).value).toBe('pump');
    expect(field(T.walletLabel).value).toBe(SOLANA_WALLET.api_key);
    expect(field(T.perHourLabel).value).toBe('1');
    expect(field(T.perDayLabel).value).toBe('3');
    expect(field(T.cooldownLabel).value).toBe('300');
    expect(field(T.maxPostAgeLabel).value).toBe('60');
    expect(within(form).getByText(T.codeHint)).toBeTruthy();
    expect(field(T.codeLabel).value).toBe('');
  });

  it('lists only the wallets of the platform’s chain', async () => {
    const { field, user } = await openNewRule();
    await user.selectOptions(field(T.platformLabel), 'bnb');
    const wallet = field(T.walletLabel) as unknown as HTMLSelectElement;
    expect([...wallet.options].map((option) => option.value)).toEqual([BNB_WALLET.api_key]);
    expect(wallet.value).toBe(BNB_WALLET.api_key);
    expect(within(wallet.parentElement as HTMLElement).getByText(T.walletHint('BNB'))).toBeTruthy();
    expect(field(T.buyAmountLabel('BNB'))).toBeTruthy();
  });

  it('sends the body AutoLaunchRuleBody reads, with the preset copied and the code', async () => {
    const { field, user, save, posted } = await openNewRule();
    await user.type(field(T.nameLabel), 'Doge drops');
    await user.type(field(T.accountsLabel), '@ElonMusk, cz_binance');
    await user.type(field(T.keywordsLabel), 'doge, to the moon');
    await user.type(field(T.buyAmountLabel('SOL')), '0.25');
    await user.selectOptions(field(T.presetLabel), 'Coinify');
    await user.clear(field(T.perHourLabel));
    await user.type(field(T.perHourLabel), '2');
    await user.type(field(T.spendCapLabel('SOL')), '1.5');
    await user.type(field(T.codeLabel), `${GOOD_CODE.slice(0, 3)} ${GOOD_CODE.slice(3)}`);
    await save();

    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]?.body).toEqual({
      name: 'Doge drops',
      trigger: {
        accounts: ['elonmusk', 'cz_binance'],
        kinds: ['post'],
        hasAddress: false,
        keywords: ['doge', 'to the moon'],
        memeWords: false,
      },
      action: {
        mode: 'pump',
        wallet: SOLANA_WALLET.api_key,
        buyAmount: 0.25,
        image: 'post',
        preset: DEFAULT_PRESETS[0],
      },
      limits: { perHour: 2, perDay: 3, spendCap: 1.5, cooldownSeconds: 300 },
      maxPostAgeSeconds: 60,
      channels: [],
      testPosts: false,
      dryRun: true,
      enabled: true,
      code: GOOD_CODE,
    });
    const list = await screen.findByRole('list', { name: T.rulesTitle });
    expect(within(list).getByText('Doge drops')).toBeTruthy();
    expect(screen.queryByRole('form', { name: T.newRuleTitle })).toBeNull();
  });

  it('says the schema’s sentence under each field it refuses, and sends nothing', async () => {
    const { field, user, save, posted } = await openNewRule();
    await user.clear(field(T.perHourLabel));
    await user.type(field(T.perHourLabel), '61');
    await user.clear(field(T.cooldownLabel));
    await user.type(field(T.cooldownLabel), '2.5');
    await save();
    expect(errorOf(field(T.nameLabel))).toBe('Must not be empty.');
    expect(errorOf(field(T.accountsLabel))).toBe('Must name at least one account.');
    expect(errorOf(field(T.buyAmountLabel('SOL')))).toBe(T.enterBuyAmount);
    expect(errorOf(field(T.perHourLabel))).toBe(T.atMost(60));
    expect(errorOf(field(T.cooldownLabel))).toBe(T.wholeNumber);
    expect(field(T.nameLabel).getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(field(T.keywordsLabel))).toBeNull();

    const form = screen.getByRole('form', { name: T.newRuleTitle });
    for (const box of within(within(form).getByRole('group', { name: T.kindsLegend })).getAllByRole(
      'checkbox',
    ))
      if ((box as HTMLInputElement).checked) await user.click(box);
    await save();
    expect(within(form).getByText('Must name at least one kind.')).toBeTruthy();
    expect(posted()).toHaveLength(0);
  });

  it('shows a 401 refusal’s sentence under the code, keeping what was typed', async () => {
    const { field, user, save, posted } = await openNewRule();
    await user.type(field(T.nameLabel), 'Doge drops');
    await user.type(field(T.accountsLabel), 'elonmusk');
    await user.type(field(T.buyAmountLabel('SOL')), '0.25');
    await save();
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]?.body).not.toHaveProperty('code');
    const code = field(T.codeLabel);
    await waitFor(() => expect(errorOf(code)).toBe(AUTO_LAUNCH_MESSAGES.codeNeeded));
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(field(T.nameLabel).value).toBe('Doge drops');
    expect(screen.queryByRole('list', { name: T.rulesTitle })).toBeNull();

    await user.type(code, '000000');
    expect(errorOf(code)).toBeNull();
    await save();
    await waitFor(() => expect(errorOf(code)).toBe('That code is not right. Try again.'));
  });

  it('says a refusal about no field (two-factor login off) under the form', async () => {
    const { field, user, save, form } = await openNewRule({
      twoFactor: false,
      state: { paused: false, allowed: false, blockedBy: 'two-factor-off' },
    });
    await user.type(field(T.nameLabel), 'Doge drops');
    await user.type(field(T.accountsLabel), 'elonmusk');
    await user.type(field(T.buyAmountLabel('SOL')), '0.25');
    await save();
    await waitFor(() =>
      expect(
        within(form)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toEqual([AUTO_LAUNCH_MESSAGES.twoFactorOff]),
    );
  });

  it('lists the trader’s alert channels to tell, a disabled one marked so', async () => {
    const { form } = await openNewRule({
      channels: [channel(), telegramChannel({ disabledAt: NOW, disabledReason: 'Bot blocked' })],
    });
    const group = within(form).getByRole('group', { name: T.channelsLegend });
    const boxes = await within(group).findAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'My bot',
      'Trading desk',
    ]);
    expect(boxes.every((box) => !(box as HTMLInputElement).checked)).toBe(true);
    expect(
      boxes.map(
        (box) => document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent,
      ),
    ).toEqual(['Webhook', 'Telegram (disabled)']);
  });

  it('says where channels are added when the trader has none', async () => {
    const { form } = await openNewRule();
    const group = within(form).getByRole('group', { name: T.channelsLegend });
    expect(await within(group).findByText(T.noChannels)).toBeTruthy();
    expect(within(group).queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('sends the ids of the channels ticked', async () => {
    const { field, user, save, posted, form } = await openNewRule({
      channels: [channel(), telegramChannel()],
    });
    await user.type(field(T.nameLabel), 'Doge drops');
    await user.type(field(T.accountsLabel), 'elonmusk');
    await user.type(field(T.buyAmountLabel('SOL')), '0.25');
    await user.type(field(T.codeLabel), GOOD_CODE);
    const group = within(form).getByRole('group', { name: T.channelsLegend });
    await user.click(await within(group).findByRole('checkbox', { name: 'Trading desk' }));
    await user.click(within(group).getByRole('checkbox', { name: 'My bot' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Trading desk' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Trading desk' }));
    await save();
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]?.body).toMatchObject({ channels: ['wh_00000001', 'tg_00000001'] });
    const list = await screen.findByRole('list', { name: T.rulesTitle });
    expect(within(list).getByText(/tells 2 channels/)).toBeTruthy();
  });

  it('shows a refusal about the channels under them', async () => {
    const { field, user, save, posted, form, server } = await openNewRule({
      channels: [channel(), telegramChannel()],
    });
    await user.type(field(T.nameLabel), 'Doge drops');
    await user.type(field(T.accountsLabel), 'elonmusk');
    await user.type(field(T.buyAmountLabel('SOL')), '0.25');
    await user.type(field(T.codeLabel), GOOD_CODE);
    const group = within(form).getByRole('group', { name: T.channelsLegend });
    await user.click(await within(group).findByRole('checkbox', { name: 'Trading desk' }));
    // Deleted in another tab after the form listed it.
    server.state.channels = [channel()];
    await save();
    await waitFor(() => expect(posted()).toHaveLength(1));
    const refusal = AUTO_LAUNCH_MESSAGES.notYourChannel('tg_00000001');
    expect(await within(group).findByRole('alert')).toHaveProperty('textContent', refusal);
    expect(group.getAttribute('aria-describedby')).toContain(within(group).getByRole('alert').id);
    expect(
      within(form)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([refusal]);
    expect(screen.getByRole('form', { name: T.newRuleTitle })).toBeTruthy();
  });

  it('keeps a saved rule’s channels, leaving out one deleted since', async () => {
    const rule = makeRule({ channels: ['tg_00000001', 'wh_gone_000001'] });
    const kit = renderAutoLaunch(<AutoLaunchSection />, {
      rules: [rule],
      channels: [channel(), telegramChannel()],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: T.editRuleLabel('Elon coins') }));
    const form = screen.getByRole('form', { name: T.editRuleTitle('Elon coins') });
    const group = within(form).getByRole('group', { name: T.channelsLegend });
    const desk = await within(group).findByRole('checkbox', { name: 'Trading desk' });
    expect(desk).toHaveProperty('checked', true);
    expect(within(group).getByRole('checkbox', { name: 'My bot' })).toHaveProperty(
      'checked',
      false,
    );
    await user.click(within(form).getByRole('button', { name: T.save }));
    const put = () => callsTo(kit.server.state.calls, 'PUT', '/api/auto-launch-rules/al_00000001');
    await waitFor(() => expect(put()).toHaveLength(1));
    expect(put()[0]?.body).toMatchObject({ channels: ['tg_00000001'] });
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  });

  it('edits a rule in its place, keeping its saved preset copy, without a code to lower it', async () => {
    const preset = {
      ...DEFAULT_PRESETS[1],
      id: '77',
      name: 'Old preset',
    } as (typeof DEFAULT_PRESETS)[number];
    const rule = makeRule({
      dryRun: false,
      action: { ...makeRule().action, preset },
    });
    const kit = renderAutoLaunch(<AutoLaunchSection />, { rules: [rule] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: T.editRuleLabel('Elon coins') }));
    const form = screen.getByRole('form', { name: T.editRuleTitle('Elon coins') });
    const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
    expect(field(T.accountsLabel).value).toBe('@elonmusk');
    expect(field(T.buyAmountLabel('SOL')).value).toBe('0.5');
    expect(field(T.presetLabel).value).toBe('77');
    expect(within(form).getByRole('option', { name: T.savedPreset('Old preset') })).toBeTruthy();
    expect(field(T.dryRunLabel).checked).toBe(false);
    await user.clear(field(T.perDayLabel));
    await user.type(field(T.perDayLabel), '2');
    await user.click(within(form).getByRole('button', { name: T.save }));
    const put = () => callsTo(kit.server.state.calls, 'PUT', '/api/auto-launch-rules/al_00000001');
    await waitFor(() => expect(put()).toHaveLength(1));
    expect(put()[0]?.body).toMatchObject({ limits: { perDay: 2 }, action: { preset } });
    expect(put()[0]?.body).not.toHaveProperty('code');
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  });
});
