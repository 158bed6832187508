import type { ChatMode } from '@launchdeck/protocol';

/** FC §4: where a user's chat goes. `currentGroup` may be set in any mode. */
export type ChatState = { mode: ChatMode; currentGroup: string | null };

export const DEFAULT_CHAT_STATE: ChatState = { mode: 'public', currentGroup: null };

/** A user's chat state before and after an action (a mode switch, a leave, a delete). */
export type StateChange = { username: string; before: ChatState; after: ChatState };

/**
 * The part of chat state that groups change: making a group current, dropping it on a leave or a
 * delete. Groups see only this, not chat's storage.
 */
export type ChatStateStore = {
  get(userId: number): Promise<ChatState>;
  set(userId: number, state: ChatState): Promise<void>;
  /** Every user whose current group is `code`. */
  holdersOf(code: string): Promise<Array<ChatState & { userId: number; username: string }>>;
};
