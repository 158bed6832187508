import { DEPLOY_MESSAGES, USD1_SWAP_URL } from '@launchdeck/protocol';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  renderDeploy,
  SOLANA_WALLET,
  samplePrefill,
  startDeploy,
  storeWallets,
} from '../../../../test/features/deploy/support.tsx';
import { TokenDeployForm } from '../form/TokenDeployForm.tsx';
import { DEPLOY_TEXT } from '../strings.ts';
import { DeployOutcomes } from '../workspace/DeployWorkspace.tsx';

function renderForm() {
  storeWallets(SOLANA_WALLET);
  const kit = startDeploy();
  const socket = kit.connect();
  renderDeploy(
    <>
      <TokenDeployForm variant="dock" />
      <DeployOutcomes />
    </>,
    kit,
  );
  act(() => kit.deploy.open(samplePrefill()));
  return { ...kit, socket, user: userEvent.setup() };
}

describe('USD1 modals', () => {
  it('warns on the first pick of usd1 only, ever', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'usd1' }));
    const warning = screen.getByRole('dialog', { name: DEPLOY_MESSAGES.usd1WarningTitle });
    expect(within(warning).getByText(DEPLOY_MESSAGES.usd1Warning)).toBeTruthy();
    await user.click(within(warning).getByRole('button', { name: DEPLOY_TEXT.ok }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'pump' }));
    await user.click(screen.getByRole('button', { name: 'usd1' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('switched_usd1')).toBe('true');
  });

  it('shows USD1 Mode Requirements with the numbers, the rule and the swap button', async () => {
    localStorage.setItem('switched_usd1', 'true');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { socket, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'usd1' }));
    await user.click(
      screen.getByRole('button', { name: (name) => name.startsWith(DEPLOY_TEXT.launch) }),
    );
    act(() =>
      socket.receive('token_error', {
        error: 'Not enough USD1',
        request_id: 'request-1',
        usd1: { held: 400, required: 262.5 },
      }),
    );
    const modal = screen.getByRole('dialog', { name: DEPLOY_MESSAGES.usd1RequirementsTitle });
    expect(within(modal).getByRole('alert').textContent).toBe(
      DEPLOY_MESSAGES.usd1Insufficient(400, 262.5),
    );
    expect(
      within(modal).getByText(
        'USD1 mode needs the buy amount plus 5% held in USD1: 1000 needs at least 1050.',
      ),
    ).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: DEPLOY_MESSAGES.usd1Swap }));
    expect(open).toHaveBeenCalledWith(USD1_SWAP_URL, '_blank', 'noopener,noreferrer');
    await user.click(within(modal).getByRole('button', { name: DEPLOY_TEXT.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
