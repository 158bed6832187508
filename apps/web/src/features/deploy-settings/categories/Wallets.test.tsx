import type { ServerWallet } from '@launchdeck/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeWalletServer } from '../../../../test/features/deploy-settings/fake-wallet-server.ts';
import {
  renderDeploySettings,
  renderDeploySettingsAt,
} from '../../../../test/features/deploy-settings/support.tsx';
import {
  makeBnbServerWallet,
  makeServerWallet,
  makeSolanaKeyText,
  seedWallets,
  stored,
} from '../../../../test/features/wallets/support.ts';
import { WalletMissingModal } from '../../wallets/index.ts';

const SOLANA_KEY = makeSolanaKeyText();
const BNB_KEY = `0x${'ab'.repeat(32)}`;

const openWallets = () => renderDeploySettingsAt('wallets');

const column = (name: string) => screen.getByRole('region', { name });
const card = (wallet: ServerWallet) =>
  screen.getByRole('listitem', { name: new RegExp(`^Wallet ${wallet.address.slice(0, 4)}`) });

async function importKey(user: ReturnType<typeof openWallets>['user'], key: string) {
  await user.click(screen.getByRole('button', { name: 'Import Wallet' }));
  const dialog = screen.getByRole('dialog', { name: 'Import Dev Wallet' });
  await user.click(within(dialog).getByLabelText('Private key'));
  await user.paste(key);
  await user.click(within(dialog).getByRole('button', { name: 'Import' }));
}

