import type { UserStatus } from '@launchdeck/protocol';

/** A login's status as the server reports it, for tests: an enabled legacy login by default. */
export function makeUserStatus(overrides: Partial<UserStatus> = {}): UserStatus {
  const discordUserId = overrides.discordUserId ?? null;
  return {
    enabled: true,
    format: discordUserId ? 'enhanced' : 'legacy',
    discordUserId,
    discordStatus: discordUserId ? 'linked' : 'none',
    canChat: true,
    canDeploy: true,
    commandWhitelisted: false,
    online: false,
    reserved: false,
    createdAt: '2025-01-02T03:04:05.000Z',
    ...overrides,
  };
}
