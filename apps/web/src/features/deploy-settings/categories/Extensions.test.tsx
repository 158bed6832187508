import { EXTENSION_MESSAGES, EXTENSIONS, MESSAGES } from '@launchdeck/protocol';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../../test/fake-fetch.ts';
import { renderDeploySettingsAt } from '../../../../test/features/deploy-settings/support.tsx';
import { EXTENSIONS_TEXT } from '../extensions/strings.ts';

const TOKEN_1 = `ldx_${'a'.repeat(43)}`;
const TOKEN_2 = `ldx_${'b'.repeat(43)}`;
const MADE = '2026-11-20T10:00:00.000Z';

/** Plays /api/extension-token: the status, a new token per POST, DELETE revokes. */
function fakeTokenServer(initial: { exists: boolean } = { exists: false }) {
  const tokens = [TOKEN_1, TOKEN_2];
  const server = { exists: initial.exists, refuse: null as string | null };
  const fetch = stubFetch((url, init) => {
    if (url !== '/api/extension-token') return jsonResponse({ wallets: [] });
    if (server.refuse) return jsonResponse({ error: server.refuse }, 401);
    const method = init?.method ?? 'GET';
    if (method === 'POST') {
      server.exists = true;
      return jsonResponse({ token: tokens.shift(), created_at: MADE }, 201);
    }
    if (method === 'DELETE') {
      server.exists = false;
      return jsonResponse({ message: EXTENSION_MESSAGES.revoked });
    }
    return jsonResponse({ exists: server.exists, created_at: server.exists ? MADE : null });
  });
  const calls = (method: string) =>
    fetch.mock.calls.filter(
      ([url, init]) => url === '/api/extension-token' && (init?.method ?? 'GET') === method,
    );
  return { server, fetch, calls };
}

const openExtensions = () => renderDeploySettingsAt('extensions');

const tokenSection = () => screen.getByRole('region', { name: EXTENSIONS_TEXT.tokenTitle });

describe('Extensions deploy settings', () => {
  it('offers both archives for download, the installation steps and the image help', async () => {
    fakeTokenServer();
    openExtensions();
    for (const [key, { file, name }] of Object.entries(EXTENSIONS)) {
      const card = screen.getByRole('listitem', { name });
      const link = within(card).getByRole('link', { name: `Download ${name}` });
      expect(link.getAttribute('href'), key).toBe(`/downloads/${file}`);
      expect(link.getAttribute('download')).toBe(file);
    }
    const imageCard = screen.getByRole('listitem', { name: EXTENSIONS.imageSearch.name });
    expect(imageCard.textContent).toContain('Search in under 100 ms.');
    const help = within(imageCard).getByRole('link', { name: EXTENSIONS_TEXT.helpLabel });
    expect(help.getAttribute('href')).toBe('/help/image-search-extension.html');
    expect(help.getAttribute('target')).toBe('_blank');
    const steps = within(screen.getByRole('region', { name: 'Installation' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual(EXTENSIONS_TEXT.steps);
    expect(screen.getAllByText(/chrome:\/\/extensions/)).toHaveLength(1);
    await screen.findByText(EXTENSIONS_TEXT.noToken);
  });

  it('makes a token with the session, shows it once with Copy, and the address to paste', async () => {
    const { calls } = fakeTokenServer();
    const { user } = openExtensions();
    const section = tokenSection();
    expect(within(section).getByText(window.location.origin)).toBeTruthy();
    await user.click(await within(section).findByRole('button', { name: 'Create token' }));

    expect(await within(section).findByText(TOKEN_1)).toBeTruthy();
    expect(within(section).getByRole('note').textContent).toBe(EXTENSIONS_TEXT.shownOnce);
    const [post] = calls('POST');
    expect(new Headers(post?.[1]?.headers).get('x-session-id')).toBe('sess-alice');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(section).getByRole('button', { name: EXTENSIONS_TEXT.copyToken }));
    expect(writeText).toHaveBeenCalledWith(TOKEN_1);
    await user.click(within(section).getByRole('button', { name: EXTENSIONS_TEXT.copyAddress }));
    expect(writeText).toHaveBeenLastCalledWith(window.location.origin);
    expect(within(section).getByRole('button', { name: 'Regenerate' })).toBeTruthy();
  });

  it('regenerates only after confirming, and shows the new token instead', async () => {
    const { calls } = fakeTokenServer({ exists: true });
    const { user } = openExtensions();
    const section = tokenSection();
    await within(section).findByText(/A token is active, made /);
    expect(within(section).queryByText(/^ldx_/)).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Regenerate' }));
    let dialog = screen.getByRole('dialog', { name: EXTENSIONS_TEXT.regenerateTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls('POST')).toHaveLength(0);

    await user.click(within(section).getByRole('button', { name: 'Regenerate' }));
    dialog = screen.getByRole('dialog', { name: EXTENSIONS_TEXT.regenerateTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    expect(await within(section).findByText(TOKEN_1)).toBeTruthy();
    expect(calls('POST')).toHaveLength(1);
  });

  it("revokes after confirming, with the 'Extension token revoked' toast", async () => {
    const { calls } = fakeTokenServer({ exists: true });
    const { user } = openExtensions();
    const section = tokenSection();
    await user.click(await within(section).findByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('dialog', { name: EXTENSIONS_TEXT.revokeTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    const toast = await screen.findByRole('status');
    expect(toast.textContent).toBe(EXTENSION_MESSAGES.revoked);
    expect(toast.className).toContain('is-success');
    expect(calls('DELETE')).toHaveLength(1);
    expect(within(section).getByText(EXTENSIONS_TEXT.noToken)).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Create token' })).toBeTruthy();
  });

  it("shows the server's refusal in the red toast", async () => {
    const { server } = fakeTokenServer();
    const { user } = openExtensions();
    const create = await within(tokenSection()).findByRole('button', { name: 'Create token' });
    server.refuse = MESSAGES.sessionInvalid;
    await user.click(create);
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toBe(MESSAGES.sessionInvalid);
    expect(toast.className).toContain('is-error');
    expect(within(tokenSection()).queryByText(/^ldx_/)).toBeNull();
  });
});
