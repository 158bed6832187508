import type { GroupSummary } from '@launchdeck/protocol';
import { GROUP_TEXT } from './strings.ts';

/** FC §5: invalid dates read 'Invalid Date', which is what toLocaleDateString gives for them. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString();
}

/** FC §2: 'Invite-Only' or 'Public'. */
export function groupType(group: Pick<GroupSummary, 'inviteOnly'>): string {
  return group.inviteOnly ? GROUP_TEXT.inviteOnlyType : GROUP_TEXT.publicType;
}
