import { DEPLOY_MESSAGES } from '@launchdeck/protocol';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  BNB_WALLET,
  renderDeploy,
  SOLANA_WALLET,
  samplePrefill,
  startDeploy,
  storeWallets,
} from '../../../../test/features/deploy/support.tsx';
import { DEPLOY_TEXT } from '../strings.ts';
import { DeployOutcomes } from '../workspace/DeployWorkspace.tsx';
import { TokenDeployForm } from './TokenDeployForm.tsx';

const launchButton = () =>
  screen.getByRole('button', { name: (name) => name.startsWith(DEPLOY_TEXT.launch) });
const nameInput = () => screen.getByLabelText(DEPLOY_TEXT.name) as HTMLInputElement;

function renderForm({ connect = true } = {}) {
  const kit = startDeploy();
  const socket = connect ? kit.connect() : null;
  renderDeploy(
    <>
      <TokenDeployForm variant="dock" />
      <DeployOutcomes />
    </>,
    kit,
  );
  return { ...kit, socket, user: userEvent.setup() };
}

describe('TokenDeployForm', () => {
  it('shows the connection, and counters of the mode limits for name and symbol', async () => {
    storeWallets(SOLANA_WALLET, BNB_WALLET);
    const { deploy, user } = renderForm();
    expect(screen.getByRole('heading', { name: DEPLOY_TEXT.title })).toBeTruthy();
    expect(screen.getByText(DEPLOY_TEXT.connected)).toBeTruthy();
    act(() => deploy.open(samplePrefill()));
    expect(screen.getByText('9/32')).toBeTruthy();
    expect(screen.getByText('8/10')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'bnb' }));
    expect(screen.getByText('9/20')).toBeTruthy();
    expect(screen.getByText('8/20')).toBeTruthy();
  });

  it('keeps the platforms, the buy amount and Launch in the footer, the other fields in the scrolling part', () => {
    renderForm();
    const footer = document.querySelector<HTMLElement>('.deploy-form-foot');
    const fields = document.querySelector<HTMLElement>('.deploy-form-body');
    if (!footer || !fields) throw new Error('the form has no footer or no scrolling part');
    expect(within(footer).getByRole('button', { name: 'pump' })).toBeTruthy();
    expect(within(footer).getByLabelText(new RegExp(`^${DEPLOY_TEXT.buyAmount}`))).toBeTruthy();
    expect(
      within(footer).getByRole('button', { name: (name) => name.startsWith(DEPLOY_TEXT.launch) }),
    ).toBeTruthy();
    for (const label of [DEPLOY_TEXT.wallet, DEPLOY_TEXT.name, DEPLOY_TEXT.twitter]) {
      expect(within(fields).getByLabelText(label)).toBeTruthy();
    }
  });

  it('lists the wallets of the chain by their first and last 4 characters', async () => {
    storeWallets(SOLANA_WALLET, BNB_WALLET);
    const { user } = renderForm();
    const select = screen.getByLabelText(DEPLOY_TEXT.wallet);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['7xKX...gAsU']);
    await user.click(screen.getByRole('button', { name: 'bnb' }));
    expect(within(screen.getByLabelText(DEPLOY_TEXT.wallet)).getByRole('option').textContent).toBe(
      '0x3c...51f2',
    );
  });

  it('enables Launch only with a name, a symbol and a connection (LETTER counts as the image)', async () => {
    const { user, socket } = renderForm();
    expect((launchButton() as HTMLButtonElement).disabled).toBe(true);
    await user.type(nameInput(), 'Moon Cat');
    expect((screen.getByLabelText(DEPLOY_TEXT.symbol) as HTMLInputElement).value).toBe('MOONCAT');
    expect((launchButton() as HTMLButtonElement).disabled).toBe(false);
    await user.clear(screen.getByLabelText(DEPLOY_TEXT.symbol));
    expect((launchButton() as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText(DEPLOY_TEXT.symbol), 'CAT');
    act(() => socket?.receive('disconnect', 'transport close'));
    expect((launchButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(DEPLOY_TEXT.disconnected)).toBeTruthy();
  });

  it('launches on Enter in the form', async () => {
    storeWallets(SOLANA_WALLET);
    const { deploy, emitted, user } = renderForm();
    act(() => deploy.open(samplePrefill()));
    await user.click(screen.getByLabelText(DEPLOY_TEXT.twitter));
    await user.keyboard('{Enter}');
    expect(emitted('debug_request')).toEqual([
      expect.objectContaining({ name: 'Frog King', ticker: 'FROGKING', mode: 'pump' }),
    ]);
  });

  it('shows the wallet-missing modal when bnb is picked without a BNB wallet', async () => {
    storeWallets(SOLANA_WALLET);
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'bnb' }));
    const dialog = screen.getByRole('dialog', { name: DEPLOY_MESSAGES.noBnbWalletTitle });
    expect(
      within(dialog).getByRole('button', { name: DEPLOY_MESSAGES.goToDeploySettings }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'pump', pressed: true })).toBeTruthy();
  });

  it('shows the Solana wallet-missing modal at launch without a Solana wallet', async () => {
    const { deploy, user } = renderForm();
    act(() => deploy.open(samplePrefill()));
    await user.click(launchButton());
    expect(screen.getByRole('dialog', { name: DEPLOY_MESSAGES.noSolanaWalletTitle })).toBeTruthy();
  });

  it('focuses and selects the name after a prefill', () => {
    const { deploy } = renderForm();
    act(() => deploy.open(samplePrefill()));
    const input = nameInput();
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'Frog King'.length]);
    expect(input.closest('.deploy-field')?.classList.contains('is-highlighted')).toBe(true);
  });

  it('selects a post image, falls back to LETTER when all are cleared', async () => {
    const { deploy, user } = renderForm();
    act(() => deploy.open(samplePrefill()));
    expect(screen.getByRole('button', { name: 'Image 1', pressed: true })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Image 2' }));
    expect(screen.getByRole('button', { name: 'Image 2', pressed: true })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: DEPLOY_TEXT.ascii }));
    expect(screen.getByRole('button', { name: DEPLOY_TEXT.ascii, pressed: true })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: DEPLOY_TEXT.clearAll }));
    expect(screen.getByRole('button', { name: DEPLOY_TEXT.letter, pressed: true })).toBeTruthy();
    expect(screen.getByText(DEPLOY_TEXT.noImages)).toBeTruthy();
  });

  it('disables Multi-Deploy for bags and shows Gwei only for bnb', async () => {
    storeWallets(SOLANA_WALLET, BNB_WALLET);
    const { user } = renderForm();
    const slider = () => screen.getByLabelText(DEPLOY_TEXT.multiDeploy) as HTMLInputElement;
    expect(slider().disabled).toBe(false);
    expect(screen.queryByLabelText(DEPLOY_TEXT.gwei)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'bags' }));
    expect(slider().disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'bnb' }));
    expect(screen.getByLabelText(DEPLOY_TEXT.gwei)).toBeTruthy();
    expect(screen.getByLabelText(`${DEPLOY_TEXT.buyAmount} (BNB)`)).toBeTruthy();
  });

  it('fills the name from text copied on the page when auto-fill is on', async () => {
    const { user } = renderForm();
    await user.click(screen.getByLabelText(DEPLOY_TEXT.autoFillOnCopy));
    expect(localStorage.getItem('autoFillNameOnCopy')).toBe('true');
    const outside = document.createElement('p');
    outside.textContent = 'Goblin Town';
    document.body.append(outside);
    document.getSelection()?.selectAllChildren(outside);
    fireEvent.copy(outside);
    expect(nameInput().value).toBe('Goblin Town');
    outside.textContent = 'ab';
    document.getSelection()?.selectAllChildren(outside);
    fireEvent.copy(outside);
    expect(nameInput().value).toBe('Goblin Town');
    outside.remove();
  });

  it("shows 'Token Creation Error: {reason}' in a dialog", async () => {
    storeWallets(SOLANA_WALLET);
    const { deploy, socket, user } = renderForm();
    act(() => deploy.open(samplePrefill()));
    await user.click(launchButton());
    act(() =>
      socket?.receive('token_error', { error: 'Insufficient balance', request_id: 'request-1' }),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Token Creation Error: Insufficient balance',
    );
  });

  it('shows the stages of the launch in flight as launch_progress arrives', async () => {
    storeWallets(SOLANA_WALLET);
    const { deploy, socket, user } = renderForm();
    act(() => deploy.open(samplePrefill()));
    expect(screen.queryByRole('status', { name: DEPLOY_TEXT.launchProgress })).toBeNull();
    await user.click(launchButton());
    act(() => {
      for (const [stage, ms] of [
        ['validated', 0.2],
        ['prepared', 0.7],
        ['signed', 0.9],
        ['sent', 1.4],
        ['confirmed', 812],
      ] as const) {
        socket?.receive('launch_progress', { request_id: 'request-1', stage, ms });
      }
    });
    expect(screen.getByRole('status', { name: DEPLOY_TEXT.launchProgress }).textContent).toBe(
      'validated 0.2 ms · prepared 0.7 ms · signed 0.9 ms · sent 1.4 ms · confirmed 812 ms',
    );
  });
});
