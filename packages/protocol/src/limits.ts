/**
 * The specs' numbers (and the deleted-entry id prefix), each citing its section (FC =
 * feed-chat-spec, DA = deploy-admin-spec), and our own, each saying why. Written once here so
 * client, server and tests cannot drift apart.
 */
export const LIMITS = {
  /** Longest username we accept; keeps keys and logs bounded. */
  usernameMax: 32,
  /** Longest password we hash: bounds argon2 work per request. */
  passwordMax: 256,
  /** Session and remember-token ids are opaque strings at most this long. */
  tokenMax: 128,
  /** DA §9: Discord ID 17 to 19 digits. */
  discordIdPattern: /^\d{17,19}$/,
  /** FC §9: chat code 8 characters; group name max 30. */
  chatCodeLength: 8,
  groupNameMax: 30,
  /** FC §5: the code is 8 uppercase letters or digits, generated on the client. */
  chatCodePattern: /^[A-Z0-9]{8}$/,
  /** FC §8/§9: the client retries a colliding code up to 5 times. */
  chatCodeRetries: 5,
  /** Ours: a chat message is plain text of at most 2,000 characters, so one line stays readable. */
  chatMessageMax: 2000,
  /** Ours: an invite list is bounded so a group row stays small. */
  invitedUsersMax: 100,
  /** Ours: at most 5 chat messages in any 5 s per user, so one user cannot flood the room. */
  chatRate: { messages: 5, windowMs: 5000 },
  /** Ours: chat and group events one socket may have waiting; a flood past it is refused. */
  socketEventsPendingMax: 32,
  /** Ours: clock-sync pings a socket may send a minute (a browser sends about 8 at connect, 3 a minute after). */
  clockPingsPerMinute: 60,
  /** Ours: a user is sent the newest 50 messages of their chat mode. */
  chatHistoryMax: 50,
  /** FC §9: feed keeps 50 live posts and 80 from the initial load. */
  liveFeedMax: 50,
  initialFeedMax: 80,
  /** FC §4 / §9: the pause queue is capped at 50. */
  pauseQueueMax: 50,
  /** FC §4 / §9: video and card updates look for their post among the 15 newest. */
  updateLookback: 15,
  /** FC §4: a deleted post's feed entry has the post's id with this prefix. */
  deletedIdPrefix: 'deleted_',
  /**
   * Ours: initialTweets carries the newest 200 posts, so the 80 a browser keeps after its
   * per-account filters (FC §4) are rarely short.
   */
  initialPostsSent: 200,
  /** Ours: a reconnect that missed more events than this gets initialTweets instead of a replay. */
  catchUpMax: 1000,
  /** Ours: feed events kept in the log for replays (ten catch-ups' worth); older ones are pruned. */
  feedLogKept: 10_000,
  /** Admin announcements are short notices. */
  alertMessageMax: 1000,
  /**
   * Ours: arrays and objects nest at most this deep in an HTTP body or a socket payload. The
   * deepest our own calls send is an ingest batch (8: a post quoting a quote with images); past
   * this a body is refused with a sentence before any recursive walk could overflow the stack.
   */
  nestingDepthMax: 32,
} as const;

/** FC §2 / DA §2: page zoom, pop-out window sizes and the update notice. */
export const UI = {
  pageZoom: 0.75,
  popoutFeed: { name: 'launchdeck_feed', width: 1200, height: 800 },
  popoutPanel: { name: 'launchdeck_panel', width: 900, height: 1000 },
  updateNotice: { version: '1.22', countdownSeconds: 5, flag: 'seen_update_22', clearUpTo: 20 },
} as const;

/** FC §2, DA §2: the admin panel route. */
export const ADMIN_PANEL_PATH = '/adminpanel111';

/** FC §7: reconnection settings of the socket. */
export const SOCKET_OPTIONS = {
  path: '/socket.io',
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} as const;
