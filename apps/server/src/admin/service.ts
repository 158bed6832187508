import {
  type AddCredentialRequestBody,
  type ChatLogLine,
  type ChatModesResponseBody,
  type Credential,
  MESSAGES,
} from '@launchdeck/protocol';
import type { ChatMessagesRepository } from '../chat/messages-repository.ts';
import type { ChatSettingsRepository } from '../chat/settings-repository.ts';
import type { CommandWhitelistRepository } from '../chat/whitelist-repository.ts';
import { HttpError } from '../http/errors.ts';
import type { UserRow, UsersRepository } from '../users/repository.ts';
import type { UsersService } from '../users/service.ts';

export type AdminServiceDeps = {
  users: UsersService;
  usersRepo: UsersRepository;
  messages: Pick<ChatMessagesRepository, 'log'>;
  settings: Pick<ChatSettingsRepository, 'listAll'>;
  whitelist: CommandWhitelistRepository;
  /** Closes the groups a login created, telling their members; runs before the login goes. */
  closeGroupsOf: (username: string) => Promise<void>;
  /** Ends every realtime connection of a login that was removed. */
  endUser: (username: string) => void;
  /** Shows an announcement to every connected user. */
  alertEveryone: (message: string) => void;
  /** A login's right to deploy changed or it went: no launch may use what was prepared for it. */
  deployAccessChanged?: (userId: number) => void;
};

/**
 * What the administration panel may do (DA §6), and the rules around it: the reserved admin
 * account is never modified or deleted, and a removed login takes its groups and its live
 * connections with it.
 */
export class AdminService {
  constructor(private readonly deps: AdminServiceDeps) {}

  /** Whether a name is the reserved admin account (ADMIN_USERNAME), in any case. */
  isAdmin(username: string): boolean {
    return this.deps.users.isAdmin(username);
  }

  listCredentials(): Promise<Record<string, Credential>> {
    return this.deps.users.listCredentials();
  }

  async addCredential(body: AddCredentialRequestBody): Promise<void> {
    await this.deps.users.addCredential(body);
  }

  /** Closes the groups the login created, deletes it, then ends its sockets. */
  async removeLogin(username: string): Promise<void> {
    this.refuseReserved(username);
    await this.deps.closeGroupsOf(username);
    await this.deps.users.deleteCredential(username);
    this.deps.endUser(username);
  }

  async setCanChat(username: string, canChat: boolean): Promise<void> {
    this.refuseReserved(username);
    const user = await this.findUser(username);
    await this.deps.usersRepo.update(user.id, { canChat });
  }

  /** Who may launch tokens (DA §2 Access Denied for the rest); the admin keeps the right. */
  async setCanDeploy(username: string, canDeploy: boolean): Promise<void> {
    this.refuseReserved(username);
    const user = await this.findUser(username);
    await this.deps.usersRepo.update(user.id, { canDeploy });
    this.deps.deployAccessChanged?.(user.id);
  }

  chatLog(limit: number): Promise<ChatLogLine[]> {
    return this.deps.messages.log(limit);
  }

  async chatModes(): Promise<ChatModesResponseBody['modes']> {
    const rows = await this.deps.settings.listAll();
    return Object.fromEntries(
      rows.map(({ username, mode, currentGroup }) => [username, { chatMode: mode, currentGroup }]),
    );
  }

  /** Who may use the chat commands; nobody listed blocks them all. */
  commandWhitelist(): Promise<string[]> {
    return this.deps.whitelist.list();
  }

  /** Adds a login to the command whitelist (again is fine) and answers the new list. */
  async addToWhitelist(username: string): Promise<string[]> {
    const user = await this.findUser(username);
    await this.deps.whitelist.add(user.id);
    return this.deps.whitelist.list();
  }

  /** Takes a login off the command whitelist and answers the new list; 404 when not on it. */
  async removeFromWhitelist(username: string): Promise<string[]> {
    const user = await this.findUser(username);
    if (!(await this.deps.whitelist.remove(user.id))) {
      throw new HttpError(404, MESSAGES.whitelistNotListed);
    }
    return this.deps.whitelist.list();
  }

  announce(message: string): void {
    this.deps.alertEveryone(message);
  }

  // DA §6: the reserved account cannot be modified, kicked or deleted from the admin panel.
  private refuseReserved(username: string): void {
    if (this.isAdmin(username)) throw new HttpError(403, MESSAGES.reservedAdmin);
  }

  private async findUser(username: string): Promise<UserRow> {
    const user = await this.deps.usersRepo.findByUsername(username);
    if (!user) throw new HttpError(404, MESSAGES.userNotFound);
    return user;
  }
}
