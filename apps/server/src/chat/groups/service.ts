import {
  type CreatePrivateGroupPayload,
  type EditGroupPayload,
  type GroupSummary,
  type GroupWithMembers,
  MESSAGES,
} from '@launchdeck/protocol';
import type { SessionUser } from '../../auth/index.ts';
import { refuse } from '../../realtime/refusal.ts';
import type { UsersRepository } from '../../users/index.ts';
import type { ChatState, ChatStateStore, StateChange } from '../vocabulary.ts';
import type { GroupRecord, GroupsRepository } from './repository.ts';

export type GroupsDeps = {
  groups: GroupsRepository;
  settings: ChatStateStore;
  users: UsersRepository;
  /** The reserved admin account, which invite autocomplete never offers. */
  isAdmin: (username: string) => boolean;
};

const sameUser = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The group as `viewer` sees it: the invite list only for its creator (FC §6). */
export function toSummary(group: GroupRecord, viewerId: number | null): GroupSummary {
  const isCreator = viewerId === group.creatorId;
  return {
    code: group.code,
    name: group.name,
    inviteOnly: group.inviteOnly,
    invitedUsers: isCreator ? group.invitedUsers : [],
    creator: group.creator,
    memberCount: group.memberCount,
    createdAt: group.createdAt.toISOString(),
    isCreator,
  };
}

/**
 * FC §3-§6 private groups: create, join, leave, edit, delete, and the lists. Every rule that
 * refuses answers with the spec's sentence (a Refusal); the socket layer moves rooms and emits.
 */
export class GroupsService {
  constructor(private readonly deps: GroupsDeps) {}

  private async mustFind(code: string): Promise<GroupRecord> {
    return (await this.deps.groups.find(code)) ?? refuse(MESSAGES.groupNotFound);
  }

  private async makeCurrent(user: SessionUser, code: string): Promise<StateChange> {
    const before = await this.deps.settings.get(user.userId);
    const after = { ...before, currentGroup: code };
    await this.deps.settings.set(user.userId, after);
    return { username: user.username, before, after };
  }

  /** FC §5: the code and the name must be free; the creator joins and the group becomes current. */
  async create(user: SessionUser, input: CreatePrivateGroupPayload) {
    const { groups } = this.deps;
    const taken = async () => {
      if (await groups.find(input.chatCode)) refuse(MESSAGES.chatCodeExists);
      if (await groups.nameTaken(input.groupName)) refuse(MESSAGES.groupNameExists);
    };
    await taken();
    const outcome = await groups.create({
      code: input.chatCode,
      name: input.groupName,
      inviteOnly: input.inviteOnly,
      invitedUsers: input.inviteOnly ? input.invitedUsers : [],
      creatorId: user.userId,
    });
    // A racing create took the code or the name between the check and the insert.
    if (outcome === 'conflict') {
      await taken();
      refuse(MESSAGES.chatCodeExists);
    }
    const group = await this.mustFind(input.chatCode);
    return { group, change: await this.makeCurrent(user, group.code) };
  }

  /** Invite-only groups admit their creator and invited users; joining twice is a success. */
  async join(user: SessionUser, code: string) {
    const group = await this.mustFind(code);
    const invited =
      group.creatorId === user.userId || group.invitedUsers.some((n) => sameUser(n, user.username));
    if (group.inviteOnly && !invited && !(await this.deps.groups.isMember(code, user.userId))) {
      refuse(MESSAGES.groupInviteOnly);
    }
    const joined = await this.deps.groups.addMember(code, user.userId);
    return {
      joined,
      group: await this.mustFind(code),
      members: await this.deps.groups.members(code),
      change: await this.makeCurrent(user, code),
    };
  }

