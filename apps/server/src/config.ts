import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  FEE_DECIMALS,
  type FeeCurrency,
  type LaunchFees,
  unitsOf,
} from './referral/launch-fees.ts';
import { BLUESKY_DEFAULTS } from './sources/bluesky/jetstream-source.ts';
import { DEMO_REPLAY_DEFAULTS } from './sources/demo/replay.ts';
import { TRUTHSOCIAL_DEFAULTS } from './sources/truthsocial/truth-social-source.ts';
import { X_DEFAULTS } from './sources/x/filtered-stream.ts';
import { DEFAULT_RULE_MAX_LENGTH } from './sources/x/stream-rules.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const port = z.coerce.number().int().min(0).max(65_535);
const positiveInt = z.coerce.number().int().positive();
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const wsUrl = z.url({ protocol: /^wss?$/, error: 'must be a ws(s) URL' });
const secret = z.string().trim().min(1);

const PUBLIC_ORIGIN_ERROR =
  'PUBLIC_ORIGIN must be a comma-separated list of origins like https://launchdeck.example';

/** `scheme://host[:port]` of an http(s) origin as browsers send it, or undefined for anything else. */
function originOf(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  return bare && /^https?:$/.test(url.protocol) ? url.origin : undefined;
}

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '0.0.0.0'];

/** Without PUBLIC_ORIGIN, the pages are served from the listen address (loopback by either name). */
function defaultOrigins(host: string, port: number): string[] {
  const hosts = LOOPBACK_HOSTS.includes(host) ? [host, '127.0.0.1', 'localhost'] : [host];
  const origins = hosts.flatMap(
    (name) => originOf(`http://${name.includes(':') ? `[${name}]` : name}:${port}`) ?? [],
  );
  return [...new Set(origins)];
}

/** An amount of a coin in its smallest unit (lamports, wei), read exactly from its decimal text. */
const coinAmount = (name: string, currency: FeeCurrency) =>
  z.string().transform((value, ctx) => {
    const units = unitsOf(value, FEE_DECIMALS[currency]);
    if (units !== undefined) return units;
    ctx.addIssue({
      code: 'custom',
      message: `${name} must be an amount of ${currency} like 0.01, with at most ${FEE_DECIMALS[currency]} decimals`,
    });
    return z.NEVER;
  });

/** A two-way switch; case and surrounding blanks do not matter. */
const onOff = <const T extends readonly [string, string]>(values: T, error: string) =>
  z.string().trim().toLowerCase().pipe(z.enum(values, { error }));

const CoreEnvSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  PUBLIC_ORIGIN: z
    .string()
    .transform((value, ctx) => {
      const origins = value.split(',').map((entry) => originOf(entry.trim()));
      if (origins.every((origin) => origin !== undefined)) return origins;
      ctx.addIssue({ code: 'custom', message: PUBLIC_ORIGIN_ERROR });
      return z.NEVER;
    })
    .optional(),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' })
    .optional(),
  SOURCES_LEASE_SECONDS: z.coerce
    .number({ error: 'SOURCES_LEASE_SECONDS must be a number' })
    .min(2, 'SOURCES_LEASE_SECONDS must be at least 2')
    .max(300, 'SOURCES_LEASE_SECONDS must be at most 300')
    .default(6),
  NODE_ID: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'NODE_ID must be 1 to 64 letters, digits, or _ . : -')
    .optional(),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,32}$/)
    .default('admin'),
  ADMIN_PASSWORD: z.string().min(8).max(256).optional(),
  SESSION_TTL_HOURS: positiveInt.default(24),
  SESSION_IDLE_MINUTES: positiveInt.default(10),
  REMEMBER_TTL_DAYS: positiveInt.default(30),
  LOGIN_MAX_FAILURES: positiveInt.default(10),
  LOGIN_WINDOW_SECONDS: positiveInt.default(60),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  INGEST_TOKEN: z.string().min(16, 'INGEST_TOKEN must be at least 16 characters').optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // FC §7 translation: DeepL wins when both services are set.
  DEEPL_API_KEY: secret.optional(),
  DEEPL_API_URL: httpUrl.optional(),
  LIBRETRANSLATE_URL: httpUrl.optional(),
  LIBRETRANSLATE_API_KEY: secret.optional(),
  // Token launching (DESIGN "Wallet keys", "Token launching").
  WALLET_ENCRYPTION_KEY: z
    .string()
    .trim()
    .transform((value, ctx) => {
      const key = /^[0-9a-fA-F]{64}$/.test(value)
        ? Buffer.from(value, 'hex')
        : Buffer.from(value, 'base64');
      if (key.length === 32 && (key.toString('base64') === value || /^[0-9a-f]{64}$/i.test(value)))
        return key;
      ctx.addIssue({
        code: 'custom',
        message: 'WALLET_ENCRYPTION_KEY must be 32 bytes as 64 hex characters or base64',
      });
      return z.NEVER;
    })
    .optional(),
  SOLANA_RPC_URL: httpUrl.optional(),
  // Its pubsub endpoint, whose signature notifications end a confirmation's wait; derived if unset.
  SOLANA_WS_URL: wsUrl.optional(),
  // FC §7 vamp's getAsset: a DAS (Helius) endpoint; its api-key query is a secret, never logged.
  SOLANA_DAS_URL: httpUrl.optional(),
  SOLANA_SKIP_PREFLIGHT: onOff(
    ['true', 'false'],
    "SOLANA_SKIP_PREFLIGHT must be 'true' or 'false'",
  ).default('false'),
  // The pump launch's address lookup table: without it a create + first buy rarely fits 1232 bytes.
  PUMP_LOOKUP_TABLE: z
    .string()
    .trim()
    .regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'PUMP_LOOKUP_TABLE must be a Solana address (base58)')
    .optional(),
  // Extra routes every Solana launch is also sent on (Helius Sender, a Jito block engine): raced.
  SOLANA_SEND_URLS: z
    .string()
    .trim()
    .transform((value, ctx) => {
      const urls = value
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean);
      for (const url of urls)
        if (!httpUrl.safeParse(url).success)
          ctx.addIssue({
            code: 'custom',
            message: 'SOLANA_SEND_URLS must be a comma-separated list of http(s) URLs',
          });
      return urls;
    })
    .optional(),
  // bonk and usd1: PumpPortal's local-signing API and the bonk metadata worker (research §1b, §1c).
  PUMPPORTAL_URL: httpUrl.default('https://pumpportal.fun'),
  BONK_METADATA_URL: httpUrl.default('https://nft-storage.letsbonk22.workers.dev'),
  // bags: the public API v2 and its key (research §1d).
  BAGS_API_URL: httpUrl.default('https://public-api-v2.bags.fm/api/v1'),
  BAGS_API_KEY: secret.optional(),
  // bnb: four.meme's API, a BSC JSON-RPC endpoint and TokenManager2 (research §1e).
  FOUR_MEME_API_URL: httpUrl.default('https://four.meme/meme-api/v1'),
  BSC_RPC_URL: httpUrl.optional(),
  FOUR_MEME_TOKEN_MANAGER: z
    .string()
    .trim()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'FOUR_MEME_TOKEN_MANAGER must be a 0x address of 40 hex digits')
    .default('0x5c952063c7fc8610FFDB798152D69F0B9550762b'),
  // Our launch fee per deploy (the spec names none); the referrer earns 7 % of it (DA §9).
  LAUNCH_FEE_SOL: coinAmount('LAUNCH_FEE_SOL', 'SOL').prefault('0.01'),
  LAUNCH_FEE_BNB: coinAmount('LAUNCH_FEE_BNB', 'BNB').prefault('0.0025'),
  // My Launches: how long a launch stays in the history (the fee ledger keeps its rows).
  LAUNCH_HISTORY_DAYS: z.coerce
    .number()
    .int('LAUNCH_HISTORY_DAYS must be a whole number of days')
    .min(1, 'LAUNCH_HISTORY_DAYS must be at least 1')
    .max(36_500, 'LAUNCH_HISTORY_DAYS must be at most 36500')
    .default(90),
  // Issue 31: contract addresses read from post images, in a pool of reader processes.
  IMAGE_ADDRESSES: onOff(['on', 'off'], "IMAGE_ADDRESSES must be 'on' or 'off'").default('on'),
  IMAGE_ADDRESS_WORKERS: z.coerce
    .number({ error: 'IMAGE_ADDRESS_WORKERS must be a number' })
    .int('IMAGE_ADDRESS_WORKERS must be a whole number')
    .min(1, 'IMAGE_ADDRESS_WORKERS must be at least 1')
    .max(16, 'IMAGE_ADDRESS_WORKERS must be at most 16')
    .default(1),
  IMAGE_ADDRESS_QUEUE: z.coerce
    .number({ error: 'IMAGE_ADDRESS_QUEUE must be a number' })
    .int('IMAGE_ADDRESS_QUEUE must be a whole number')
    .min(1, 'IMAGE_ADDRESS_QUEUE must be at least 1')
    .max(10_000, 'IMAGE_ADDRESS_QUEUE must be at most 10000')
    .default(100),
  IMAGE_ADDRESS_IDLE_SECONDS: z.coerce
    .number({ error: 'IMAGE_ADDRESS_IDLE_SECONDS must be a number' })
    .int('IMAGE_ADDRESS_IDLE_SECONDS must be a whole number')
    .min(1, 'IMAGE_ADDRESS_IDLE_SECONDS must be at least 1')
    .max(86_400, 'IMAGE_ADDRESS_IDLE_SECONDS must be at most 86400')
    .default(300),
  IMAGE_ADDRESS_READER_MAX_MB: z.coerce
    .number({ error: 'IMAGE_ADDRESS_READER_MAX_MB must be a number' })
    .int('IMAGE_ADDRESS_READER_MAX_MB must be a whole number')
    .min(300, 'IMAGE_ADDRESS_READER_MAX_MB must be at least 300')
    .max(65_536, 'IMAGE_ADDRESS_READER_MAX_MB must be at most 65536')
    .default(800),
  // Issue 52: each post's addresses with their market (DexScreener's public API, no key).
  MARKET_DATA: onOff(['on', 'off'], "MARKET_DATA must be 'on' or 'off'").default('on'),
  MARKET_DATA_URL: z
    .url({ protocol: /^https?$/, error: 'MARKET_DATA_URL must be an http(s) URL' })
    .default('https://api.dexscreener.com'),
  MARKET_DATA_RATE_PER_MINUTE: z.coerce
    .number({ error: 'MARKET_DATA_RATE_PER_MINUTE must be a number' })
    .int('MARKET_DATA_RATE_PER_MINUTE must be a whole number')
    .min(1, 'MARKET_DATA_RATE_PER_MINUTE must be at least 1')
    .max(6000, 'MARKET_DATA_RATE_PER_MINUTE must be at most 6000')
    .default(300),
  MARKET_DATA_TTL_SECONDS: z.coerce
    .number({ error: 'MARKET_DATA_TTL_SECONDS must be a number' })
    .int('MARKET_DATA_TTL_SECONDS must be a whole number')
    .min(1, 'MARKET_DATA_TTL_SECONDS must be at least 1')
    .max(3600, 'MARKET_DATA_TTL_SECONDS must be at most 3600')
    .default(30),
  MARKET_DATA_REFRESH_SECONDS: z.coerce
    .number({ error: 'MARKET_DATA_REFRESH_SECONDS must be a number' })
    .int('MARKET_DATA_REFRESH_SECONDS must be a whole number')
    .min(5, 'MARKET_DATA_REFRESH_SECONDS must be at least 5')
    .max(3600, 'MARKET_DATA_REFRESH_SECONDS must be at most 3600')
    .default(60),
  MARKET_DATA_TIMEOUT_MS: z.coerce
    .number({ error: 'MARKET_DATA_TIMEOUT_MS must be a number' })
    .int('MARKET_DATA_TIMEOUT_MS must be a whole number')
    .min(100, 'MARKET_DATA_TIMEOUT_MS must be at least 100')
    .max(60000, 'MARKET_DATA_TIMEOUT_MS must be at most 60000')
    .default(3000),
  MARKET_DATA_BATCH_MS: z.coerce
    .number({ error: 'MARKET_DATA_BATCH_MS must be a number' })
    .int('MARKET_DATA_BATCH_MS must be a whole number')
    .min(0, 'MARKET_DATA_BATCH_MS must be at least 0')
    .max(1000, 'MARKET_DATA_BATCH_MS must be at most 1000')
    .default(5),
  // Issue 51: seconds to wait after each failed webhook delivery (Standard Webhooks' schedule).
  WEBHOOK_RETRY_SCHEDULE: z
    .string()
    .trim()
    .transform((value, ctx) => {
      const parts = value.split(',').map((part) => Number(part.trim()));
      const ok =
        parts.length >= 1 &&
        parts.length <= 20 &&
        parts.every((n) => Number.isFinite(n) && n > 0 && n <= 7 * 86_400);
      if (!ok) {
        ctx.addIssue({
          code: 'custom',
          message:
            'WEBHOOK_RETRY_SCHEDULE must be 1 to 20 waits in seconds (above 0, at most a week), comma-separated, like 5,300,1800',
        });
        return z.NEVER;
      }
      return parts;
    })
    .default([5, 300, 1800, 7200, 18_000, 36_000, 36_000]),
  // true lets traders' webhook URLs reach loopback and private addresses (tests, private setups).
  WEBHOOK_ALLOW_PRIVATE_HOSTS: onOff(
    ['true', 'false'],
    "WEBHOOK_ALLOW_PRIVATE_HOSTS must be 'true' or 'false'",
  ).default('false'),
  // Issue 51: the Telegram Bot API's base (a local Bot API server, a test's fake).
  TELEGRAM_API_BASE: z
    .url({ protocol: /^https?$/, error: 'TELEGRAM_API_BASE must be an http(s) URL' })
    .default('https://api.telegram.org')
    .transform((url) => url.replace(/\/+$/, '')),
  // Issue 51: a Discord webhook URL is accepted only under this base's /webhooks/.
  DISCORD_API_BASE: z
    .url({ protocol: /^https?$/, error: 'DISCORD_API_BASE must be an http(s) URL' })
    .default('https://discord.com/api')
    .transform((url) => url.replace(/\/+$/, '')),
  // Issue 51: the Web Push key pair (RFC 8292), both or neither; made on first start and kept in
  // the database when not given. `npx web-push generate-vapid-keys` makes a pair.
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(
      /^B[A-Za-z0-9_-]{86}$/,
      'VAPID_PUBLIC_KEY must be an uncompressed P-256 public key in base64url (87 characters, starting with B)',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9_-]{43}$/,
      'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters)',
    )
    .optional(),
  // The contact push services may write to about this server's pushes.
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: or https: URL')
    .optional(),
  ALERT_DELIVERIES_KEEP_DAYS: z.coerce
    .number({ error: 'ALERT_DELIVERIES_KEEP_DAYS must be a number' })
    .int('ALERT_DELIVERIES_KEEP_DAYS must be a whole number')
    .min(1, 'ALERT_DELIVERIES_KEEP_DAYS must be at least 1')
    .max(365, 'ALERT_DELIVERIES_KEEP_DAYS must be at most 365')
    .default(7),
  // true lets post media (image addresses) and token image links come from loopback and private
  // addresses: tests and private deployments only, since a link could then reach internal hosts.
  MEDIA_ALLOW_PRIVATE_HOSTS: onOff(
    ['true', 'false'],
    "MEDIA_ALLOW_PRIVATE_HOSTS must be 'true' or 'false'",
  ).default('false'),
});

