import type { OnEvent } from '../auth/index.ts';
import type { RealtimeServer } from '../realtime/types.ts';
import type { GroupsService } from './groups/service.ts';
import type { ChatRooms } from './rooms.ts';
import type { ChatService } from './service.ts';

/** What every chat and group socket handler is built from. */
export type ChatSocketDeps = {
  io: RealtimeServer;
  on: OnEvent;
  chat: ChatService;
  groups: GroupsService;
  rooms: ChatRooms;
};
