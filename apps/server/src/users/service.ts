import {
  type AddCredentialRequestBody,
  type Credential,
  LoginFormat,
  MESSAGES,
} from '@launchdeck/protocol';
import { HttpError } from '../http/errors.ts';
import { hashPassword, newToken, verifyPassword } from '../secrets/secrets.ts';
import type { UserRow, UsersRepository } from './repository.ts';

export type AdminBootstrap = { created: boolean; generatedPassword: string | undefined };

/** Who may log in, with which rights. The reserved admin comes from the environment. */
export class UsersService {
  constructor(
    private readonly repo: UsersRepository,
    readonly adminUsername: string,
  ) {}

  isAdmin(username: string): boolean {
    return username.toLowerCase() === this.adminUsername.toLowerCase();
  }

  /**
   * Creates the admin or brings it in line with ADMIN_PASSWORD. Without a password on first
   * start, a random one is generated and handed back once for the log.
   */
  async ensureAdmin(password: string | undefined): Promise<AdminBootstrap> {
    const existing = await this.repo.findByUsername(this.adminUsername);
    if (existing) {
      const changes: Partial<UserRow> = { enabled: true, canChat: true, canDeploy: true };
      if (password && !(await verifyPassword(existing.passwordHash, password))) {
        changes.passwordHash = await hashPassword(password);
      }
      await this.repo.update(existing.id, changes);
      return { created: false, generatedPassword: undefined };
    }
    const generatedPassword = password ? undefined : newToken().slice(0, 20);
    await this.repo.insert({
      username: this.adminUsername,
      passwordHash: await hashPassword(password ?? (generatedPassword as string)),
      format: LoginFormat.legacy,
    });
    return { created: true, generatedPassword };
  }

  async listCredentials(): Promise<Record<string, Credential>> {
    const rows = await this.repo.list();
    return Object.fromEntries(rows.map((row) => [row.username, toCredential(row)]));
  }

  async addCredential(body: AddCredentialRequestBody): Promise<UserRow> {
    const discordUserId = body.discordUserId || null;
    const row = await this.repo.insert({
      username: body.username,
      passwordHash: await hashPassword(body.password),
      discordUserId,
      format: body.format ?? (discordUserId ? LoginFormat.enhanced : LoginFormat.legacy),
    });
    if (!row) throw new HttpError(409, MESSAGES.usernameExists);
    return row;
  }

  /** Deletes a login; the admin service decides which ones may go. */
  async deleteCredential(username: string): Promise<void> {
    if (!(await this.repo.deleteByUsername(username)))
      throw new HttpError(404, MESSAGES.userNotFound);
  }
}

function toCredential(row: UserRow): Credential {
  return {
    format: row.format,
    discordUserId: row.discordUserId,
    enabled: row.enabled,
    canChat: row.canChat,
    canDeploy: row.canDeploy,
    createdAt: row.createdAt.toISOString(),
  };
}