// The post sources' variables; each message names its variable.
const SourcesEnvSchema = z.object({
  DEMO_FEED: onOff(['on', 'off'], "DEMO_FEED must be 'on' or 'off'").default('on'),
  DEMO_POSTS_PER_MINUTE: z.coerce
    .number({ error: 'DEMO_POSTS_PER_MINUTE must be a number' })
    .positive('DEMO_POSTS_PER_MINUTE must be above 0')
    .max(6000, 'DEMO_POSTS_PER_MINUTE must be at most 6000')
    .default(DEMO_REPLAY_DEFAULTS.postsPerMinute),
  X_BEARER_TOKEN: secret.optional(),
  X_API_BASE: z
    .url({ protocol: /^https?$/, error: 'X_API_BASE must be an http(s) URL' })
    .default(X_DEFAULTS.baseUrl),
  X_RULE_MAX_LENGTH: z.coerce
    .number({ error: 'X_RULE_MAX_LENGTH must be a number' })
    .int()
    .min(30, 'X_RULE_MAX_LENGTH must be at least 30')
    .default(DEFAULT_RULE_MAX_LENGTH),
  TRUTHSOCIAL_ENABLED: onOff(
    ['true', 'false'],
    "TRUTHSOCIAL_ENABLED must be 'true' or 'false'",
  ).optional(),
  TRUTHSOCIAL_API_BASE: z
    .url({ protocol: /^https?$/, error: 'TRUTHSOCIAL_API_BASE must be an http(s) URL' })
    .default(TRUTHSOCIAL_DEFAULTS.baseUrl),
  TRUTHSOCIAL_TOKEN: secret.optional(),
  TRUTHSOCIAL_POLL_SECONDS: z.coerce
    .number({ error: 'TRUTHSOCIAL_POLL_SECONDS must be a number' })
    .min(1, 'TRUTHSOCIAL_POLL_SECONDS must be at least 1')
    .max(3600, 'TRUTHSOCIAL_POLL_SECONDS must be at most 3600')
    .default(TRUTHSOCIAL_DEFAULTS.pollMs / 1000),
  BLUESKY_ENABLED: onOff(['true', 'false'], "BLUESKY_ENABLED must be 'true' or 'false'").default(
    'false',
  ),
  BLUESKY_JETSTREAM_URL: z
    .url({ protocol: /^wss?$/, error: 'BLUESKY_JETSTREAM_URL must be a ws(s) URL' })
    .default(BLUESKY_DEFAULTS.jetstreamUrl),
  BLUESKY_APPVIEW_URL: z
    .url({ protocol: /^https?$/, error: 'BLUESKY_APPVIEW_URL must be an http(s) URL' })
    .default(BLUESKY_DEFAULTS.appviewUrl),
});

