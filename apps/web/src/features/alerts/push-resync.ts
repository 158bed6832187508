import type { PushResyncServer } from '../push/index.ts';
import { alertsApi } from './api.ts';

/**
 * The call resyncing this browser's push channel makes with `session` (push/resync.ts): the new
 * subscription saved in the old channel's place (`replaces`), which the server renews, so the
 * rules sending to it go on.
 */
export function pushResyncServer(session: string): PushResyncServer {
  return {
    save: (subscription, name, replaces) =>
      alertsApi.createChannel(session, {
        kind: 'push',
        subscription,
        ...(name ? { name } : {}),
        ...(replaces ? { replaces } : {}),
      }),
  };
}
