import type { Core } from '../module.ts';
import { UsersRepository } from './repository.ts';
import { UsersService } from './service.ts';

/** Accounts and their passwords; the reserved admin is ADMIN_USERNAME. */
export function createUsersModule(core: Pick<Core, 'db' | 'config'>) {
  const repo = new UsersRepository(core.db);
  return { repo, service: new UsersService(repo, core.config.adminUsername) };
}

export type UsersModule = ReturnType<typeof createUsersModule>;

// What other modules may use of this one.
export { adminPasswordBanner } from './admin-banner.ts';
export { type UserRow, UsersRepository } from './repository.ts';
export type { UsersService } from './service.ts';