/**
 * Every environment variable the server reads, with its default. docs/configuration.md lists the
 * same, held equal by config-docs.test.ts.
 */
export const EnvSchema = z.object({ ...CoreEnvSchema.shape, ...SourcesEnvSchema.shape });

// A source variable of only blanks counts as unset, so a blank token switches no connector on;
// elsewhere only '' does.
const BLANK_MEANS_UNSET = new Set(Object.keys(SourcesEnvSchema.shape));

/** Issue 31: reading contract addresses from post images (image-addresses/). */
/** Issue 52: market data on addresses; undefined with MARKET_DATA=off. */
export type MarketDataConfig = {
  /** DexScreener's base URL (MARKET_DATA_URL). */
  url: string;
  /** Provider calls a minute, all nodes together (DexScreener publishes 300). */
  ratePerMinute: number;
  /** How long a market read is reused, ms. */
  ttlMs: number;
  /** How often the newest cards' markets are read again, ms. */
  refreshMs: number;
  /** A provider call's deadline, ms. */
  timeoutMs: number;
  /** How long a batch's first address waits for others, ms. */
  batchMs: number;
};

export type ImageAddressesConfig = {
  enabled: boolean;
  /** Reader processes at most; each starts with the first image it is given. */
  workers: number;
  /** Posts waiting for a reader at most; past it the oldest waiting post is dropped. */
  queue: number;
  /** A reader left this long without an image is stopped, its memory given back. */
  idleMs: number;
  /**
   * The reader's memory ceiling, its resident size in MB: past it during a read the reader is
   * killed at once (the picture skipped); past it after a read it is replaced by a new one.
   */
  readerMaxMb: number;
};

