import {
  ADMIN_API,
  type AddCredentialRequestBody,
  type AddWatchedAccountRequestBody,
  AddWatchedAccountResponseBody,
  type AdminLaunchListQuery,
  AdminLaunchListResponse,
  AdminWatchedAccountsResponseBody,
  AUTO_LAUNCH_PATHS,
  AuditLogResponseBody,
  AutoLaunchAdminSettings,
  AutoLaunchUserAccessBody,
  BlockedAccountsResponseBody,
  ChatLogResponseBody,
  ChatModesResponseBody,
  CommandWhitelistChangeResponseBody,
  CommandWhitelistResponseBody,
  CredentialsResponseBody,
  KickResponseBody,
  MessageResponseBody,
  RequireTwoFactorBody,
  SendAlertResponseBody,
  SessionsResponseBody,
  type TestPostKind,
  TestPostResponseBody,
  type UpdateCredentialRequestBody,
  UserStatus,
} from '@launchdeck/protocol';
import { z } from 'zod';
import { del, get, post, put } from '../../lib/http.ts';

/**
 * GET /api/admin/user-status, each login with whether auto-launch is on for it (issue 53) once
 * the server says: the protocol's UserStatus has no such field yet, so it is read here as an
 * optional extra (absent: on, the server's default).
 */
export const AdminUserStatusResponse = z.object({
  users: z.record(z.string(), UserStatus.extend({ autoLaunch: z.boolean().optional() })),
});
export type AdminUserStatusResponse = z.infer<typeof AdminUserStatusResponse>;

/**
 * DA §7: every admin call, typed by its protocol schemas. Each takes the admin's session first;
 * components reach these only through the admin-data hooks.
 */
const as = (session: string) => ({ session });

export const adminApi = {
  userStatus: (s: string) => get(ADMIN_API.userStatus, AdminUserStatusResponse, as(s)),
  credentials: (s: string) => get(ADMIN_API.credentials, CredentialsResponseBody, as(s)),
  sessions: (s: string) => get(ADMIN_API.sessions, SessionsResponseBody, as(s)),
  chatLog: (s: string, lines: number) =>
    get(ADMIN_API.chatLog, ChatLogResponseBody, { ...as(s), query: { lines } }),
  blockedAccounts: (s: string) =>
    get(ADMIN_API.blockedAccounts, BlockedAccountsResponseBody, as(s)),
  watchedAccounts: (s: string) =>
    get(ADMIN_API.watchedAccounts, AdminWatchedAccountsResponseBody, as(s)),
  chatModes: (s: string) => get(ADMIN_API.chatModes, ChatModesResponseBody, as(s)),
  commandWhitelist: (s: string) =>
    get(ADMIN_API.commandWhitelist, CommandWhitelistResponseBody, as(s)),
  requireTwoFactor: (s: string) => get(ADMIN_API.requireTwoFactor, RequireTwoFactorBody, as(s)),
  auditLog: (s: string, limit: number) =>
    get(ADMIN_API.auditLog, AuditLogResponseBody, { ...as(s), query: { limit } }),
  launches: (s: string, query: Partial<AdminLaunchListQuery>) =>
    get(ADMIN_API.launches, AdminLaunchListResponse, { ...as(s), query }),
  /** Issue 53: auto-launch for everyone. */
  autoLaunch: (s: string) => get(AUTO_LAUNCH_PATHS.admin, AutoLaunchAdminSettings, as(s)),

  addUser: (s: string, body: AddCredentialRequestBody) =>
    post(ADMIN_API.credentials, MessageResponseBody, body, as(s)),
  updateUser: (s: string, username: string, body: UpdateCredentialRequestBody) =>
    put(ADMIN_API.credential(username), MessageResponseBody, body, as(s)),
  deleteUser: (s: string, username: string) =>
    del(ADMIN_API.credential(username), MessageResponseBody, undefined, as(s)),
  enableUser: (s: string, targetUsername: string) =>
    post(ADMIN_API.enableUser, MessageResponseBody, { targetUsername }, as(s)),
  disableUser: (s: string, targetUsername: string) =>
    post(ADMIN_API.disableUser, MessageResponseBody, { targetUsername }, as(s)),
  toggleChat: (s: string, targetUsername: string, canChat: boolean) =>
    post(ADMIN_API.toggleChatPermission, MessageResponseBody, { targetUsername, canChat }, as(s)),
  toggleDeploy: (s: string, targetUsername: string, canDeploy: boolean) =>
    post(
      ADMIN_API.toggleDeployPermission,
      MessageResponseBody,
      { targetUsername, canDeploy },
      as(s),
    ),
  setDiscordId: (s: string, targetUsername: string, discordUserId: string) =>
    post(ADMIN_API.setDiscordId, MessageResponseBody, { targetUsername, discordUserId }, as(s)),
  kick: (s: string, username: string) =>
    post(ADMIN_API.kick(username), KickResponseBody, undefined, as(s)),
  blockAccount: (s: string, handle: string) =>
    post(ADMIN_API.blockedAccounts, MessageResponseBody, { handle }, as(s)),
  unblockAccount: (s: string, handle: string) =>
    del(ADMIN_API.blockedAccount(handle), MessageResponseBody, undefined, as(s)),
  watchAccount: (s: string, body: AddWatchedAccountRequestBody) =>
    post(ADMIN_API.watchedAccounts, AddWatchedAccountResponseBody, body, as(s)),
  unwatchAccount: (s: string, handle: string) =>
    del(ADMIN_API.watchedAccount(handle), MessageResponseBody, undefined, as(s)),
  whitelistAdd: (s: string, username: string) =>
    post(ADMIN_API.commandWhitelist, CommandWhitelistChangeResponseBody, { username }, as(s)),
  whitelistRemove: (s: string, username: string) =>
    del(
      ADMIN_API.commandWhitelistUser(username),
      CommandWhitelistChangeResponseBody,
      undefined,
      as(s),
    ),
  setAutoLaunch: (s: string, enabled: boolean) =>
    put(AUTO_LAUNCH_PATHS.admin, AutoLaunchAdminSettings, { enabled }, as(s)),
  /** Issue 53: auto-launch on or off for one trader (AutoLaunchUserAccessBody). */
  setUserAutoLaunch: (s: string, username: string, enabled: boolean) =>
    put(
      AUTO_LAUNCH_PATHS.adminUser.replace(':username', encodeURIComponent(username)),
      AutoLaunchUserAccessBody,
      { enabled },
      as(s),
    ),
  setRequireTwoFactor: (s: string, required: boolean) =>
    post(ADMIN_API.requireTwoFactor, RequireTwoFactorBody, { required }, as(s)),
  sendAlert: (s: string, message: string) =>
    post(ADMIN_API.sendAlert, SendAlertResponseBody, { message }, as(s)),
  testPost: (s: string, kind: TestPostKind) =>
    post(ADMIN_API.testPost, TestPostResponseBody, { kind }, as(s)),
};

/** TanStack Query keys: one per list, so an action refreshes exactly what it changed. */
export const ADMIN_KEYS = {
  users: ['admin', 'users'],
  sessions: ['admin', 'sessions'],
  chatLog: ['admin', 'chat-log'],
  blocked: ['admin', 'blocked-accounts'],
  watched: ['admin', 'watched-accounts'],
  chatModes: ['admin', 'chat-modes'],
  whitelist: ['admin', 'command-whitelist'],
  audit: ['admin', 'audit-log'],
  launches: ['admin', 'launches'],
  requireTwoFactor: ['admin', 'require-2fa'],
  autoLaunch: ['admin', 'auto-launch'],
} as const;
