import type { GroupSummary, GroupWithMembers } from '@launchdeck/protocol';

/**
 * One request of the group panel. FC §4: sending disables its form; a success message shows for
 * 3 s (the component fades it), an error stays until the next try. `at` tells two equal
 * successes apart so each one is shown afresh.
 */
export type RequestState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'failed'; error: string }
  | { status: 'succeeded'; message: string; at: number };

/** The members modal: loading until group_members_response, then live on group_updated. */
export type MembersView =
  | { status: 'closed' }
  | { status: 'loading'; code: string }
  | { status: 'open'; group: GroupWithMembers }
  | { status: 'failed'; code: string; error: string };

export type GroupRequest = 'join' | 'create' | 'leave' | 'edit' | 'remove';

export type GroupsState = {
  /** my_groups_list: every group the user is a member of or created. */
  groups: readonly GroupSummary[];
  /** usernames_list, for the invite autocomplete. */
  usernames: readonly string[];
  requests: Record<GroupRequest, RequestState>;
  members: MembersView;
  /** FC §4: one group at a time is in edit state, tracked by its code. */
  editing: string | null;
};

const idle: RequestState = { status: 'idle' };

export const initialGroupsState: GroupsState = {
  groups: [],
  usernames: [],
  requests: { join: idle, create: idle, leave: idle, edit: idle, remove: idle },
  members: { status: 'closed' },
  editing: null,
};

/** Adds or replaces a group, keeping the list's order. */
export function upsertGroup(
  groups: readonly GroupSummary[],
  group: GroupSummary,
): readonly GroupSummary[] {
  const at = groups.findIndex((entry) => entry.code === group.code);
  if (at === -1) return [...groups, group];
  return groups.map((entry, index) => (index === at ? group : entry));
}

export function isBusy(request: RequestState): boolean {
  return request.status === 'sending';
}
