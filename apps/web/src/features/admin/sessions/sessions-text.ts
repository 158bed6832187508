/** Words of the Active Sessions tab (ours; the DA §8 sentences are in MESSAGES). */
export const SESSIONS_TEXT = {
  title: 'Active Sessions',
  tableLabel: 'Active sessions',
  search: 'Search sessions',
  searchPlaceholder: 'Username or IP',
  none: 'No one is logged in.',
  count: (sessions: number) => (sessions === 1 ? '1 session' : `${sessions} sessions`),
  columns: {
    username: 'Username',
    ip: 'IP',
    loginTime: 'Login time',
    expires: 'Expires',
    connections: 'Connections',
    actions: 'Actions',
  },
  online: (connections: number) => `Online (${connections})`,
  idle: 'No window open',
  you: 'You',
  kick: 'Kick',
  kickTitle: 'Kick user',
  kickText: (username: string) =>
    `Kick ${username}? Every session of ${username} ends and its windows show Session Expired.`,
} as const;
