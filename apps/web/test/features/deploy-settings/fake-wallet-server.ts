import { ACCOUNT_SECURITY_MESSAGES as M, type ServerWallet } from '@launchdeck/protocol';
import { jsonResponse, stubFetch } from '../../fake-fetch.ts';
import { importAnswer, makeServerWallet } from '../wallets/support.ts';

/** The code the fake server takes as the trader's current two-factor code. */
export const GOOD_CODE = '123456';

/** Plays the wallet routes over a list (and the trader's two-factor state); `next` is what the next import answers. */
export function fakeWalletServer(initial: ServerWallet[] = []) {
  const wallets = [...initial];
  const server = {
    wallets,
    next: null as ServerWallet | null,
    refuseImport: null as string | null,
    refuseDelete: false,
    /** Two-factor on: wallet changes need GOOD_CODE (issue 34 step-up). */
    twoFactor: false,
  };
  const stepUp = (init?: RequestInit) => {
    if (!server.twoFactor) return null;
    const body = init?.body ? (JSON.parse(String(init.body)) as { code?: string }) : {};
    if (body.code === GOOD_CODE) return null;
    return jsonResponse({ error: body.code ? M.stepUpWrong : M.stepUpRequired }, 401);
  };
  const fetch = stubFetch((url, init) => {
    if (url === '/api/account/2fa') {
      return jsonResponse({ enabled: server.twoFactor, required: false, recoveryCodesLeft: 10 });
    }
    if (url === '/api/wallets') return jsonResponse({ wallets });
    const refused = init?.method === 'GET' ? null : stepUp(init);
    const cap = url.match(/^\/api\/wallets\/(.+)\/spend-cap$/);
    if (cap) {
      const body = JSON.parse(String(init?.body)) as { dailyCap: number | null };
      const wallet = wallets.find((w) => w.id === cap[1]);
      if (!wallet) return jsonResponse({ error: 'Wallet not found' }, 404);
      const raising =
        wallet.dailyCap !== null && (body.dailyCap === null || body.dailyCap > wallet.dailyCap);
      if (raising && refused) return refused;
      wallet.dailyCap = body.dailyCap;
      return jsonResponse(wallet);
    }
    if (refused) return refused;
    if (url.startsWith('/api/wallets/import')) {
      if (server.refuseImport)
        return jsonResponse({ success: false, error: server.refuseImport }, 409);
      const wallet = server.next ?? makeServerWallet();
      wallets.push(wallet);
      return jsonResponse(importAnswer(wallet));
    }
    if (init?.method === 'DELETE') {
      if (server.refuseDelete) return Promise.reject(new TypeError('Failed to fetch'));
      const id = decodeURIComponent(url.split('/').pop() ?? '');
      wallets.splice(
        wallets.findIndex((w) => w.id === id),
        1,
      );
      return jsonResponse({ success: true, message: 'Wallet deleted successfully' });
    }
    return jsonResponse({ error: 'Not found' }, 404);
  });
  return { server, fetch };
}
