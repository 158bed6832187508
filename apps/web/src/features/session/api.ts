import { OkResponseBody } from '@launchdeck/protocol';
import { post } from '../../lib/http.ts';

/** Ends the session on the server; the call carries no body, only the session header. */
export const logout = (session: string) =>
  post('/api/logout', OkResponseBody, undefined, { session });
