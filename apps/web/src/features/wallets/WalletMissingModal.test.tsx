import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WalletsProvider } from './context.tsx';
import { createWalletsController } from './store.ts';
import { WalletMissingModal } from './WalletMissingModal.tsx';

function renderPrompt(chain: 'solana' | 'bnb') {
  const openWalletSettings = vi.fn();
  const onClose = vi.fn();
  const wallets = createWalletsController({ openWalletSettings });
  render(
    <WalletsProvider controller={wallets}>
      <WalletMissingModal chain={chain} onClose={onClose} />
    </WalletsProvider>,
  );
  return { openWalletSettings, onClose, wallets, user: userEvent.setup() };
}

describe('WalletMissingModal', () => {
  it.each([
    ['solana', 'No Solana Wallet Imported'],
    ['bnb', 'No BNB Wallet Imported'],
  ] as const)('is titled for the %s chain', (chain, title) => {
    const { wallets } = renderPrompt(chain);
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
    wallets.dispose();
  });

  it("'Go to Deploy Settings' closes it and opens the wallet settings; Cancel only closes", async () => {
    const { openWalletSettings, onClose, user, wallets } = renderPrompt('solana');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(openWalletSettings).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Go to Deploy Settings' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(openWalletSettings).toHaveBeenCalledTimes(1);
    wallets.dispose();
  });
});