/** Which translation service answers POST /api/translate, if any. */
export type TranslationConfig =
  | { provider: 'deepl'; apiKey: string; apiUrl: string | undefined }
  | { provider: 'libretranslate'; url: string; apiKey: string | undefined }
  | { provider: 'none' };

/** The post sources the environment switches on, each with its settings; undefined = off. */
export type SourcesConfig = {
  demo: { postsPerMinute: number } | undefined;
  x: { bearerToken: string; baseUrl: string; ruleMaxLength: number } | undefined;
  truthSocial: { baseUrl: string; token: string | undefined; pollMs: number } | undefined;
  bluesky: { jetstreamUrl: string; appviewUrl: string } | undefined;
};

/**
 * Token launching: where platforms are reached. A platform without its settings launches through
 * the offline launcher, labelled simulated.
 */
export type LaunchConfig = {
  /** Set: pump launches for real through this Solana JSON-RPC endpoint. */
  solanaRpcUrl: string | undefined;
  /** The RPC's pubsub endpoint (signature notifications); unset, derived from solanaRpcUrl. */
  solanaWsUrl?: string | undefined;
  solanaSkipPreflight: boolean;
  /** Relays each signed Solana launch is raced over, beside the RPC (preflight skipped there). */
  solanaSendUrls: string[];
  /** Set: the address lookup table pump launches name their fixed accounts through. */
  pumpLookupTable?: string | undefined;
  /** Base of the URLs our hosted token metadata is served at (the first public origin). */
  metadataBaseUrl: string;
  /** bonk and usd1 (real with solanaRpcUrl): PumpPortal's API and the bonk metadata worker. */
  pumpPortalUrl: string;
  bonkMetadataUrl: string;
  /** bags (real with solanaRpcUrl and bagsApiKey). */
  bagsApiUrl: string;
  bagsApiKey: string | undefined;
  /** bnb (real with bscRpcUrl): four.meme's API and TokenManager2 on BSC. */
  fourMemeApiUrl: string;
  bscRpcUrl: string | undefined;
  fourMemeTokenManager: `0x${string}`;
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Origins whose pages may open a socket; a client that sends no Origin is not a browser page. */
  publicOrigins: string[];
  /** Set: the Socket.IO Redis adapter, the Redis feed bus and shared limits (N nodes). */
  redisUrl: string | undefined;
  /** This process's name among the nodes: the sources lease holder and the bus sender. */
  nodeId: string;
  /** How long the node running the post sources holds its lease without renewing it. */
  sourcesLeaseMs: number;
  adminUsername: string;
  adminPassword: string | undefined;
  sessionTtlMs: number;
  /** A session with no window (socket) connected for this long ends early. */
  sessionIdleMs: number;
  rememberTtlMs: number;
  loginLimit: { maxFailures: number; windowMs: number };
  trustProxy: boolean;
  ingestToken: string | undefined;
  /** Set: GET /metrics answers only `Authorization: Bearer <token>`; unset, it is open. */
  metricsToken: string | undefined;
  webDist: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  translation: TranslationConfig;
  sources: SourcesConfig;
  /** 32-byte AES-256-GCM key for wallet keys at rest; unset = generated into DATA_DIR. */
  walletEncryptionKey: Buffer | undefined;
  launch: LaunchConfig;
  /** Set: POST /api/rpc asks this DAS endpoint for getAsset; unset, our own launches answer. */
  solanaDasUrl: string | undefined;
  /** Our fee per deploy in lamports (SOL) and wei (BNB): the referral ledger's base. */
  launchFees: LaunchFees;
  /** Launches older than this many days leave My Launches and the admin's list. */
  launchHistoryDays: number;
  imageAddresses: ImageAddressesConfig;
  marketData: MarketDataConfig | undefined;
  /** Issue 51's alerts: webhook retries, private hosts, how long deliveries are kept. */
  alerts: {
    retryScheduleSeconds: number[];
    allowPrivateHosts: boolean;
    keepDays: number;
    /** TELEGRAM_API_BASE, no trailing slash. */
    telegramApiBase: string;
    /** DISCORD_API_BASE, no trailing slash. */
    discordApiBase: string;
    /** VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY (made and stored when absent), VAPID_SUBJECT. */
    vapid: { publicKey?: string; privateKey?: string; subject: string };
  };
  /** True: media and image links may lead to loopback and private addresses (tests, private setups). */
  mediaAllowPrivateHosts: boolean;
};

