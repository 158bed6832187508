import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import bs58 from 'bs58';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

/** A fresh Solana keypair in every form a trader may paste, with its address (tests only). */
export type SolanaTestKey = {
  address: string;
  /** seed (32) | public key (32). */
  secret: Buffer;
  base58: string;
  /** solana-keygen's JSON array form. */
  jsonArray: string;
};

export function makeSolanaKey(): SolanaTestKey {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const seed = Buffer.from(privateKey.export({ format: 'jwk' }).d ?? '', 'base64url');
  const pub = Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url');
  const secret = Buffer.concat([seed, pub]);
  return {
    address: bs58.encode(pub),
    secret,
    base58: bs58.encode(secret),
    jsonArray: JSON.stringify([...secret]),
  };
}

export type BnbTestKey = {
  address: `0x${string}`;
  /** 0x + 64 lower-case hex digits. */
  hex: `0x${string}`;
  secret: Buffer;
};

export function makeBnbKey(): BnbTestKey {
  const hex = generatePrivateKey();
  return {
    address: privateKeyToAccount(hex).address,
    hex,
    secret: Buffer.from(hex.slice(2), 'hex'),
  };
}

/** Whether `signature` is `address`'s ed25519 signature of `message`. */
export function verifiesSolana(
  address: string,
  message: Uint8Array,
  signature: Uint8Array,
): boolean {
  const x = Buffer.from(bs58.decode(address)).toString('base64url');
  const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' });
  return verify(null, message, publicKey, signature);
}
