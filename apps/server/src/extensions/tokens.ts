import { randomBytes } from 'node:crypto';
import { digestToken } from '../secrets/secrets.ts';

/** A new extension token: 'ldx_' and 256 random bits in base64url (EXTENSION_TOKEN). */
export function newExtensionToken(): string {
  return `ldx_${randomBytes(32).toString('base64url')}`;
}

/** Only this digest is stored: a leaked table holds no usable token. */
export const digestExtensionToken = digestToken;
