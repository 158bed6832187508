/** Room names: one per audience, so broadcasts never loop over sockets. */
export const ROOMS = {
  /** Every socket whose user_connected was accepted. */
  online: 'online',
  /** Sockets that receive the live feed. */
  feed: 'feed',
  user: (username: string) => `user:${username.toLowerCase()}`,
  session: (idHash: string) => `session:${idHash}`,
} as const;
