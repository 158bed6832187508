import type { ChatMode } from '@launchdeck/protocol';

/** FC §2 chat box and Chat Settings strings, written once for the components and their tests. */
export const CHAT_TEXT = {
  title: 'Site Chat',
  settingsTitle: 'Chat Settings',
  openSettings: 'Chat settings',
  modeHeading: 'Chat Mode',
  modes: { public: 'Public Chat', group: 'Group Chat', mute: 'Mute Chat' } satisfies Record<
    ChatMode,
    string
  >,
  shortModes: { public: 'Public', group: 'Group', mute: 'Mute' } satisfies Record<ChatMode, string>,
  joinGroupFirst: 'Join a group first',
  chatMuted: 'Chat muted',
  empty: 'No messages yet. Say gm!',
  inputLabel: 'Chat message',
  inputPlaceholder: 'Type a message, or /groups',
  mutedPlaceholder: 'Unmute to chat',
  send: 'Send',
  currentGroup: 'Current group',
  noGroup: 'You are not in a group yet. Join one with a code or create your own.',
  switchGroup: 'Switch group',
  members: 'Members',
  leave: 'Leave',
  leaving: 'Leaving...',
  collapse: 'Hide chat',
  /** Issue 50: the phone's switch between the feed and the chat, and its two tabs. */
  panes: 'Feed or chat',
  feedPane: 'Feed',
  chatPane: 'Chat',
  expand: 'Show chat',
  dismiss: 'Dismiss',
} as const;
