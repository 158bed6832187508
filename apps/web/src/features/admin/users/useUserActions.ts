import {
  type AddCredentialRequestBody,
  MESSAGES,
  type UpdateCredentialRequestBody,
} from '@launchdeck/protocol';
import { useState } from 'react';
import { ADMIN_KEYS, adminApi } from '../admin-api.ts';
import { useAdminAction } from '../admin-data.tsx';
import { ADMIN_FAILED } from '../admin-text.ts';
import { USERS_TEXT } from './users-text.ts';

// A login's change shows in the users list, may end sessions, and is written to the audit log.
const invalidates = [ADMIN_KEYS.users, ADMIN_KEYS.sessions, ADMIN_KEYS.audit];

type Target = { username: string };

/** Every User Management action: DA §8 success words or the server's, failures as toasts. */
export function useUserActions() {
  // Issue 53: each trader's auto-launch as set on this page, shown until the list says it.
  const [autoLaunchSet, setAutoLaunchSet] = useState<Readonly<Record<string, boolean>>>({});
  return {
    autoLaunchSet,
    autoLaunch: useAdminAction(
      async (s, { username, on }: Target & { on: boolean }) => {
        const answer = await adminApi.setUserAutoLaunch(s, username, on);
        return { username, enabled: answer.enabled };
      },
      {
        failure: USERS_TEXT.userAutoLaunchFailed,
        success: ({ username, enabled }) =>
          enabled ? USERS_TEXT.userAutoLaunchOn(username) : USERS_TEXT.userAutoLaunchOff(username),
        onSuccess: ({ username, enabled }) =>
          setAutoLaunchSet((set) => ({ ...set, [username]: enabled })),
        invalidates,
      },
    ),
    add: useAdminAction((s, body: AddCredentialRequestBody) => adminApi.addUser(s, body), {
      failure: ADMIN_FAILED.addUser,
      success: () => MESSAGES.userAdded,
      invalidates,
    }),
    update: useAdminAction(
      (s, { username, body }: Target & { body: UpdateCredentialRequestBody }) =>
        adminApi.updateUser(s, username, body),
      { failure: ADMIN_FAILED.updateUser, success: () => MESSAGES.userUpdated, invalidates },
    ),
    remove: useAdminAction((s, { username }: Target) => adminApi.deleteUser(s, username), {
      failure: ADMIN_FAILED.deleteUser,
      success: () => MESSAGES.userDeleted,
      invalidates,
    }),
    enable: useAdminAction((s, { username }: Target) => adminApi.enableUser(s, username), {
      failure: ADMIN_FAILED.enableUser,
      invalidates,
    }),
    disable: useAdminAction((s, { username }: Target) => adminApi.disableUser(s, username), {
      failure: ADMIN_FAILED.disableUser,
      invalidates,
    }),
    chat: useAdminAction(
      (s, { username, on }: Target & { on: boolean }) => adminApi.toggleChat(s, username, on),
      { failure: ADMIN_FAILED.toggleChat, invalidates },
    ),
    deploy: useAdminAction(
      (s, { username, on }: Target & { on: boolean }) => adminApi.toggleDeploy(s, username, on),
      { failure: ADMIN_FAILED.toggleDeploy, invalidates },
    ),
    setDiscord: useAdminAction(
      (s, { username, discordUserId }: Target & { discordUserId: string }) =>
        adminApi.setDiscordId(s, username, discordUserId),
      { failure: ADMIN_FAILED.setDiscord, invalidates },
    ),
  };
}

export type UserActions = ReturnType<typeof useUserActions>;
