/**
 * What the server's logger never writes: session ids and credentials, and wallet keys (DESIGN
 * "Wallet keys") wherever a request body, an import's `wallet_api` or a stored `encryptedKey`
 * turns up in a logged object, up to two levels deep.
 */
export const LOG_REDACT_PATHS = [
  'req.headers["x-session-id"]',
  'req.headers.authorization',
  ...['body', 'wallet_api', 'encryptedKey'].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];
