import type { LocalAccount } from 'viem';

/**
 * A wallet's signing capability, handed to a launcher for one launch. The key stays inside: a
 * Solana signer signs message bytes (ed25519) and never exposes its secret; a BNB signer is a viem
 * local account. Neither serialises key material (toJSON answers the address only), so one
 * logged by mistake shows no secret.
 */
export type SolanaSigner = {
  network: 'solana';
  /** base58 public key. */
  address: string;
  /** ed25519 signature (64 bytes) of a serialized transaction message. */
  sign: (message: Uint8Array) => Uint8Array;
};

export type BnbSigner = {
  network: 'bnb';
  address: `0x${string}`;
  account: LocalAccount;
};

export type WalletSigner = SolanaSigner | BnbSigner;

/** Turns a wallet handle (the browser's `api_key`) into a signer, for its owner only. */
export interface KeyVault {
  /** The wallet and its signer, or null when the handle is unknown or belongs to someone else. */
  signerFor(
    userId: number,
    handle: string,
  ): Promise<{ walletId: string; signer: WalletSigner } | null>;
}
