/** Words of the admin's Launches tab (ours, issue 32). */
export const ADMIN_LAUNCHES_TEXT = {
  title: 'Launches',
  listLabel: "Every trader's launches",
  none: 'No trader has launched a token yet.',
  noMatch: 'No launches match these filters.',
  count: (shown: number, more: boolean) =>
    `${shown}${more ? '+' : ''} ${shown === 1 && !more ? 'launch' : 'launches'}`,
  last24h: 'Last 24 hours',
  countsLabel: 'Launches in the last 24 hours',
  total: 'Total',
  byPlatform: 'By platform',
  byStatus: 'By status',
} as const;
