import type { GroupsService } from '../groups/service.ts';
import type { RealtimeServer } from '../realtime/types.ts';
import type { ChatRooms } from './rooms.ts';
import type { ChatService } from './service.ts';
import type { ChatState } from './settings-repository.ts';
import type { OnEvent } from './socket-kit.ts';

/** Who is asking: the user behind a resolved session. */
export type ChatUser = { userId: number; username: string };

/** A user's chat state before and after an action (a mode switch, a leave, a delete). */
export type StateChange = { username: string; before: ChatState; after: ChatState };

/** What every chat and group socket handler is built from. */
export type ChatSocketDeps = {
  io: RealtimeServer;
  on: OnEvent;
  chat: ChatService;
  groups: GroupsService;
  rooms: ChatRooms;
};