  /**
   * FC §4: leaving the current group clears it, and group mode falls back to public. The group
   * stays when its creator leaves: they can still manage (edit, delete) it.
   */
  async leave(user: SessionUser, code: string) {
    const group = await this.mustFind(code);
    if (!(await this.deps.groups.removeMember(code, user.userId))) refuse(MESSAGES.groupNotMember);
    const before = await this.deps.settings.get(user.userId);
    let after = before;
    if (before.currentGroup === code) {
      after = { mode: before.mode === 'group' ? 'public' : before.mode, currentGroup: null };
      await this.deps.settings.set(user.userId, after);
    }
    return {
      group: (await this.deps.groups.find(code)) ?? group,
      members: await this.deps.groups.members(code),
      change: { username: user.username, before, after } satisfies StateChange,
    };
  }

  /** FC §5 edit: creator only; the name non-empty and unique; invite-only keeps a list. */
  async edit(user: SessionUser, input: EditGroupPayload) {
    const group = await this.mustFind(input.groupCode);
    if (group.creatorId !== user.userId) refuse(MESSAGES.groupEditCreatorOnly);
    if (group.inviteOnly && input.newInvitedUsers.length === 0) {
      refuse(MESSAGES.invitedUsersRequired);
    }
    const nameTaken = () => this.deps.groups.nameTaken(input.newGroupName, group.code);
    if (await nameTaken()) refuse(MESSAGES.groupNameExists);
    const outcome = await this.deps.groups.update(group.code, {
      name: input.newGroupName,
      invitedUsers: group.inviteOnly ? input.newInvitedUsers : [],
    });
    if (outcome === 'conflict') refuse(MESSAGES.groupNameExists);
    return {
      group: await this.mustFind(group.code),
      members: await this.deps.groups.members(group.code),
    };
  }

  /** Creator only. Users for whom it was current lose it; group mode falls back to public. */
  async remove(user: SessionUser, code: string) {
    const group = await this.mustFind(code);
    if (group.creatorId !== user.userId) refuse(MESSAGES.groupDeleteCreatorOnly);
    const members = await this.deps.groups.members(code);
    const changes: StateChange[] = [];
    for (const holder of await this.deps.settings.holdersOf(code)) {
      const after: ChatState = {
        mode: holder.mode === 'group' ? 'public' : holder.mode,
        currentGroup: null,
      };
      await this.deps.settings.set(holder.userId, after);
      changes.push({ username: holder.username, before: holder, after });
    }
    await this.deps.groups.delete(code);
    return { members, changes };
  }

  /** A login being removed: the groups it created go too, each announced like a delete. */
  async removeAllCreatedBy(user: SessionUser) {
    const created = (await this.deps.groups.listFor(user.userId)).filter(
      (group) => group.creatorId === user.userId,
    );
    const removed: Array<{ code: string; changes: StateChange[] }> = [];
    for (const group of created) {
      removed.push({ code: group.code, changes: (await this.remove(user, group.code)).changes });
    }
    return removed;
  }

  async listMine(user: SessionUser) {
    const [groups, state] = await Promise.all([
      this.deps.groups.listFor(user.userId),
      this.deps.settings.get(user.userId),
    ]);
    return {
      groups: groups.map((group) => toSummary(group, user.userId)),
      currentGroup: state.currentGroup,
    };
  }

  /** FC §6: any member may view members; so may the creator, to manage the group. */
  async membersOf(user: SessionUser, code: string): Promise<GroupWithMembers> {
    const group = await this.mustFind(code);
    const members = await this.deps.groups.members(code);
    const isMember = members.some((name) => sameUser(name, user.username));
    if (!isMember && group.creatorId !== user.userId) refuse(MESSAGES.groupNotMember);
    return { ...toSummary(group, user.userId), members };
  }

  /** FC §3: every username but the caller's and the reserved admin's, for invite autocomplete. */
  async usernames(user: SessionUser): Promise<string[]> {
    const rows = await this.deps.users.list();
    return rows
      .map((row) => row.username)
      .filter((name) => !sameUser(name, user.username) && !this.deps.isAdmin(name));
  }
}
