import { z } from 'zod';
import { TwoFactorCode } from './account-security.ts';

/** DA §5 / §8 wallet messages, quoted exactly, and ours for what the spec leaves unsaid. */
export const WALLET_MESSAGES = {
  keyRequired: 'Please enter a private key',
  alreadyImported: 'Wallet already imported',
  imported: 'Wallet imported successfully!',
  deleted: 'Wallet deleted successfully',
  importFailed: 'Failed to import wallet',
  deleteFailed: 'Failed to delete wallet',
  // Ours: a key that cannot be a wallet key says what was expected.
  solanaKeyMalformed:
    'That is not a Solana private key. Paste the base58 secret key (64 bytes) exported from your wallet.',
  solanaKeyMismatch:
    'That Solana private key is damaged: its public half does not match its secret half.',
  bnbKeyMalformed: 'That is not a BNB private key. Paste 64 hex characters, with or without 0x.',
  bnbKeyInvalid: 'That BNB private key is out of range for the secp256k1 curve.',
  bnbKeyOnSolana:
    'That is a BNB private key. Import it as a BNB wallet (the key starts with 0x or has 64 hex characters).',
  solanaKeyOnBnb: 'That is not a BNB private key. Import it as a Solana wallet.',
  notFound: 'Wallet not found',
  tooMany: 'You have reached the limit of imported wallets. Delete one first.',
  rateLimited: 'Too many wallet imports. Please wait a minute and try again.',
} as const;

export const WALLET_LIMITS = {
  /**
   * Longest key text accepted: a base58 64-byte secret is at most 88 characters; solana-keygen's
   * JSON array of 64 numbers, as traders paste it, at most 321 (with ', ' between numbers).
   */
  keyMax: 400,
  /** Ours: wallets one user may keep on the server. */
  perUserMax: 50,
} as const;

/** DA §3 wallet networks as the server records them ('ETH/BNB' and 'other' are older browser values). */
export const WalletNetwork = z.enum(['solana', 'bnb']);
export type WalletNetwork = z.infer<typeof WalletNetwork>;

/** The opaque handle standing for an imported key (DA §3 `api_key`); never the key itself. */
export const WalletHandle = z.string().regex(/^wk_[A-Za-z0-9_-]{20,100}$/, 'is not a wallet key');
export type WalletHandle = z.infer<typeof WalletHandle>;

/** POST /api/wallets/import and /api/wallets/import_bnb body (DA §7). */
export const ImportWalletRequestBody = z.object({
  wallet_api: z
    .string({ error: WALLET_MESSAGES.keyRequired })
    .trim()
    .min(1, WALLET_MESSAGES.keyRequired)
    .max(WALLET_LIMITS.keyMax, WALLET_MESSAGES.solanaKeyMalformed),
  /** The current two-factor code, required once 2FA is on (step-up). */
  code: TwoFactorCode.optional(),
});
export type ImportWalletRequestBody = z.infer<typeof ImportWalletRequestBody>;

/** Their answer (DA §7): success with the derived address and the handle, or an error sentence. */
export const ImportWalletResponseBody = z.discriminatedUnion('success', [
  z.object({
    success: z.literal(true),
    wallet_address: z.string(),
    api_key: WalletHandle,
    network: WalletNetwork,
    id: z.string(),
    created_at: z.string(),
    /** Ours: a new wallet has no cap and nothing spent (as ServerWallet). */
    dailyCap: z.number().nullable(),
    spentToday: z.number(),
  }),
  z.object({ success: z.literal(false), error: z.string() }),
]);
export type ImportWalletResponseBody = z.infer<typeof ImportWalletResponseBody>;

/**
 * One wallet as the server lists it (ours): everything but the key. `dailyCap`: the daily spend cap
 * in the wallet's unit (null: none); `spentToday`: the buys of its launches in the last 24 hours.
 */
export const ServerWallet = z.object({
  id: z.string(),
  address: z.string(),
  api_key: WalletHandle,
  network: WalletNetwork,
  created_at: z.string(),
  dailyCap: z.number().nullable(),
  spentToday: z.number(),
});
export type ServerWallet = z.infer<typeof ServerWallet>;

/** GET /api/wallets (ours): the caller's wallets, oldest first. */
export const WalletsResponseBody = z.object({ wallets: z.array(ServerWallet) });
export type WalletsResponseBody = z.infer<typeof WalletsResponseBody>;

/** DELETE /api/wallets/:id (ours). */
export const DeleteWalletResponseBody = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), message: z.string() }),
  z.object({ success: z.literal(false), error: z.string() }),
]);
export type DeleteWalletResponseBody = z.infer<typeof DeleteWalletResponseBody>;

/**
 * DA §3 Wallet as the browser keeps it under the `wallets` key: the server's fields plus the
 * per-wallet buy amount. Older values ('ETH/BNB', 'other') are read as they are.
 */
export const StoredWallet = z.object({
  id: z.string(),
  address: z.string(),
  api_key: z.string(),
  network: z.string(),
  created_at: z.string(),
  buyAmount: z.number().min(0).optional(),
});
export type StoredWallet = z.infer<typeof StoredWallet>;
