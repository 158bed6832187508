import { type LogoutRequestBody, LogoutResponseBody, OkResponseBody } from '@launchdeck/protocol';
import { post } from '../../lib/http.ts';

/** Ends the session on the server; the call carries no body, only the session header. */
export const logout = (session: string) =>
  post('/api/logout', OkResponseBody, undefined, { session });

/** A window leaving a session it held: the server ends it unless another window still uses it. */
export const leaveSession = (body: LogoutRequestBody) =>
  post('/api/logout', LogoutResponseBody, body);

/**
 * leaveSession as a beacon, which outlives the page that sends it but can set no header: the
 * session id goes in the body, as JSON sent as text/plain (what the server reads).
 */
export const logoutBeacon = (
  body: LogoutRequestBody,
  sender: Pick<Navigator, 'sendBeacon'> = navigator,
) => sender.sendBeacon('/api/logout', JSON.stringify(body));
