/**
 * Types for `http_ece` 1.2 (RFC 8188 encrypted content-coding; it ships none), as far as the
 * tests use it. With `version: 'aes128gcm'` and a `privateKey`, `decrypt` reads the salt, record
 * size and sender's public key (keyid) from the body's header and derives the key as RFC 8291
 * does from the receiver's ECDH object and `authSecret`; it throws when the body does not decrypt.
 */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export type EceParams = {
    version?: 'aes128gcm' | 'aesgcm';
    /** Record size (default 4096). */
    rs?: number;
    /** 16 bytes, base64url or raw (encrypt only for aes128gcm; read from the header to decrypt). */
    salt?: string | Buffer;
    /** An explicit 16-byte key instead of ECDH. */
    key?: string | Buffer;
    keyid?: string | Buffer;
    /** This side's ECDH key pair (the receiver's to decrypt, the sender's to encrypt). */
    privateKey?: ECDH;
    /** The other side's public key (the receiver's to encrypt; read from the header to decrypt). */
    dh?: string | Buffer;
    /** The 16-byte auth secret, base64url or raw. */
    authSecret?: string | Buffer;
  };

  export function decrypt(buffer: Buffer, params: EceParams): Buffer;
  export function encrypt(buffer: Buffer | string, params: EceParams): Buffer;

  const ece: { decrypt: typeof decrypt; encrypt: typeof encrypt };
  export default ece;
}
