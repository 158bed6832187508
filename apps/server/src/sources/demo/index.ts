export { DEMO_WATCHED_ACCOUNTS, type DemoWatchedAccount } from './accounts.ts';
export { DEMO_SCENES } from './dataset.ts';
export { DEMO_REPLAY_DEFAULTS, type DemoReplayOptions, DemoReplaySource } from './replay.ts';
