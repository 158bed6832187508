import type { FeedEventPayload } from './feed-events.ts';
import type {
  AdminAlertPayload,
  AuthErrorPayload,
  ConnectedUsersPayload,
  SocketErrorPayload,
  UserConnectedPayload,
} from './session-events.ts';

/** Events the browser emits. Payloads are `unknown` on the wire until parsed with their schema. */
export interface ClientToServerEvents {
  user_connected: (payload: UserConnectedPayload) => void;
}

/** FC §7 feed events; each payload carries `seq` (see FeedEventPayloads). */
export interface FeedServerEvents {
  initialTweets: (posts: FeedEventPayload<'initialTweets'>) => void;
  tweet: (post: FeedEventPayload<'tweet'>) => void;
  tweet_update: (post: FeedEventPayload<'tweet_update'>) => void;
  tweet_deleted: (payload: FeedEventPayload<'tweet_deleted'>) => void;
  following_update: (payload: FeedEventPayload<'following_update'>) => void;
  profile_update: (payload: FeedEventPayload<'profile_update'>) => void;
  profile_pinned_update: (payload: FeedEventPayload<'profile_pinned_update'>) => void;
  external_message: (payload: FeedEventPayload<'external_message'>) => void;
}

/** Events the server emits. */
export interface ServerToClientEvents extends FeedServerEvents {
  auth_error: (payload: AuthErrorPayload) => void;
  connected_users: (payload: ConnectedUsersPayload) => void;
  admin_alert: (payload: AdminAlertPayload) => void;
  /** Sent once a user_connected was accepted, so the browser knows who it is. */
  session_ready: (payload: { username: string }) => void;
  socket_error: (payload: SocketErrorPayload) => void;
}
