/** DA §7: the admin calls' paths, one place for the server's routes and the page's calls. */
export const ADMIN_API_PREFIX = '/api/admin';

const at = (path: string) => `${ADMIN_API_PREFIX}${path}`;
const part = (value: string) => encodeURIComponent(value);

export const ADMIN_API = {
  userStatus: at('/user-status'),
  credentials: at('/credentials'),
  credential: (username: string) => at(`/credentials/${part(username)}`),
  sessions: at('/sessions'),
  chatLog: at('/chat-log'),
  blockedAccounts: at('/blocked-accounts'),
  blockedAccount: (handle: string) => at(`/blocked-accounts/${part(handle)}`),
  chatModes: at('/chat-modes'),
  commandWhitelist: at('/command-whitelist'),
  commandWhitelistUser: (username: string) => at(`/command-whitelist/${part(username)}`),
  enableUser: at('/enable-user'),
  disableUser: at('/disable-user'),
  toggleChatPermission: at('/toggle-chat-permission'),
  toggleDeployPermission: at('/toggle-deploy-permission'),
  setDiscordId: at('/set-discord-id'),
  kick: (username: string) => at(`/kick/${part(username)}`),
  sendAlert: at('/send-alert'),
  auditLog: at('/audit-log'),
  testPost: at('/test-post'),
  launches: at('/launches'),
  requireTwoFactor: at('/require-2fa'),
  watchedAccounts: at('/watched-accounts'),
  watchedAccount: (handle: string) => at(`/watched-accounts/${part(handle)}`),
} as const;
