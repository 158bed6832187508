import type { z } from 'zod';
import type { ChatMessage } from '../chat.ts';
import type {
  CreatePrivateGroupPayload,
  EditGroupPayload,
  GroupSummary,
  JoinPrivateGroupPayload,
} from '../group.ts';

/** Test data for chat and group socket payloads, shared by server and browser tests. */

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

/** A fresh valid chat code (FC §5: 8 uppercase letters or digits), unique within a test run. */
export function newChatCode(): string {
  return `T${String(next()).padStart(7, '0')}`;
}

const TEST_SESSION = 'test-session';

/** A valid create_private_group payload: a public group with a fresh code. */
export function makeCreateGroupPayload(
  overrides: Partial<z.input<typeof CreatePrivateGroupPayload>> = {},
): z.input<typeof CreatePrivateGroupPayload> {
  const n = next();
  return {
    sessionId: TEST_SESSION,
    groupName: `Group ${n}`,
    chatCode: newChatCode(),
    inviteOnly: false,
    invitedUsers: [],
    timestamp: 1_700_000_000_000 + n,
    ...overrides,
  };
}

/** A valid join_private_group payload for `chatCode`. */
export function makeJoinGroupPayload(
  overrides: Partial<z.input<typeof JoinPrivateGroupPayload>> = {},
): z.input<typeof JoinPrivateGroupPayload> {
  return {
    sessionId: TEST_SESSION,
    chatCode: newChatCode(),
    timestamp: 1_700_000_000_000 + next(),
    ...overrides,
  };
}

/** A valid edit_group payload: a new name, no invite list. */
export function makeEditGroupPayload(
  overrides: Partial<z.input<typeof EditGroupPayload>> = {},
): z.input<typeof EditGroupPayload> {
  return {
    sessionId: TEST_SESSION,
    groupCode: newChatCode(),
    newGroupName: `Renamed ${next()}`,
    newInvitedUsers: [],
    ...overrides,
  };
}

/** A group as the server summarises it for its creator. */
export function makeGroupSummary(overrides: Partial<GroupSummary> = {}): GroupSummary {
  const n = next();
  return {
    code: `GRP${String(n).padStart(5, '0')}`,
    name: `Group ${n}`,
    inviteOnly: false,
    invitedUsers: [],
    creator: 'alice',
    memberCount: 1,
    createdAt: '2026-11-23T12:00:00.000Z',
    isCreator: true,
    ...overrides,
  };
}

/** A delivered public chat line. */
export function makeChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  const n = next();
  return {
    id: `msg-${n}`,
    username: 'bob',
    message: `line ${n}`,
    timestamp: new Date(Date.UTC(2026, 10, 23, 12, 0, n % 60)).toISOString(),
    chatMode: 'public',
    ...overrides,
  };
}
