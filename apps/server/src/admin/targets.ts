import { MESSAGES } from '@launchdeck/protocol';
import { HttpError } from '../http/errors.ts';
import type { UserRow, UsersRepository } from '../users/index.ts';

/**
 * The login an admin action is on. DA §6: the reserved admin account cannot be modified, kicked
 * or deleted, whatever the case of its name; a name nobody has is 404.
 */
export class AdminTargets {
  constructor(
    private readonly users: Pick<UsersRepository, 'findByUsername'>,
    readonly isAdmin: (username: string) => boolean,
  ) {}

  refuseReserved(username: string): void {
    if (this.isAdmin(username)) throw new HttpError(403, MESSAGES.reservedAdmin);
  }

  async find(username: string): Promise<UserRow> {
    const user = await this.users.findByUsername(username);
    if (!user) throw new HttpError(404, MESSAGES.userNotFound);
    return user;
  }

  /** A login the admin may change: not the reserved one, and existing. */
  async modifiable(username: string): Promise<UserRow> {
    this.refuseReserved(username);
    return this.find(username);
  }
}
