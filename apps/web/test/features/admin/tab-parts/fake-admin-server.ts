import {
  type ActiveChatMode,
  ADMIN_API,
  type AuditEntry,
  alertSentMessage,
  BlockAccountRequestBody,
  type ChatLogEntry,
  type ChatModeEntry,
  CommandWhitelistRequestBody,
  MESSAGES,
  SendAlertRequestBody,
} from '@launchdeck/protocol';
import { jsonResponse, stubFetch } from '../../../fake-fetch.ts';

/** The admin calls the moderation tabs make, named for refusing one of them. */
export type AdminCall =
  | 'blocked'
  | 'block'
  | 'unblock'
  | 'whitelist'
  | 'whitelistAdd'
  | 'whitelistRemove'
  | 'chatModes'
  | 'chatLog'
  | 'sendAlert'
  | 'auditLog';

/** A refusal the fake gives instead of its answer: the server's sentence, or no server at all. */
export type Refusal = { status: number; error: string } | 'network';

const refused = (refusal: Refusal) =>
  refusal === 'network'
    ? Promise.reject(new TypeError('Failed to fetch'))
    : jsonResponse({ error: refusal.error }, refusal.status);

const bad = (error: string) => jsonResponse({ error }, 400);

/**
 * Plays the DA §7 admin routes behind the Blocked Accounts, Chat Modes, Command Whitelist, Chat
 * Logs, Alerts and Audit Log tabs on in-memory lists, parsing bodies with the protocol's schemas
 * as the server does. `refuse` makes a call fail, `sent` records the calls made.
 */
export function fakeAdminServer() {
  const server = {
    blockedAccounts: [] as string[],
    allowedUsers: [] as string[],
    chatModes: [] as ChatModeEntry[],
    activeModes: [] as ActiveChatMode[],
    logs: [] as ChatLogEntry[],
    audit: [] as AuditEntry[],
    recipients: 0,
    refuse: {} as Partial<Record<AdminCall, Refusal>>,
    /** Holds a call's answer until the promise settles (a slow server). */
    hold: {} as Partial<Record<AdminCall, Promise<void>>>,
    calls: [] as Array<{ call: AdminCall; url: string; body: unknown; session: string | null }>,
  };

  const fetch = stubFetch(async (url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://admin.test');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = new Headers(init?.headers);
    const call = routeOf(method, pathname);
    if (!call) return jsonResponse({ error: `No route ${method} ${pathname}` }, 404);
    server.calls.push({ call, url, body, session: headers.get('x-session-id') });
    await server.hold[call];
    const refusal = server.refuse[call];
    if (refusal) return refused(refusal);
    const tail = decodeURIComponent(pathname.split('/').pop() ?? '');

    switch (call) {
      case 'blocked':
        return jsonResponse({ blockedAccounts: [...server.blockedAccounts].sort() });
      case 'block': {
        const parsed = BlockAccountRequestBody.safeParse(body);
        if (!parsed.success) return bad(parsed.error.issues[0]?.message ?? 'bad');
        const { handle } = parsed.data;
        if (server.blockedAccounts.includes(handle)) {
          return jsonResponse({ error: MESSAGES.accountAlreadyBlocked }, 409);
        }
        server.blockedAccounts.push(handle);
        return jsonResponse({ message: MESSAGES.accountBlocked });
      }
      case 'unblock':
        if (!server.blockedAccounts.includes(tail)) {
          return jsonResponse({ error: MESSAGES.accountNotBlocked }, 404);
        }
        server.blockedAccounts = server.blockedAccounts.filter((handle) => handle !== tail);
        return jsonResponse({ message: MESSAGES.accountUnblocked });
      case 'whitelist':
        return jsonResponse({ allowedUsers: [...server.allowedUsers].sort() });
      case 'whitelistAdd': {
        const parsed = CommandWhitelistRequestBody.safeParse(body);
        if (!parsed.success) return bad(parsed.error.issues[0]?.message ?? 'bad');
        if (!server.allowedUsers.includes(parsed.data.username)) {
          server.allowedUsers.push(parsed.data.username);
        }
        return jsonResponse({
          message: MESSAGES.whitelistAdded,
          allowedUsers: server.allowedUsers,
        });
      }
      case 'whitelistRemove':
        if (!server.allowedUsers.includes(tail)) {
          return jsonResponse({ error: MESSAGES.whitelistNotListed }, 404);
        }
        server.allowedUsers = server.allowedUsers.filter((user) => user !== tail);
        return jsonResponse({
          message: MESSAGES.whitelistRemoved,
          allowedUsers: server.allowedUsers,
        });
      case 'chatModes':
        return jsonResponse({ chatModes: server.chatModes, activeModes: server.activeModes });
      case 'chatLog': {
        const lines = Number(searchParams.get('lines') ?? 200);
        return jsonResponse({ logs: server.logs.slice(0, lines) });
      }
      case 'sendAlert': {
        const parsed = SendAlertRequestBody.safeParse(body);
        if (!parsed.success) return bad(parsed.error.issues[0]?.message ?? 'bad');
        return jsonResponse({
          recipientCount: server.recipients,
          message: alertSentMessage(server.recipients),
        });
      }
      case 'auditLog': {
        const limit = Number(searchParams.get('limit') ?? 200);
        return jsonResponse({ entries: server.audit.slice(0, limit) });
      }
    }
  });
  return Object.assign(server, { fetch });
}

function routeOf(method: string, pathname: string): AdminCall | null {
  const under = (path: string) => pathname.startsWith(`${path}/`);
  if (pathname === ADMIN_API.blockedAccounts) {
    return method === 'POST' ? 'block' : 'blocked';
  }
  if (under(ADMIN_API.blockedAccounts) && method === 'DELETE') return 'unblock';
  if (pathname === ADMIN_API.commandWhitelist) {
    return method === 'POST' ? 'whitelistAdd' : 'whitelist';
  }
  if (under(ADMIN_API.commandWhitelist) && method === 'DELETE') return 'whitelistRemove';
  if (pathname === ADMIN_API.chatModes) return 'chatModes';
  if (pathname === ADMIN_API.chatLog) return 'chatLog';
  if (pathname === ADMIN_API.sendAlert && method === 'POST') return 'sendAlert';
  if (pathname === ADMIN_API.auditLog) return 'auditLog';
  return null;
}
