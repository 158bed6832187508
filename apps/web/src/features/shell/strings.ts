/** User-visible strings of the header, written once for the components and their tests. */
export const SHELL_TEXT = {
  /** The admin's link to the Administration Panel in the main screen's header. */
  adminLink: 'Admin',
  /** The phone header's button that shows its other items (issue 50). */
  menu: 'Menu',
  /** FC §2's title for an expired session, and ours for one ended from another device (issue 50). */
  sessionExpiredTitle: 'Session Expired',
  sessionEndedTitle: 'Signed Out Elsewhere',
  onlineCount: (count: number) => `${count} online`,
  showOnlineUsers: 'Show who is online',
  onlineUsersTitle: 'Online users',
  you: '(you)',
  nobodyOnline: 'Nobody is online right now.',
  offlineList: 'Offline: the list comes back when the connection does.',
} as const;
