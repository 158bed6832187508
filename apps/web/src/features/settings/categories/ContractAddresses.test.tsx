import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInSettings } from '../../../../test/features/settings/parts/support.tsx';
import { previewSound } from '../../sounds/index.ts';
import { PARTS_TEXT } from '../parts/strings.ts';
import { ContractAddresses } from './ContractAddresses.tsx';
import { CONTRACT_TEXT } from './contract-addresses/strings.ts';

vi.mock('../../sounds/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../sounds/index.ts')>()),
  previewSound: vi.fn(),
}));

const open = (settings = {}) => renderInSettings(<ContractAddresses />, { settings });
const group = (name: string) => screen.getByRole('group', { name });

describe('Contract Addresses', () => {
  it('switches the contract-address sound and picks it, previewed at the notification volume', async () => {
    const { user, settings } = open({ notificationVolume: 0.25 });
    await user.click(screen.getByRole('switch', { name: CONTRACT_TEXT.sound }));
    expect(settings.get().contractAddressSoundEnabled).toBe(false);
    await user.selectOptions(screen.getByLabelText(CONTRACT_TEXT.soundChoice), 'electric');
    expect(settings.get().contractAddressSound).toBe('electric');
    await user.click(screen.getByRole('button', { name: PARTS_TEXT.previewLabel('Electric') }));
    expect(previewSound).toHaveBeenLastCalledWith('electric', { notificationVolume: 0.25 });
  });

  it('switches the trading button', async () => {
    const { user, settings } = open();
    const toggle = screen.getByRole('switch', { name: CONTRACT_TEXT.button });
    expect(toggle).toHaveProperty('checked', true);
    await user.click(toggle);
    expect(settings.get().axiomButtonEnabled).toBe(false);
  });

  it('picks the Solana and BNB trading sites', async () => {
    const { user, settings } = open();
    const solana = group(CONTRACT_TEXT.solana);
    expect(within(solana).getByRole('radio', { name: 'Axiom' })).toHaveProperty('checked', true);
    await user.click(within(solana).getByRole('radio', { name: 'Photon' }));
    expect(settings.get().contractButtonPlatform).toBe('photon');

    const bnb = group(CONTRACT_TEXT.bnb);
    expect(within(bnb).getByRole('radio', { name: 'GMGN' })).toHaveProperty('checked', true);
    await user.click(within(bnb).getByRole('radio', { name: 'Axiom' }));
    expect(settings.get().bnbButtonPlatform).toBe('axiom');
  });

  it('greys the sites out while the trading button is off', () => {
    open({ axiomButtonEnabled: false });
    const photon = within(group(CONTRACT_TEXT.solana)).getByRole('radio', { name: 'Photon' });
    expect(photon.matches(':disabled')).toBe(true);
  });
});
