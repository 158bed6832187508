import {
  CHAT_COMMAND_PREFIX,
  type ChatHistoryPayload,
  type ChatMessage,
  type ChatMode,
  type ChatModeSetPayload,
  LIMITS,
  MESSAGES,
} from '@launchdeck/protocol';
import type { SessionUser } from '../auth/index.ts';
import { refuse } from '../realtime/refusal.ts';
import type { UsersRepository } from '../users/index.ts';
import type { ChatCommands, CommandOutcome } from './commands.ts';
import type { GroupsRepository } from './groups/repository.ts';
import type { ChatMessagesRepository } from './messages-repository.ts';
import type { ChatRateLimiter } from './rate-limiter.ts';
import type { ChatSettingsRepository } from './settings-repository.ts';
import type { ChatState, StateChange } from './vocabulary.ts';

export type ChatDeps = {
  messages: ChatMessagesRepository;
  settings: ChatSettingsRepository;
  groups: GroupsRepository;
  users: UsersRepository;
  commands: ChatCommands;
  limiter: ChatRateLimiter;
};

export type SendOutcome =
  | { kind: 'message'; message: ChatMessage }
  | { kind: 'command'; outcome: CommandOutcome };

const sameState = (a: ChatState, b: ChatState) =>
  a.mode === b.mode && a.currentGroup === b.currentGroup;

/** Site chat: modes, history and sending. Lines are stored before they are delivered. */
export class ChatService {
  constructor(private readonly deps: ChatDeps) {}

  /**
   * The stored state, made consistent: group mode needs a group the user still belongs to, else
   * it takes their most recent group, else falls back to public (FC §4).
   */
  async state(user: SessionUser): Promise<ChatState> {
    const stored = await this.deps.settings.get(user.userId);
    if (stored.mode !== 'group') return stored;
    const code = await this.groupFor(user, stored.currentGroup);
    const state: ChatState = code
      ? { mode: 'group', currentGroup: code }
      : { mode: 'public', currentGroup: null };
    if (!sameState(state, stored)) await this.deps.settings.set(user.userId, state);
    return state;
  }

  /** The wanted group if the user belongs to it, else the group they joined last. */
  private async groupFor(user: SessionUser, wanted: string | null): Promise<string | undefined> {
    if (wanted && (await this.deps.groups.isMember(wanted, user.userId))) return wanted;
    const [latest] = await this.deps.groups.memberships(user.userId);
    return latest;
  }

  /**
   * FC §4 set_chat_mode: group mode with no group is refused and becomes public; `groupCode`
   * (a group of the user's) selects the current group.
   */
  async setMode(
    user: SessionUser,
    mode: ChatMode,
    groupCode?: string,
  ): Promise<{ answer: ChatModeSetPayload; change: StateChange }> {
    const before = await this.state(user);
    const changeTo = async (after: ChatState, error?: string) => {
      await this.deps.settings.set(user.userId, after);
      const answer: ChatModeSetPayload = {
        success: !error,
        chatMode: after.mode,
        currentGroup: after.currentGroup,
      };
      if (error) answer.error = error;
      return { answer, change: { username: user.username, before, after } };
    };
    if (groupCode && !(await this.deps.groups.isMember(groupCode, user.userId))) {
      return changeTo(before, MESSAGES.groupNotMember);
    }
    if (mode !== 'group') return changeTo({ mode, currentGroup: groupCode ?? before.currentGroup });
    const code = await this.groupFor(user, groupCode ?? before.currentGroup);
    if (!code) return changeTo({ ...before, mode: 'public' }, MESSAGES.groupModeNeedsGroup);
    return changeTo({ mode: 'group', currentGroup: code });
  }

  /** The newest lines of the state's audience, oldest first; muted users get none. */
  async history(state: ChatState): Promise<ChatHistoryPayload> {
    const groupCode = state.mode === 'group' ? state.currentGroup : null;
    if (state.mode === 'mute' || (state.mode === 'group' && !groupCode)) {
      return { chatMode: state.mode, groupCode, messages: [] };
    }
    const messages = await this.deps.messages.history({ groupCode }, LIMITS.chatHistoryMax);
    return { chatMode: state.mode, groupCode, messages };
  }

  /**
   * FC §6 canChat, then a command, or a line for the sender's current audience. The rate limit
   * guards the audience, so it counts lines others receive; commands answer the sender only.
   */
  async send(user: SessionUser, text: string): Promise<SendOutcome> {
    const row = await this.deps.users.findById(user.userId);
    if (!row?.canChat) refuse(MESSAGES.chatNotAllowed);
    if (text.startsWith(CHAT_COMMAND_PREFIX)) {
      return { kind: 'command', outcome: await this.deps.commands.run(user, text) };
    }
    const state = await this.state(user);
    if (state.mode === 'mute') refuse(MESSAGES.chatMuted);
    if (!(await this.deps.limiter.tryTake(user.username))) refuse(MESSAGES.chatRateLimited);
    const base = { username: user.username, message: text };
    if (state.mode === 'public' || !state.currentGroup) {
      const message = await this.deps.messages.insert({ ...base, kind: 'public' });
      return { kind: 'message', message };
    }
    const group = await this.deps.groups.find(state.currentGroup);
    const message = await this.deps.messages.insert({
      ...base,
      kind: 'group',
      groupCode: state.currentGroup,
      groupName: group?.name ?? null,
    });
    return { kind: 'message', message };
  }
}
