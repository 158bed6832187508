// What other modules may use of this one.
export { GroupsRepository } from './groups/repository.ts';
export type { ChatMessagesRepository } from './messages-repository.ts';
export { type ChatModule, type ChatModuleDeps, createChatModule } from './module.ts';
export type { ChatSettingsRepository } from './settings-repository.ts';
export type { CommandWhitelistRepository } from './whitelist-repository.ts';
