import {
  ADMIN_API,
  AddCredentialRequestBody,
  type AdminSession,
  MESSAGES,
  RequireTwoFactorBody,
  SetDiscordIdRequestBody,
  TargetUserRequestBody,
  ToggleChatPermissionRequestBody,
  ToggleDeployPermissionRequestBody,
  UpdateCredentialRequestBody,
  type UserStatus,
} from '@launchdeck/protocol';
import type { z } from 'zod';
import { jsonResponse, stubFetch } from '../../../fake-fetch.ts';
import { makeUserStatus } from './user-status-fixture.ts';

/** The admin calls the User Management and Active Sessions tabs make. */
export type UsersCall =
  | 'userStatus'
  | 'add'
  | 'update'
  | 'remove'
  | 'enable'
  | 'disable'
  | 'chat'
  | 'deploy'
  | 'setDiscord'
  | 'sessions'
  | 'kick'
  | 'requireTwoFactor'
  | 'setRequireTwoFactor';

/** A refusal the fake gives instead of its answer: the server's sentence, or no server at all. */
export type Refusal = { status: number; error: string } | 'network';

const bad = (error: string, status = 400) => jsonResponse({ error }, status);

/**
 * Plays the DA §7 user and session routes on an in-memory users map, parsing bodies with the
 * protocol's schemas as the server does, refusing the reserved admin. `refuse` makes a call fail,
 * `hold` makes it wait; `calls` records the calls made.
 */
