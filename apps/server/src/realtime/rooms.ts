/** Room names: one per audience, so broadcasts never loop over sockets. */
export const ROOMS = {
  /** Every socket whose user_connected was accepted. */
  online: 'online',
  user: (username: string) => `user:${username.toLowerCase()}`,
  session: (idHash: string) => `session:${idHash}`,
} as const;
