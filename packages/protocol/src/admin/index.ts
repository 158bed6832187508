export * from './alerts.ts';
export * from './audit.ts';
export * from './blocked-accounts.ts';
export * from './chat.ts';
export * from './paths.ts';
export * from './sessions.ts';
export * from './test-posts.ts';
export * from './users.ts';
