/**
 * What the server's logger never writes: session ids and credentials (a `password`, a
 * `sessionId`, a `rememberToken` wherever they turn up), and wallet keys (DESIGN "Wallet keys")
 * wherever a request body, an import's `wallet_api` or a stored `encryptedKey` turns up in a
 * logged object, up to two levels deep; and two-factor secrets (a TOTP `secret`, its
 * `otpauthUrl`, the stored `totpSecret` / `totpPending`, `recoveryCodes`).
 */
const SECRET_KEYS = [
  'body',
  'password',
  'sessionId',
  'rememberToken',
  'wallet_api',
  'encryptedKey',
  'secret',
  'otpauthUrl',
  'totpSecret',
  'totpPending',
  'recoveryCodes',
];

export const LOG_REDACT_PATHS = [
  'req.headers["x-session-id"]',
  'req.headers.authorization',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];
