import type { IncomingMessage } from 'node:http';

/** Why a handshake from a foreign page is refused (engine.io answers 403 with it). */
export const FOREIGN_ORIGIN = 'Origin not allowed';

/**
 * A browser always names the page that opens a socket, so a page of another site (or an opaque
 * `null` origin) is refused; a client that sends no Origin (our Node clients, bots) is not a page.
 */
export function isAllowedOrigin(origin: string | undefined, allowed: ReadonlySet<string>): boolean {
  return origin === undefined || allowed.has(origin.toLowerCase());
}

/** Socket.IO's `allowRequest` for the configured public origins. */
export function originCheck(publicOrigins: readonly string[]) {
  const allowed = new Set(publicOrigins.map((origin) => origin.toLowerCase()));
  return (
    request: IncomingMessage,
    answer: (error: string | null | undefined, success: boolean) => void,
  ): void => {
    const ok = isAllowedOrigin(request.headers.origin, allowed);
    answer(ok ? null : FOREIGN_ORIGIN, ok);
  };
}
