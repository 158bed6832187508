/** FC §2 group panel and Chat Settings strings, written once for the components and their tests. */
export const GROUP_TEXT = {
  tabs: { join: 'Join Group', create: 'Create Group', manage: 'Manage My Groups' },
  codeLabel: 'Chat code',
  codePlaceholder: 'Enter 8-character code',
  join: 'Join Group',
  joining: 'Joining...',
  nameLabel: 'Group name',
  namePlaceholder: 'Group Name (must be unique)',
  inviteOnly: 'Invite Only (only specific users can join)',
  invitedLabel: 'Invited users',
  invitedPlaceholder: 'Search users, or type names separated by commas',
  create: 'Create Group',
  creating: 'Creating...',
  manageTitle: 'My Created Groups',
  noGroups: "You haven't created any groups yet.",
  inviteOnlyType: 'Invite-Only',
  publicType: 'Public',
  members: 'Members',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save Changes',
  saving: 'Saving...',
  cancel: 'Cancel',
  /** Issue 50: the Copy button beside a group's code, and what it says after a click. */
  copy: 'Copy',
  copyCode: (code: string) => `Copy code ${code}`,
  copied: 'Copied',
  copyFailed: 'Copy failed',
} as const;

/** Ours: the spec gives no wording for these answers and fallbacks. */
export const GROUP_NOTICES = {
  created: (name: string, code: string) => `Group "${name}" created. Share the code ${code}.`,
  joined: (name: string) => `You joined "${name}".`,
  edited: (name: string) => `Group "${name}" updated.`,
  left: 'You left the group.',
  deleted: 'Group deleted.',
  joinFailed: 'Failed to join group',
  deleteFailed: 'Failed to delete group',
  confirmDelete: (name: string) => `Delete the group "${name}"? Its members lose it too.`,
} as const;
