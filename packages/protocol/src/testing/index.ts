/** Shared test data factories; imported as `@launchdeck/protocol/testing`, never by product code. */

export * from './configuration-names.ts';
export * from './factories.ts';
export * from './socket-payloads.ts';
export * from './unstorable-text.ts';
