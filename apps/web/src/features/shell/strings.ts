/** User-visible strings of the header, written once for the components and their tests. */
export const SHELL_TEXT = {
  onlineCount: (count: number) => `${count} online`,
  showOnlineUsers: 'Show who is online',
  onlineUsersTitle: 'Online users',
  you: '(you)',
  nobodyOnline: 'Nobody is online right now.',
  offlineList: 'Offline: the list comes back when the connection does.',
} as const;