type Env = z.infer<typeof EnvSchema>;

function translationConfig(e: Env): TranslationConfig {
  if (e.DEEPL_API_KEY) {
    return { provider: 'deepl', apiKey: e.DEEPL_API_KEY, apiUrl: e.DEEPL_API_URL };
  }
  if (e.LIBRETRANSLATE_URL) {
    return {
      provider: 'libretranslate',
      url: e.LIBRETRANSLATE_URL,
      apiKey: e.LIBRETRANSLATE_API_KEY,
    };
  }
  return { provider: 'none' };
}

function sourcesConfig(e: Env): SourcesConfig {
  // A token alone turns Truth Social on, unless TRUTHSOCIAL_ENABLED=false says otherwise.
  const truthSocialOn =
    e.TRUTHSOCIAL_ENABLED === 'true' ||
    (e.TRUTHSOCIAL_TOKEN !== undefined && e.TRUTHSOCIAL_ENABLED !== 'false');
  return {
    demo: e.DEMO_FEED === 'on' ? { postsPerMinute: e.DEMO_POSTS_PER_MINUTE } : undefined,
    x: e.X_BEARER_TOKEN
      ? { bearerToken: e.X_BEARER_TOKEN, baseUrl: e.X_API_BASE, ruleMaxLength: e.X_RULE_MAX_LENGTH }
      : undefined,
    truthSocial: truthSocialOn
      ? {
          baseUrl: e.TRUTHSOCIAL_API_BASE,
          token: e.TRUTHSOCIAL_TOKEN,
          pollMs: e.TRUTHSOCIAL_POLL_SECONDS * 1000,
        }
      : undefined,
    bluesky:
      e.BLUESKY_ENABLED === 'true'
        ? { jetstreamUrl: e.BLUESKY_JETSTREAM_URL, appviewUrl: e.BLUESKY_APPVIEW_URL }
        : undefined,
  };
}