describe('Wallets deploy settings', () => {
  it('lists the server wallets in the Solana and BNB Chain columns with ACTIVE on the active ones', async () => {
    const [sol, sol2] = [makeServerWallet(), makeServerWallet()];
    const bnb = makeBnbServerWallet();
    seedWallets([stored(sol), stored(sol2), stored(bnb)], {
      solana: sol2.api_key,
      bnb: bnb.api_key,
    });
    fakeWalletServer([sol, sol2, bnb]);
    openWallets();

    await waitFor(() =>
      expect(within(column('Solana Wallets')).getAllByRole('listitem')).toHaveLength(2),
    );
    expect(within(column('BNB Chain Wallets')).getAllByRole('listitem')).toHaveLength(1);
    expect(within(card(sol2)).getByText('ACTIVE')).toBeTruthy();
    expect(within(card(sol)).queryByText('ACTIVE')).toBeNull();
    expect(within(card(bnb)).getByText('ACTIVE')).toBeTruthy();
    expect(within(card(sol)).getByText(sol.address)).toBeTruthy();
  });

  it('says each column is empty before any import', () => {
    fakeWalletServer();
    openWallets();
    expect(within(column('Solana Wallets')).getByText('No Solana wallets yet.')).toBeTruthy();
    expect(within(column('BNB Chain Wallets')).getByText('No BNB Chain wallets yet.')).toBeTruthy();
  });

  it("imports a key: 'Wallet imported successfully!', its card, ACTIVE as the chain's first", async () => {
    const { server, fetch } = fakeWalletServer();
    const wallet = makeServerWallet();
    server.next = wallet;
    const { user } = openWallets();

    await importKey(user, SOLANA_KEY);

    const done = await screen.findByRole('dialog', { name: 'Success' });
    expect(done.textContent).toContain('Wallet imported successfully!');
    expect(screen.queryByRole('dialog', { name: 'Import Dev Wallet' })).toBeNull();
    const post = fetch.mock.calls.find(([url]) => url === '/api/wallets/import');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ wallet_api: SOLANA_KEY });
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(within(card(wallet)).getByText('ACTIVE')).toBeTruthy();
  });

  it('sends a BNB key to import_bnb and shows the wallet in the BNB Chain column', async () => {
    const { server, fetch } = fakeWalletServer();
    const wallet = makeBnbServerWallet();
    server.next = wallet;
    const { user } = openWallets();
    await importKey(user, BNB_KEY);
    await screen.findByRole('dialog', { name: 'Success' });
    expect(fetch.mock.calls.some(([url]) => url === '/api/wallets/import_bnb')).toBe(true);
    expect(within(column('BNB Chain Wallets')).getByText(wallet.address)).toBeTruthy();
  });

  it('imports on Enter in the key field', async () => {
    const { server } = fakeWalletServer();
    server.next = makeServerWallet();
    const { user } = openWallets();
    await user.click(screen.getByRole('button', { name: 'Import Wallet' }));
    await user.click(screen.getByLabelText('Private key'));
    await user.paste(SOLANA_KEY);
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('dialog', { name: 'Success' })).textContent).toContain(
      'Wallet imported successfully!',
    );
    expect(server.wallets).toHaveLength(1);
  });

  it("says 'Please enter a private key' for an empty key, without asking the server", async () => {
    const { fetch } = fakeWalletServer();
    const { user } = openWallets();
    await user.click(screen.getByRole('button', { name: 'Import Wallet' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a private key');
    expect(screen.getByLabelText('Private key').getAttribute('aria-invalid')).toBe('true');
    expect(fetch.mock.calls.some(([url]) => url.startsWith('/api/wallets/import'))).toBe(false);
  });

  it("shows the server's refusal in an error dialog and keeps the import open", async () => {
    const { server } = fakeWalletServer();
    server.refuseImport = 'Wallet already imported';
    const { user } = openWallets();
    await importKey(user, SOLANA_KEY);
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error.textContent).toContain('Wallet already imported');
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('dialog', { name: 'Import Dev Wallet' })).toBeTruthy();
  });

  it('moves ACTIVE with Set Active', async () => {
    const [a, b] = [makeServerWallet(), makeServerWallet()];
    seedWallets([stored(a), stored(b)], { solana: a.api_key });
    fakeWalletServer([a, b]);
    const { user } = openWallets();
    await user.click(within(card(b)).getByRole('button', { name: 'Set Active' }));
    expect(within(card(b)).getByText('ACTIVE')).toBeTruthy();
    expect(within(card(a)).queryByText('ACTIVE')).toBeNull();
    expect(localStorage.getItem('api_wkey')).toBe(b.api_key);
  });

  it('shows and hides the API key per wallet, hidden at first', async () => {
    const [a, b] = [makeServerWallet(), makeServerWallet()];
    seedWallets([stored(a), stored(b)]);
    fakeWalletServer([a, b]);
    const { user } = openWallets();
    expect(screen.queryByText(a.api_key)).toBeNull();
    await user.click(within(card(a)).getByRole('button', { name: 'Show API Key' }));
    expect(within(card(a)).getByText(a.api_key)).toBeTruthy();
    expect(screen.queryByText(b.api_key)).toBeNull();
    await user.click(within(card(a)).getByRole('button', { name: 'Hide API Key' }));
    expect(screen.queryByText(a.api_key)).toBeNull();
  });

  it('copies the address and the API key', async () => {
    const a = makeServerWallet();
    seedWallets([stored(a)]);
    fakeWalletServer([a]);
    const { user } = openWallets();
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await user.click(within(card(a)).getByRole('button', { name: /^Copy address/ }));
    await user.click(within(card(a)).getByRole('button', { name: 'Show API Key' }));
    await user.click(within(card(a)).getByRole('button', { name: 'Copy API key' }));
    expect(writeText.mock.calls.map(([text]) => text)).toEqual([a.address, a.api_key]);
    expect((await screen.findByRole('status')).textContent).toBe('Copied to clipboard');
  });

  it('saves a buy amount of its own in the wallets key', async () => {
    const a = makeServerWallet();
    seedWallets([stored(a)]);
    fakeWalletServer([a]);
    const { user } = openWallets();
    const input = within(card(a)).getByLabelText('Buy amount (SOL)');
    expect(input.getAttribute('placeholder')).toBe('7 (global)');
    await user.type(input, '0.4');
    expect(JSON.parse(localStorage.getItem('wallets') ?? '[]')).toEqual([stored(a, 0.4)]);
    await user.clear(input);
    expect(JSON.parse(localStorage.getItem('wallets') ?? '[]')).toEqual([stored(a)]);
  });

  it("deletes after confirmation with the green 'Wallet deleted successfully' toast", async () => {
    const [a, b] = [makeServerWallet(), makeServerWallet()];
    seedWallets([stored(a), stored(b)], { solana: a.api_key });
    fakeWalletServer([a, b]);
    const { user } = openWallets();

    await user.click(within(card(a)).getByRole('button', { name: /^Delete wallet/ }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Wallet' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(card(a)).getByRole('button', { name: /^Delete wallet/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Wallet' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const toast = await screen.findByRole('status');
    expect(toast.textContent).toBe('Wallet deleted successfully');
    expect(toast.className).toContain('is-success');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(localStorage.getItem('api_wkey')).toBeNull();
  });

  it("keeps the wallet with the red 'Failed to delete wallet' toast when the delete fails", async () => {
    const a = makeServerWallet();
    seedWallets([stored(a)]);
    const { server } = fakeWalletServer([a]);
    server.refuseDelete = true;
    const { user } = openWallets();
    await user.click(within(card(a)).getByRole('button', { name: /^Delete wallet/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Wallet' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toBe('Failed to delete wallet');
    expect(toast.className).toContain('is-error');
    expect(card(a)).toBeTruthy();
  });

  it('drops a wallet the server no longer has when the category opens', async () => {
    const [a, gone] = [makeServerWallet(), makeServerWallet()];
    seedWallets([stored(a), stored(gone)]);
    fakeWalletServer([a]);
    openWallets();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(card(a)).toBeTruthy();
  });

  it("'Go to Deploy Settings' in the wallet-missing prompt opens Deploy Settings at Wallets", async () => {
    fakeWalletServer();
    const onClose = vi.fn();
    const { user } = renderDeploySettings(<WalletMissingModal chain="bnb" onClose={onClose} />);
    const prompt = screen.getByRole('dialog', { name: 'No BNB Wallet Imported' });
    await user.click(within(prompt).getByRole('button', { name: 'Go to Deploy Settings' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    const settings = screen.getByRole('dialog', { name: 'Deploy Settings' });
    expect(within(settings).getByRole('tabpanel', { name: 'Wallets' })).toBeTruthy();
  });
});
