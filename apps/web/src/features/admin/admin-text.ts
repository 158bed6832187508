/** DA §8 admin fallbacks, shown when the server gives no sentence of its own. */
export const ADMIN_FAILED = {
  loadUsers: 'Failed to load users',
  loadSessions: 'Failed to load sessions',
  loadChatLogs: 'Failed to load chat logs',
  loadBlocked: 'Failed to load blocked accounts',
  loadChatModes: 'Failed to load chat modes',
  loadWhitelist: 'Failed to load command whitelist',
  deleteUser: 'Failed to delete user',
  updateUser: 'Failed to update user',
  enableUser: 'Failed to enable user',
  disableUser: 'Failed to disable user',
  toggleChat: 'Failed to toggle chat permission',
  kickUser: 'Failed to kick user',
  addUser: 'Failed to add user',
  setDiscord: 'Failed to set Discord ID',
  sendAlert: 'Failed to send alert',
  addBlocked: 'Failed to add blocked account',
  removeBlocked: 'Failed to remove blocked account',
  addWhitelist: 'Failed to add user to command whitelist',
  removeWhitelist: 'Failed to remove user from whitelist',
  // Ours, in the same words, for the calls DA §8 does not list
  toggleDeploy: 'Failed to toggle deploy permission',
  loadAudit: 'Failed to load audit log',
  sendTestPost: 'Failed to send test post',
  loadLaunches: 'Failed to load launches',
  loadWatched: 'Failed to load watched accounts',
  addWatched: 'Failed to add watched account',
  removeWatched: 'Failed to remove watched account',
} as const;

/** The panel's own words (not the spec's). */
export const ADMIN_TEXT = {
  /** The way back to the main screen, without a reload (the session stays). */
  backToFeed: '← Back to Feed',
} as const;
