import { ACCOUNT_SECURITY_MESSAGES as M } from '@launchdeck/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, sent, stubFetch } from '../../../test/fake-fetch.ts';
import {
  importAnswer,
  makeServerWallet,
  makeSolanaKeyText,
} from '../../../test/features/wallets/support.ts';
import { createWalletsController, type WalletsController } from './store.ts';

const built: WalletsController[] = [];
afterEach(() => {
  for (const controller of built.splice(0)) controller.dispose();
});

function setup() {
  const wallets = createWalletsController({ openWalletSettings: vi.fn() });
  built.push(wallets);
  return { wallets, limits: () => wallets.store.getState().limits };
}

const stepUp = () => jsonResponse({ error: M.stepUpRequired }, 401);

describe('wallets store: spend caps and step-up codes', () => {
  it("keeps each wallet's cap and today's spend from the server's list, not in storage", async () => {
    const capped = makeServerWallet({ dailyCap: 2, spentToday: 0.5 });
    const open = makeServerWallet();
    stubFetch(() => jsonResponse({ wallets: [capped, open] }));
    const { wallets, limits } = setup();
    await wallets.refreshFromServer('sess-1');

    expect(limits()).toEqual({
      [capped.id]: { dailyCap: 2, spentToday: 0.5 },
      [open.id]: { dailyCap: null, spentToday: 0 },
    });
    expect(localStorage.getItem('wallets')).not.toContain('dailyCap');
  });

  it('sets a cap with PUT and takes the answer', async () => {
    const wallet = makeServerWallet();
    const fetch = stubFetch(() => jsonResponse({ ...wallet, dailyCap: 1.5, spentToday: 0.2 }));
    const { wallets, limits } = setup();

    expect(await wallets.setSpendCap('sess-1', wallet.id, 1.5)).toEqual({
      ok: true,
      value: undefined,
    });
    expect(sent(fetch)).toMatchObject({
      url: `/api/wallets/${wallet.id}/spend-cap`,
      body: { dailyCap: 1.5 },
    });
    expect(sent(fetch).init?.method).toBe('PUT');
    expect(limits()[wallet.id]).toEqual({ dailyCap: 1.5, spentToday: 0.2 });
  });

  it("says the server asks for the code, with the server's sentence, and sends it", async () => {
    const wallet = makeServerWallet({ dailyCap: 1 });
    const fetch = stubFetch((_url, init) =>
      JSON.parse(String(init?.body)).code ? jsonResponse({ ...wallet, dailyCap: null }) : stepUp(),
    );
    const { wallets } = setup();

    expect(await wallets.setSpendCap('sess-1', wallet.id, null)).toEqual({
      ok: false,
      error: M.stepUpRequired,
      needsCode: true,
    });
    expect((await wallets.setSpendCap('sess-1', wallet.id, null, '123456')).ok).toBe(true);
    expect(sent(fetch, 1).body).toEqual({ dailyCap: null, code: '123456' });
  });

  it('sends the code with an import and a delete', async () => {
    const wallet = makeServerWallet();
    const fetch = stubFetch((url) =>
      url === '/api/wallets/import'
        ? jsonResponse(importAnswer(wallet))
        : jsonResponse({ success: true, message: 'Wallet deleted successfully' }),
    );
    const { wallets } = setup();
    const key = makeSolanaKeyText();
    await wallets.importWallet('sess-1', key, '123456');
    await wallets.deleteWallet('sess-1', wallet.id, '654321');

    expect(sent(fetch, 0).body).toEqual({ wallet_api: key, code: '123456' });
    expect(sent(fetch, 1).body).toEqual({ code: '654321' });
  });

  it('sends no body with a delete when there is no code', async () => {
    const wallet = makeServerWallet();
    const fetch = stubFetch(() => jsonResponse({ success: true, message: 'ok' }));
    await setup().wallets.deleteWallet('sess-1', wallet.id);
    expect(sent(fetch).init?.body).toBeUndefined();
  });
});
