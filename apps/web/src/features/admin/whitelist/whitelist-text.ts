import { TAB_PARTS_TEXT } from '../tab-parts/tab-parts-text.ts';

/** The Command Whitelist tab's words (ours; its messages are the server's MESSAGES). */
export const WHITELIST_TEXT = {
  title: 'Command Whitelist',
  count: (count: number) => TAB_PARTS_TEXT.count(count, 'user'),
  note: 'Users listed here may use the /add and /remove chat commands. Everyone else is refused.',
  emptyWarning:
    'Nobody is on the command whitelist, so every /add and /remove command is blocked for all users.',
  inputLabel: 'Username to allow',
  placeholder: 'username',
  add: 'Add',
  listLabel: 'Users allowed to use commands',
  remove: 'Remove',
  removeLabel: (username: string) => `Remove ${username} from the command whitelist`,
  confirmTitle: 'Remove from command whitelist',
  confirmText: (username: string) =>
    `Remove ${username} from the command whitelist? They will no longer be able to use /add and /remove.`,
  confirm: 'Remove',
} as const;
