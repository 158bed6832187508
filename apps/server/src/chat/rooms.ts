import type { SessionUser } from '../auth/index.ts';
import { ROOMS } from '../realtime/rooms.ts';
import type { RealtimeServer, RealtimeSocket } from '../realtime/types.ts';
import type { GroupsRepository } from './groups/repository.ts';
import type { ChatService } from './service.ts';
import type { ChatState, StateChange } from './vocabulary.ts';

/** The room whose messages a user in this state receives; muted users are in none. */
export function chatRoomOf(state: ChatState): string | null {
  if (state.mode === 'public') return ROOMS.chatPublic;
  if (state.mode === 'group' && state.currentGroup) return ROOMS.chatGroup(state.currentGroup);
  return null;
}

const sameState = (a: ChatState, b: ChatState) =>
  a.mode === b.mode && a.currentGroup === b.currentGroup;

/**
 * Keeps every socket of a user (every window, on every node) in the rooms their chat state and
 * group memberships call for. Moves go through `io.in(user room)`, so they cross nodes.
 */
export class ChatRooms {
  constructor(
    private readonly io: RealtimeServer,
    private readonly deps: { chat: ChatService; groups: GroupsRepository },
  ) {}

  /** The user's windows, plus the asking socket, which may not have sent user_connected. */
  targets(username: string, also?: RealtimeSocket): string[] {
    return also ? [ROOMS.user(username), also.id] : [ROOMS.user(username)];
  }

  /** After session_ready: the rooms of the user's groups and mode, then the mode's history. */
  async enter(socket: RealtimeSocket, user: SessionUser): Promise<void> {
    const [state, codes] = await Promise.all([
      this.deps.chat.state(user),
      this.deps.groups.memberships(user.userId),
    ]);
    const room = chatRoomOf(state);
    await socket.join([...codes.map(ROOMS.group), ...(room ? [room] : [])]);
    socket.emit('chat_history', await this.deps.chat.history(state));
  }

  joinGroup(username: string, code: string): void {
    this.io.in(ROOMS.user(username)).socketsJoin(ROOMS.group(code));
  }

  leaveGroup(username: string, code: string): void {
    this.io.in(ROOMS.user(username)).socketsLeave([ROOMS.group(code), ROOMS.chatGroup(code)]);
  }

  /**
   * A deleted group: every member hears of it (and `also`, e.g. a creator who had left), their
   * chat states move (group mode falls back to public), and the group's rooms close.
   */
  async announceDeleted(code: string, changes: StateChange[], also: string[] = []): Promise<void> {
    this.io
      .to([ROOMS.group(code), ...also])
      .emit('group_deleted', { success: true, groupCode: code });
    for (const change of changes) await this.apply(change);
    this.closeGroup(code);
  }

  /** Empties a deleted group's rooms. */
  closeGroup(code: string): void {
    const rooms = [ROOMS.group(code), ROOMS.chatGroup(code)];
    this.io.in(rooms).socketsLeave(rooms);
  }

  /** Moves the user's sockets to the room of the new state; answers whether the room changed. */
  move(change: StateChange, also?: RealtimeSocket): boolean {
    const from = chatRoomOf(change.before);
    const to = chatRoomOf(change.after);
    if (from === to) return false;
    const targets = this.targets(change.username, also);
    if (from) this.io.in(targets).socketsLeave(from);
    if (to) this.io.in(targets).socketsJoin(to);
    return true;
  }

  /**
   * A state changed by a group action (create, join, leave, delete): move the sockets and tell
   * them with chat_mode_set, plus chat_history when the audience changed.
   */
  async apply(change: StateChange, also?: RealtimeSocket): Promise<void> {
    if (sameState(change.before, change.after)) return;
    const moved = this.move(change, also);
    const to = this.io.to(this.targets(change.username, also));
    to.emit('chat_mode_set', {
      success: true,
      chatMode: change.after.mode,
      currentGroup: change.after.currentGroup,
    });
    if (moved) to.emit('chat_history', await this.deps.chat.history(change.after));
  }
}
