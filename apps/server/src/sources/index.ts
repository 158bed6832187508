// What other modules may use of this one.
export {
  type AccountLookup,
  accountLookupFromConfig,
  type SourceStates,
  sourceStatesFromConfig,
} from './account-lookup.ts';
export type { SourceItemObserver } from './connector-kit.ts';
export { sourcesFromConfig } from './from-config.ts';
export { Lease } from './lease.ts';
export { runWhileLeased } from './run-while-leased.ts';
export { startSources } from './start-sources.ts';
export { buildTestPost } from './test-posts.ts';
