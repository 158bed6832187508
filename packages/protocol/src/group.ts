import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { HTML_MARKUP } from './post.ts';
import { hasVisibleText, isVisiblyEmpty } from './rules/visible-text.ts';
import { SessionId } from './session-events.ts';

/**
 * FC §3 Group and the §7 group events. Every client payload carries `sessionId`; a payload that
 * fails its schema is answered on the event's own answer event with the first issue's sentence.
 */

/** FC §5: 8 uppercase letters or digits. Lowercase input is uppercased, as the join field does. */
export const ChatCode = z
  .string({ error: MESSAGES.chatCodeRequired })
  .trim()
  .toUpperCase()
  .min(1, MESSAGES.chatCodeRequired)
  .regex(LIMITS.chatCodePattern, MESSAGES.chatCodeInvalid);

const plain = (value: string) => !HTML_MARKUP.test(value);

/**
 * FC §5 / §9: a group name is required, at most 30 characters, plain text. A name of only
 * invisible characters (isVisiblyEmpty) is as missing as an empty one.
 */
export const GroupName = z
  .string({ error: MESSAGES.groupNameRequired })
  .trim()
  .min(1, { error: MESSAGES.groupNameRequired, abort: true })
  .refine(hasVisibleText, MESSAGES.groupNameRequired)
  .max(LIMITS.groupNameMax, MESSAGES.groupNameTooLong)
  .refine(plain, MESSAGES.groupNameNotPlain);

/** FC §5 edit: the same rule, with the edit form's own sentence for an empty name. */
export const NewGroupName = z
  .string({ error: MESSAGES.groupNameEmpty })
  .trim()
  .min(1, { error: MESSAGES.groupNameEmpty, abort: true })
  .refine(hasVisibleText, MESSAGES.groupNameEmpty)
  .max(LIMITS.groupNameMax, MESSAGES.groupNameTooLong)
  .refine(plain, MESSAGES.groupNameNotPlain);

/** FC §5: invited users trimmed, empty entries (isVisiblyEmpty) dropped, unique case-insensitively. */
export const InvitedUsers = z
  .array(z.string().max(LIMITS.usernameMax, MESSAGES.usernameTooLong), {
    error: MESSAGES.invitedUsersInvalid,
  })
  .max(LIMITS.invitedUsersMax, MESSAGES.invitedUsersTooMany)
  .transform(uniqueUsernames);

export function uniqueUsernames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of names) {
    const name = raw.trim();
    const key = name.toLowerCase();
    if (isVisiblyEmpty(name) || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}

/** FC §3: the client stamps create, join and leave; we accept epoch ms or an ISO string. */
const Timestamp = z.union([z.number(), z.string().max(64)]).optional();

/** FC §3 / §7 create_private_group. */
export const CreatePrivateGroupPayload = z
  .object({
    sessionId: SessionId,
    groupName: GroupName,
    chatCode: ChatCode,
    inviteOnly: z.boolean().default(false),
    invitedUsers: InvitedUsers.default([]),
    timestamp: Timestamp,
  })
  .refine((p) => !p.inviteOnly || p.invitedUsers.length > 0, {
    message: MESSAGES.invitedUsersRequired,
    path: ['invitedUsers'],
  });
export type CreatePrivateGroupPayload = z.infer<typeof CreatePrivateGroupPayload>;

/** FC §7 join_private_group. */
export const JoinPrivateGroupPayload = z.object({
  sessionId: SessionId,
  chatCode: ChatCode,
  timestamp: Timestamp,
});
export type JoinPrivateGroupPayload = z.infer<typeof JoinPrivateGroupPayload>;

/** FC §7 leave_group. */
export const LeaveGroupPayload = z.object({
  sessionId: SessionId,
  groupCode: ChatCode,
  timestamp: Timestamp,
});
export type LeaveGroupPayload = z.infer<typeof LeaveGroupPayload>;

/** FC §3 / §7 edit_group: the creator renames the group and replaces its invite list. */
export const EditGroupPayload = z.object({
  sessionId: SessionId,
  groupCode: ChatCode,
  newGroupName: NewGroupName,
  newInvitedUsers: InvitedUsers.default([]),
});
export type EditGroupPayload = z.infer<typeof EditGroupPayload>;

/** Ours: delete_group (FC §2 manage lists a delete action). */
export const DeleteGroupPayload = z.object({ sessionId: SessionId, groupCode: ChatCode });
export type DeleteGroupPayload = z.infer<typeof DeleteGroupPayload>;

/** FC §7 get_my_groups and get_usernames carry only the session. */
export const SessionOnlyPayload = z.object({ sessionId: SessionId });
export type SessionOnlyPayload = z.infer<typeof SessionOnlyPayload>;

/** FC §7 get_group_members. */
export const GetGroupMembersPayload = z.object({ sessionId: SessionId, groupCode: ChatCode });
export type GetGroupMembersPayload = z.infer<typeof GetGroupMembersPayload>;

/** A group as one user sees it; `invitedUsers` is only filled for its creator. */
export const GroupSummary = z.object({
  code: z.string(),
  name: z.string(),
  inviteOnly: z.boolean(),
  invitedUsers: z.array(z.string()),
  creator: z.string(),
  memberCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  isCreator: z.boolean(),
});
export type GroupSummary = z.infer<typeof GroupSummary>;

export const GroupWithMembers = GroupSummary.extend({ members: z.array(z.string()) });
export type GroupWithMembers = z.infer<typeof GroupWithMembers>;

const error = z.string().optional();

/** Answers to create_private_group and join_private_group. */
export const PrivateGroupAnswerPayload = z.object({
  success: z.boolean(),
  error,
  group: GroupSummary.optional(),
});
export type PrivateGroupAnswerPayload = z.infer<typeof PrivateGroupAnswerPayload>;

/** Answer to leave_group and delete_group; `group_deleted` also reaches every member. */
export const GroupRemovedPayload = z.object({
  success: z.boolean(),
  groupCode: z.string().optional(),
  error,
});
export type GroupRemovedPayload = z.infer<typeof GroupRemovedPayload>;

export const MyGroupsListPayload = z.object({
  success: z.boolean(),
  groups: z.array(GroupSummary),
  currentGroup: z.string().nullable(),
  error,
});
export type MyGroupsListPayload = z.infer<typeof MyGroupsListPayload>;

export const GroupMembersResponsePayload = z.object({
  success: z.boolean(),
  group: GroupWithMembers.optional(),
  error,
});
export type GroupMembersResponsePayload = z.infer<typeof GroupMembersResponsePayload>;

export const UsernamesListPayload = z.object({
  success: z.boolean(),
  usernames: z.array(z.string()),
  error,
});
export type UsernamesListPayload = z.infer<typeof UsernamesListPayload>;

/**
 * FC §7 group_updated {groupCode, members}, to every member on join, leave and edit. One payload
 * goes to the whole room, so `group` is the viewer-neutral summary (`isCreator` false,
 * `invitedUsers` []): compare `creator` with your own username, and keep the invite list you had.
 */
export const GroupUpdatedPayload = z.object({
  groupCode: z.string(),
  members: z.array(z.string()),
  group: GroupSummary.optional(),
});
export type GroupUpdatedPayload = z.infer<typeof GroupUpdatedPayload>;
