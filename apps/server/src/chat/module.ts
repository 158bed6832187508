import { LIMITS } from '@launchdeck/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountsService } from '../accounts/index.ts';
import type { AuthService } from '../auth/index.ts';
import { createEventKit } from '../auth/index.ts';
import type { WindowCounter } from '../limits/window-counter.ts';
import type { RealtimeServer, RealtimeSocket } from '../realtime/types.ts';
import type { Database } from '../storage/database.ts';
import type { UsersRepository } from '../users/index.ts';
import { ChatCommands } from './commands.ts';
import { GroupsRepository } from './groups/repository.ts';
import { GroupsService } from './groups/service.ts';
import { registerGroupManageEvents } from './groups/socket-manage.ts';
import { registerGroupMembershipEvents } from './groups/socket-membership.ts';
import { registerGroupQueryEvents } from './groups/socket-queries.ts';
import { ChatMessagesRepository } from './messages-repository.ts';
import { ChatRateLimiter } from './rate-limiter.ts';
import { ChatRooms } from './rooms.ts';
import { ChatService } from './service.ts';
import { ChatSettingsRepository } from './settings-repository.ts';
import type { ChatSocketDeps } from './socket-deps.ts';
import { registerChatMessageEvents } from './socket-messages.ts';
import { registerChatModeEvents } from './socket-modes.ts';
import { CommandWhitelistRepository } from './whitelist-repository.ts';

export type ChatModuleDeps = {
  db: Database;
  auth: Pick<AuthService, 'resolve' | 'isAdmin'>;
  users: UsersRepository;
  accounts: Pick<AccountsService, 'watch' | 'unwatch'>;
  log: FastifyBaseLogger;
  /** Counts chat lines: in memory on one node, in Redis across nodes. */
  counter: WindowCounter;
};

export type ChatModule = ReturnType<typeof createChatModule>;

/**
 * Builds site chat and private groups from their storage and wires their socket events on every
 * connection. `enter` is the gateway's authenticated hook: rooms of the user's mode and groups,
 * then the mode's history.
 */
export function createChatModule(io: RealtimeServer, deps: ChatModuleDeps) {
  const messages = new ChatMessagesRepository(deps.db);
  const settings = new ChatSettingsRepository(deps.db);
  const whitelist = new CommandWhitelistRepository(deps.db);
  const groupsRepo = new GroupsRepository(deps.db);
  const commands = new ChatCommands({ whitelist, accounts: deps.accounts, messages });
  const limiter = new ChatRateLimiter(
    deps.counter,
    LIMITS.chatRate.messages,
    LIMITS.chatRate.windowMs,
  );
  const chat = new ChatService({
    messages,
    settings,
    groups: groupsRepo,
    users: deps.users,
    commands,
    limiter,
  });
  const groups = new GroupsService({
    groups: groupsRepo,
    settings,
    users: deps.users,
    isAdmin: (username) => deps.auth.isAdmin(username),
  });
  const rooms = new ChatRooms(io, { chat, groups: groupsRepo });
  const socketDeps: ChatSocketDeps = {
    io,
    on: createEventKit({ auth: deps.auth, log: deps.log }),
    chat,
    groups,
    rooms,
  };

  io.on('connection', (socket) => {
    registerChatMessageEvents(socket, socketDeps);
    registerChatModeEvents(socket, socketDeps);
    registerGroupMembershipEvents(socket, socketDeps);
    registerGroupManageEvents(socket, socketDeps);
    registerGroupQueryEvents(socket, socketDeps);
  });

  return {
    chat,
    messages,
    settings,
    whitelist,
    /** Before a login is removed: delete the groups it created, telling their members. */
    closeGroupsOf: async (username: string) => {
      const user = await deps.users.findByUsername(username);
      if (!user) return;
      const creator = { userId: user.id, username: user.username };
      for (const { code, changes } of await groups.removeAllCreatedBy(creator)) {
        await rooms.announceDeleted(code, changes);
      }
    },
    enter: async (socket: RealtimeSocket) => {
      const username = socket.data.username;
      const user = username ? await deps.users.findByUsername(username) : undefined;
      if (user) await rooms.enter(socket, { userId: user.id, username: user.username });
    },
  };
}
