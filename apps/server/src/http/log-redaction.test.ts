import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { makeSolanaKey } from '../../test/wallets/keys-fixture.ts';
import { LOG_REDACT_PATHS } from './log-redaction.ts';

/** A key made for this run, never one written down. */
const KEY = makeSolanaKey().base58;

function logged(write: (log: pino.Logger) => void): string {
  let out = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      out += String(chunk);
      done();
    },
  });
  write(pino({ level: 'trace', redact: LOG_REDACT_PATHS }, sink));
  return out;
}

describe('LOG_REDACT_PATHS', () => {
  it.each([
    ['a request body', { req: { method: 'POST', body: { wallet_api: KEY } } }],
    ['a top-level body', { body: { wallet_api: KEY } }],
    ['a wallet_api field', { wallet_api: KEY }],
    ['a nested wallet_api field', { input: { wallet_api: KEY } }],
    ['a stored row', { wallet: { id: 'w1', encryptedKey: KEY } }],
    ['a row inside an error', { err: { row: { encryptedKey: KEY } } }],
    ['a session header', { req: { headers: { 'x-session-id': KEY } } }],
    ['a password', { login: { username: 'ann', password: KEY } }],
    ['a session id', { sessionId: KEY }],
    ['a saved login token', { input: { rememberToken: KEY } }],
    [
      'a two-factor secret',
      { setup: { secret: KEY, otpauthUrl: `otpauth://totp/x?secret=${KEY}` } },
    ],
    ['a stored two-factor secret', { user: { totpSecret: KEY, totpPending: KEY } }],
    ['recovery codes', { answer: { recoveryCodes: [KEY] } }],
  ])('hides %s', (_name, object) => {
    const line = logged((log) => log.trace(object, 'something happened'));
    expect(line).toContain('[Redacted]');
    expect(line).not.toContain(KEY);
  });
});