/** Settings that mean nothing alone: refused, so a half-done setup is not silently ignored. */
function orphanSettings(e: Env): string[] {
  const problems: string[] = [];
  if (e.DEEPL_API_URL && !e.DEEPL_API_KEY) {
    problems.push('  DEEPL_API_URL: needs DEEPL_API_KEY');
  }
  if (e.REDIS_URL && !e.DATABASE_URL) {
    problems.push('  REDIS_URL: needs DATABASE_URL (every node shares one PostgreSQL)');
  }
  if (e.REDIS_URL && !e.WALLET_ENCRYPTION_KEY) {
    problems.push(
      '  REDIS_URL: needs WALLET_ENCRYPTION_KEY (every node must decrypt the wallets the others stored)',
    );
  }
  if (e.SOLANA_WS_URL && !e.SOLANA_RPC_URL) {
    problems.push("  SOLANA_WS_URL: needs SOLANA_RPC_URL (it is that endpoint's pubsub)");
  }
  if (e.LIBRETRANSLATE_API_KEY && !e.LIBRETRANSLATE_URL) {
    problems.push('  LIBRETRANSLATE_API_KEY: needs LIBRETRANSLATE_URL');
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    problems.push('  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: give both (one key pair) or neither');
  }
  return problems;
}

/**
 * The VAPID `sub` claim when VAPID_SUBJECT is not given (RFC 8292 §2.1): the first https public
 * origin, else a mailto: address no one reads (push services accept it; an operator sets theirs).
 */
function vapidSubject(origins: readonly string[]): string {
  return (
    origins.find((origin) => origin.startsWith('https://')) ?? 'mailto:push@launchdeck.invalid'
  );
}

