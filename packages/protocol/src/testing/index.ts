/** Shared test data factories; imported as `@launchdeck/protocol/testing`, never by product code. */

export { ADDRESS_TABLE, type FoundAddresses } from './address-table.ts';
export * from './configuration-names.ts';
export * from './factories.ts';
export { hostileUnicode } from './hostile-unicode.ts';
export * from './socket-payloads.ts';
export * from './unstorable-text.ts';