export function fakeUsersServer(users: Record<string, UserStatus> = {}) {
  const server = {
    users: { ...users },
    sessions: [] as AdminSession[],
    /** Issue 34: two-factor login required for everyone. */
    requireTwoFactor: false,
    refuse: {} as Partial<Record<UsersCall, Refusal>>,
    /** A call answers only once its promise settles (a slow server). */
    hold: {} as Partial<Record<UsersCall, Promise<unknown>>>,
    calls: [] as Array<{ call: UsersCall; method: string; url: string; body: unknown }>,
  };

  const parse = <S extends z.ZodType>(schema: S, body: unknown) => {
    const parsed = schema.safeParse(body);
    return parsed.success
      ? { data: parsed.data as z.output<S> }
      : { refusal: bad(parsed.error.issues[0]?.message ?? 'bad') };
  };
  // The named login, or the refusal: unknown, or the reserved admin.
  const target = (username: string) => {
    const user = server.users[username];
    if (!user) return { refusal: bad(MESSAGES.userNotFound, 404) };
    if (user.reserved) return { refusal: bad(MESSAGES.reservedAdmin, 403) };
    return { user };
  };
  const change = (username: string, update: Partial<UserStatus>, message: string) => {
    const found = target(username);
    if (found.refusal) return found.refusal;
    server.users[username] = { ...found.user, ...update };
    return jsonResponse({ message });
  };

  const fetch = stubFetch(async (url, init) => {
    const { pathname } = new URL(url, 'http://admin.test');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = routeOf(method, pathname);
    if (!call) return bad(`No route ${method} ${pathname}`, 404);
    server.calls.push({ call, method, url, body });
    await server.hold[call];
    const refusal = server.refuse[call];
    if (refusal === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    if (refusal) return bad(refusal.error, refusal.status);
    const tail = decodeURIComponent(pathname.split('/').pop() ?? '');

    switch (call) {
      case 'userStatus':
        return jsonResponse({ users: server.users });
      case 'sessions':
        return jsonResponse({ sessions: server.sessions });
      case 'add': {
        const parsed = parse(AddCredentialRequestBody, body);
        if (parsed.refusal) return parsed.refusal;
        const { username, discordUserId, format } = parsed.data;
        if (server.users[username]) return bad(MESSAGES.usernameExists, 409);
        server.users[username] = makeUserStatus({
          discordUserId: discordUserId || null,
          format: format ?? (discordUserId ? 'enhanced' : 'legacy'),
        });
        return jsonResponse({ message: MESSAGES.userAdded });
      }
      case 'update': {
        const parsed = parse(UpdateCredentialRequestBody, body);
        if (parsed.refusal) return parsed.refusal;
        const found = target(tail);
        if (found.refusal) return found.refusal;
        const { username, discordUserId } = parsed.data;
        if (username !== tail && server.users[username]) return bad(MESSAGES.usernameExists, 409);
        delete server.users[tail];
        server.users[username] = makeUserStatus({
          ...found.user,
          discordUserId: discordUserId || null,
          discordStatus: discordUserId ? 'linked' : 'none',
          format: discordUserId ? 'enhanced' : found.user.format,
        });
        return jsonResponse({ message: MESSAGES.userUpdated });
      }
      case 'remove': {
        const found = target(tail);
        if (found.refusal) return found.refusal;
        delete server.users[tail];
        return jsonResponse({ message: MESSAGES.userDeleted });
      }
      case 'enable':
      case 'disable': {
        const parsed = parse(TargetUserRequestBody, body);
        if (parsed.refusal) return parsed.refusal;
        const enabled = call === 'enable';
        const message = enabled ? MESSAGES.userEnabled : MESSAGES.userDisabled;
        return change(parsed.data.targetUsername, { enabled }, message);
      }
      case 'chat': {
        const parsed = parse(ToggleChatPermissionRequestBody, body);
        if (parsed.refusal) return parsed.refusal;
        const { targetUsername, canChat } = parsed.data;
        const message = canChat ? MESSAGES.canChatEnabled : MESSAGES.canChatDisabled;
        return change(targetUsername, { canChat }, message);
      }
      case 'deploy': {
        const parsed = parse(ToggleDeployPermissionRequestBody, body);
        if (parsed.refusal) return parsed.refusal;
        const { targetUsername, canDeploy } = parsed.data;
        const message = canDeploy ? MESSAGES.canDeployEnabled : MESSAGES.canDeployDisabled;
        return change(targetUsername, { canDeploy }, message);
      }
      case 'setDiscord': {
        const parsed = parse(SetDiscordIdRequestBody, body);
        if (parsed.refusal) return parsed.refusal;
        const { targetUsername, discordUserId } = parsed.data;
        const linked = { discordUserId, discordStatus: 'linked', format: 'enhanced' } as const;
        return change(targetUsername, linked, MESSAGES.discordIdSet);
      }
      case 'requireTwoFactor':
        return jsonResponse({ required: server.requireTwoFactor });
      case 'setRequireTwoFactor': {
        const parsed = parse(RequireTwoFactorBody, body);
        if (parsed.refusal) return parsed.refusal;
        server.requireTwoFactor = parsed.data.required;
        return jsonResponse({ required: server.requireTwoFactor });
      }
      case 'kick': {
        const found = target(tail);
        if (found.refusal) return found.refusal;
        const ended = server.sessions.filter((session) => session.username === tail).length;
        server.sessions = server.sessions.filter((session) => session.username !== tail);
        return jsonResponse({ message: MESSAGES.userKicked, sessionsEnded: ended });
      }
    }
  });
  return Object.assign(server, { fetch });
}

export type FakeUsersServer = ReturnType<typeof fakeUsersServer>;

function routeOf(method: string, pathname: string): UsersCall | null {
  const credential = pathname.startsWith(`${ADMIN_API.credentials}/`);
  if (method === 'GET' && pathname === ADMIN_API.userStatus) return 'userStatus';
  if (method === 'GET' && pathname === ADMIN_API.sessions) return 'sessions';
  if (method === 'POST' && pathname === ADMIN_API.credentials) return 'add';
  if (method === 'PUT' && credential) return 'update';
  if (method === 'DELETE' && credential) return 'remove';
  if (method === 'POST' && pathname === ADMIN_API.enableUser) return 'enable';
  if (method === 'POST' && pathname === ADMIN_API.disableUser) return 'disable';
  if (method === 'POST' && pathname === ADMIN_API.toggleChatPermission) return 'chat';
  if (method === 'POST' && pathname === ADMIN_API.toggleDeployPermission) return 'deploy';
  if (method === 'POST' && pathname === ADMIN_API.setDiscordId) return 'setDiscord';
  if (method === 'POST' && pathname.startsWith(`${ADMIN_API.kick('')}`)) return 'kick';
  if (pathname === ADMIN_API.requireTwoFactor) {
    return method === 'GET' ? 'requireTwoFactor' : 'setRequireTwoFactor';
  }
  return null;
}
