import { ChatCommand, MESSAGES, shortenText, unknownCommandMessage } from '@launchdeck/protocol';
import type { AccountsService } from '../accounts/index.ts';
import type { SessionUser } from '../auth/index.ts';
import type { ChatMessagesRepository } from './messages-repository.ts';
import type { CommandWhitelistRepository } from './whitelist-repository.ts';

/** What a command line comes to: a notice for the sender, or the group modal opening. */
export type CommandOutcome =
  | { kind: 'result'; message: string }
  | { kind: 'error'; message: string }
  | { kind: 'open_modal' };

/** Ours: the sentences a command answers with. */
export const COMMAND_TEXT = {
  usage: (command: string) => `Usage: /${command} @handle`,
  watching: (handle: string) => `Now watching @${handle}`,
  alreadyWatching: (handle: string) => `@${handle} is already watched`,
  unwatched: (handle: string) => `Stopped watching @${handle}`,
  notWatched: (handle: string) => `@${handle} is not watched`,
} as const;

/** A handle as typed after /add or /remove: an optional @, then what the platforms allow. */
const HANDLE = /^@?([A-Za-z0-9_.-]{1,64})$/;
const KNOWN = new Set<string>(Object.values(ChatCommand));

export type ChatCommandsDeps = {
  whitelist: CommandWhitelistRepository;
  accounts: Pick<AccountsService, 'watch' | 'unwatch'>;
  messages: ChatMessagesRepository;
};

/**
 * Chat commands: /add @handle and /remove @handle change the watched accounts (the feed
 * pipeline's service); /groups opens the group modal. Only whitelisted users may run them, so an
 * empty whitelist blocks every command. Executed lines are kept in the chat log as commands.
 */
export class ChatCommands {
  constructor(private readonly deps: ChatCommandsDeps) {}

  async run(user: SessionUser, line: string): Promise<CommandOutcome> {
    const [head = '', ...args] = line.slice(1).trim().split(/\s+/);
    const command = head.toLowerCase();
    if (!KNOWN.has(command)) {
      // Issue 46: the echo is cut on a grapheme with '…', never through an emoji.
      return { kind: 'error', message: unknownCommandMessage(shortenText(head, 32)) };
    }
    if (!(await this.deps.whitelist.has(user.userId))) {
      return { kind: 'error', message: MESSAGES.commandNotAllowed };
    }
    if (command === ChatCommand.groups) {
      await this.log(user, line);
      return { kind: 'open_modal' };
    }
    const handle = args.length === 1 ? HANDLE.exec(args[0] ?? '')?.[1] : undefined;
    if (!handle) return { kind: 'error', message: COMMAND_TEXT.usage(command) };
    await this.log(user, line);
    if (command === ChatCommand.add) {
      const added = await this.deps.accounts.watch({ handle });
      const message = added ? COMMAND_TEXT.watching(handle) : COMMAND_TEXT.alreadyWatching(handle);
      return { kind: 'result', message };
    }
    return (await this.deps.accounts.unwatch(handle))
      ? { kind: 'result', message: COMMAND_TEXT.unwatched(handle) }
      : { kind: 'error', message: COMMAND_TEXT.notWatched(handle) };
  }

  private async log(user: SessionUser, line: string): Promise<void> {
    await this.deps.messages.insert({ kind: 'command', username: user.username, message: line });
  }
}
