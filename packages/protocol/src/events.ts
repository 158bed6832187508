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

/** Events the server emits. */
export interface ServerToClientEvents {
  auth_error: (payload: AuthErrorPayload) => void;
  connected_users: (payload: ConnectedUsersPayload) => void;
  admin_alert: (payload: AdminAlertPayload) => void;
  /** Sent once a user_connected was accepted, so the browser knows who it is. */
  session_ready: (payload: { username: string }) => void;
  socket_error: (payload: SocketErrorPayload) => void;
}
