/**
 * What e2e/ and bench/ use of the server's test doubles; imported as `@launchdeck/server/testing`,
 * never by product code (a biome rule stops apps' src/ from importing it).
 */
export { totpCodeAt } from './account-security/support.ts';
export {
  checkDiscordForm,
  type DiscordFailure,
  type DiscordReceived,
  FakeDiscord,
} from './alerts/fake-discord.ts';
export {
  FakePushService,
  type FakePushSubscription,
  type PushFailure,
  type PushReceived,
} from './alerts/fake-push.ts';
export {
  checkMarkdownV2,
  FakeTelegram,
  type TelegramFailure,
  type TelegramSent,
} from './alerts/fake-telegram.ts';
export { startFakePlatforms } from './deploy/fake-platforms.ts';
export { launchConfig } from './deploy/launch-config-fixture.ts';
export {
  ANY_WALLET,
  makeLaunchContext,
  makeLaunchRequest,
} from './deploy/launch-request-fixture.ts';
export { type Picture, startPictureServer } from './image-addresses/picture-server.ts';
export { FakeDexScreener, type FakePair } from './market-data/fake-dexscreener.ts';
export { startTestServer, type TestServer } from './server-support.ts';
export { makeBnbKey, makeSolanaKey } from './wallets/keys-fixture.ts';
export { makeSolanaSigner } from './wallets/signers-fixture.ts';