/** Reads and validates the environment once; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(
      ([key, value]) => value !== '' && !(BLANK_MEANS_UNSET.has(key) && !value?.trim()),
    ),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const orphans = orphanSettings(e);
  if (orphans.length > 0) throw new Error(`Invalid environment:\n${orphans.join('\n')}`);
  const publicOrigins = e.PUBLIC_ORIGIN ?? defaultOrigins(e.HOST, e.PORT);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicOrigins,
    redisUrl: e.REDIS_URL,
    nodeId: e.NODE_ID ?? `${hostname()}:${process.pid}`,
    sourcesLeaseMs: e.SOURCES_LEASE_SECONDS * 1000,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    rememberTtlMs: e.REMEMBER_TTL_DAYS * 86_400_000,
    loginLimit: { maxFailures: e.LOGIN_MAX_FAILURES, windowMs: e.LOGIN_WINDOW_SECONDS * 1000 },
    trustProxy: e.TRUST_PROXY === 'true',
    ingestToken: e.INGEST_TOKEN,
    metricsToken: e.METRICS_TOKEN,
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    translation: translationConfig(e),
    sources: sourcesConfig(e),
    walletEncryptionKey: e.WALLET_ENCRYPTION_KEY,
    solanaDasUrl: e.SOLANA_DAS_URL,
    launchFees: { SOL: e.LAUNCH_FEE_SOL, BNB: e.LAUNCH_FEE_BNB },
    launchHistoryDays: e.LAUNCH_HISTORY_DAYS,
    imageAddresses: {
      enabled: e.IMAGE_ADDRESSES === 'on',
      workers: e.IMAGE_ADDRESS_WORKERS,
      queue: e.IMAGE_ADDRESS_QUEUE,
      idleMs: e.IMAGE_ADDRESS_IDLE_SECONDS * 1000,
      readerMaxMb: e.IMAGE_ADDRESS_READER_MAX_MB,
    },
    marketData:
      e.MARKET_DATA === 'on'
        ? {
            url: e.MARKET_DATA_URL,
            ratePerMinute: e.MARKET_DATA_RATE_PER_MINUTE,
            ttlMs: e.MARKET_DATA_TTL_SECONDS * 1000,
            refreshMs: e.MARKET_DATA_REFRESH_SECONDS * 1000,
            timeoutMs: e.MARKET_DATA_TIMEOUT_MS,
            batchMs: e.MARKET_DATA_BATCH_MS,
          }
        : undefined,
    alerts: {
      retryScheduleSeconds: e.WEBHOOK_RETRY_SCHEDULE,
      allowPrivateHosts: e.WEBHOOK_ALLOW_PRIVATE_HOSTS === 'true',
      keepDays: e.ALERT_DELIVERIES_KEEP_DAYS,
      telegramApiBase: e.TELEGRAM_API_BASE,
      discordApiBase: e.DISCORD_API_BASE,
      vapid: {
        publicKey: e.VAPID_PUBLIC_KEY,
        privateKey: e.VAPID_PRIVATE_KEY,
        subject: e.VAPID_SUBJECT ?? vapidSubject(publicOrigins),
      },
    },
    mediaAllowPrivateHosts: e.MEDIA_ALLOW_PRIVATE_HOSTS === 'true',
    launch: {
      solanaRpcUrl: e.SOLANA_RPC_URL,
      solanaWsUrl: e.SOLANA_WS_URL,
      solanaSkipPreflight: e.SOLANA_SKIP_PREFLIGHT === 'true',
      solanaSendUrls: e.SOLANA_SEND_URLS ?? [],
      pumpLookupTable: e.PUMP_LOOKUP_TABLE,
      pumpPortalUrl: e.PUMPPORTAL_URL.replace(/\/+$/, ''),
      bonkMetadataUrl: e.BONK_METADATA_URL.replace(/\/+$/, ''),
      bagsApiUrl: e.BAGS_API_URL.replace(/\/+$/, ''),
      bagsApiKey: e.BAGS_API_KEY,
      fourMemeApiUrl: e.FOUR_MEME_API_URL.replace(/\/+$/, ''),
      bscRpcUrl: e.BSC_RPC_URL,
      fourMemeTokenManager: e.FOUR_MEME_TOKEN_MANAGER as `0x${string}`,
      metadataBaseUrl: publicOrigins[0] ?? `http://127.0.0.1:${e.PORT}`,
    },
  };
}
