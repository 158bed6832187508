/** Room names: one per audience, so broadcasts never loop over sockets. */
export const ROOMS = {
  /** Every socket whose user_connected was accepted. */
  online: 'online',
  /** Sockets that receive the live feed. */
  feed: 'feed',
  user: (username: string) => `user:${username.toLowerCase()}`,
  session: (idHash: string) => `session:${idHash}`,
  /** Users in public chat mode. */
  chatPublic: 'chat:public',
  /** Members in group mode with this group current: the audience of its messages. */
  chatGroup: (code: string) => `chat:group:${code}`,
  /** Every member of a group, whatever their mode: group_updated and group_deleted go here. */
  group: (code: string) => `group:${code}`,
} as const;
