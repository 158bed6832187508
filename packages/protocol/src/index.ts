export * from './admin.ts';
export * from './auth.ts';
export * from './errors.ts';
export type * from './events.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './session-events.ts';
