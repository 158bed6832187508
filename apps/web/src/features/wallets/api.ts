import {
  DeleteWalletResponseBody,
  type ImportWalletRequestBody,
  ImportWalletResponseBody,
  WalletsResponseBody,
} from '@launchdeck/protocol';
import { del, get, post } from '../../lib/http.ts';

/** DA §7: POST /api/wallets/import (a Solana key). */
export const importSolanaWallet = (session: string, body: ImportWalletRequestBody) =>
  post('/api/wallets/import', ImportWalletResponseBody, body, { session });

/** DA §7: POST /api/wallets/import_bnb (a BNB key). */
export const importBnbWallet = (session: string, body: ImportWalletRequestBody) =>
  post('/api/wallets/import_bnb', ImportWalletResponseBody, body, { session });

/** The caller's wallets as the server keeps them (ours). */
export const listWallets = (session: string) =>
  get('/api/wallets', WalletsResponseBody, { session });

/** Deletes one of the caller's wallets (ours). */
export const deleteWallet = (session: string, id: string) =>
  del(`/api/wallets/${encodeURIComponent(id)}`, DeleteWalletResponseBody, undefined, { session });
