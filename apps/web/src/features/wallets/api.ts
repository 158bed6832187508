import {
  type DeleteWalletRequestBody,
  DeleteWalletResponseBody,
  type ImportWalletRequestBody,
  ImportWalletResponseBody,
  ServerWallet,
  type SpendCapRequestBody,
  WalletsResponseBody,
} from '@launchdeck/protocol';
import { del, get, post, put } from '../../lib/http.ts';

/** DA §7: POST /api/wallets/import (a Solana key). */
export const importSolanaWallet = (session: string, body: ImportWalletRequestBody) =>
  post('/api/wallets/import', ImportWalletResponseBody, body, { session });

/** DA §7: POST /api/wallets/import_bnb (a BNB key). */
export const importBnbWallet = (session: string, body: ImportWalletRequestBody) =>
  post('/api/wallets/import_bnb', ImportWalletResponseBody, body, { session });

/** The caller's wallets as the server keeps them (ours). */
export const listWallets = (session: string) =>
  get('/api/wallets', WalletsResponseBody, { session });

/** Deletes one of the caller's wallets (ours); a body only with the `code` two-factor asks for. */
export const deleteWallet = (session: string, id: string, body?: DeleteWalletRequestBody) =>
  del(`/api/wallets/${encodeURIComponent(id)}`, DeleteWalletResponseBody, body, { session });

/** Sets or removes a wallet's daily spend cap (ours); raising or removing needs `code` with 2FA on. */
export const setSpendCap = (session: string, id: string, body: SpendCapRequestBody) =>
  put(`/api/wallets/${encodeURIComponent(id)}/spend-cap`, ServerWallet, body, { session });
