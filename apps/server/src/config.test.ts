import { describe, expect, it } from 'vitest';
import { loadConfig, type SourcesConfig } from './config.ts';

const sources = (env: Record<string, string>): SourcesConfig => loadConfig(env).sources;

describe('loadConfig: the demo replay', () => {
  it('is on by default, at 30 posts a minute; empty values count as unset', () => {
    expect(sources({}).demo).toEqual({ postsPerMinute: 30 });
    expect(sources({ DEMO_FEED: '', DEMO_POSTS_PER_MINUTE: '' }).demo).toEqual({
      postsPerMinute: 30,
    });
  });

  it.each(['off', 'OFF', ' off '])('is off when DEMO_FEED=%j', (value) => {
    expect(sources({ DEMO_FEED: value }).demo).toBeUndefined();
  });

  it('takes the rate from DEMO_POSTS_PER_MINUTE', () => {
    expect(sources({ DEMO_FEED: 'on', DEMO_POSTS_PER_MINUTE: '60' }).demo).toEqual({
      postsPerMinute: 60,
    });
    expect(sources({ DEMO_POSTS_PER_MINUTE: '2.5' }).demo).toEqual({ postsPerMinute: 2.5 });
  });
});

describe('loadConfig: X', () => {
  it('is off without X_BEARER_TOKEN (an empty or blank one counts as unset)', () => {
    expect(sources({}).x).toBeUndefined();
    expect(sources({ X_BEARER_TOKEN: '  ' }).x).toBeUndefined();
  });

  it('is on with a token, with the defaults or the values set', () => {
    expect(sources({ X_BEARER_TOKEN: 'token' }).x).toEqual({
      bearerToken: 'token',
      baseUrl: 'https://api.x.com',
      ruleMaxLength: 512,
    });
    expect(
      sources({
        X_BEARER_TOKEN: 'token',
        X_API_BASE: 'http://127.0.0.1:9',
        X_RULE_MAX_LENGTH: '1024',
      }).x,
    ).toEqual({ bearerToken: 'token', baseUrl: 'http://127.0.0.1:9', ruleMaxLength: 1024 });
  });
});

describe('loadConfig: Truth Social', () => {
  it.each([
    ['nothing set', {}, false],
    ['TRUTHSOCIAL_ENABLED=true', { TRUTHSOCIAL_ENABLED: 'true' }, true],
    ['a token', { TRUTHSOCIAL_TOKEN: 'tok' }, true],
    [
      'a token but TRUTHSOCIAL_ENABLED=false',
      { TRUTHSOCIAL_TOKEN: 'tok', TRUTHSOCIAL_ENABLED: 'false' },
      false,
    ],
    ['TRUTHSOCIAL_ENABLED=TRUE', { TRUTHSOCIAL_ENABLED: 'TRUE' }, true],
  ])('%s → on: %s', (_name, env, on) => {
    expect(sources(env).truthSocial !== undefined).toBe(on);
  });

  it('polls every 10 s by default, the token optional', () => {
    expect(sources({ TRUTHSOCIAL_ENABLED: 'true' }).truthSocial).toEqual({
      baseUrl: 'https://truthsocial.com',
      token: undefined,
      pollMs: 10_000,
    });
    expect(
      sources({ TRUTHSOCIAL_TOKEN: 'tok', TRUTHSOCIAL_POLL_SECONDS: '30' }).truthSocial,
    ).toEqual({ baseUrl: 'https://truthsocial.com', token: 'tok', pollMs: 30_000 });
  });
});

describe('loadConfig: Bluesky', () => {
  it('is off unless BLUESKY_ENABLED=true', () => {
    expect(sources({}).bluesky).toBeUndefined();
    expect(sources({ BLUESKY_ENABLED: 'false' }).bluesky).toBeUndefined();
    expect(sources({ BLUESKY_ENABLED: 'true' }).bluesky).toEqual({
      jetstreamUrl: 'wss://jetstream2.us-east.bsky.network',
      appviewUrl: 'https://public.api.bsky.app',
    });
  });
});

describe('loadConfig: a bad source variable stops the start, naming it', () => {
  it.each([
    [{ DEMO_POSTS_PER_MINUTE: 'fast' }, 'DEMO_POSTS_PER_MINUTE must be a number'],
    [{ DEMO_POSTS_PER_MINUTE: '0' }, 'DEMO_POSTS_PER_MINUTE must be above 0'],
    [{ DEMO_POSTS_PER_MINUTE: '100000' }, 'DEMO_POSTS_PER_MINUTE must be at most 6000'],
    [{ DEMO_FEED: 'maybe' }, "DEMO_FEED must be 'on' or 'off'"],
    [
      { X_BEARER_TOKEN: 't', X_API_BASE: 'ftp://x' },
      'X_API_BASE: X_API_BASE must be an http(s) URL',
    ],
    [
      { X_BEARER_TOKEN: 't', X_RULE_MAX_LENGTH: '10' },
      'X_RULE_MAX_LENGTH: X_RULE_MAX_LENGTH must be at least 30',
    ],
    [
      { TRUTHSOCIAL_ENABLED: 'yes' },
      "TRUTHSOCIAL_ENABLED: TRUTHSOCIAL_ENABLED must be 'true' or 'false'",
    ],
    [
      { TRUTHSOCIAL_ENABLED: 'true', TRUTHSOCIAL_POLL_SECONDS: '0' },
      'TRUTHSOCIAL_POLL_SECONDS: TRUTHSOCIAL_POLL_SECONDS must be at least 1',
    ],
    [
      { TRUTHSOCIAL_ENABLED: 'true', TRUTHSOCIAL_API_BASE: 'nope' },
      'TRUTHSOCIAL_API_BASE: TRUTHSOCIAL_API_BASE must be an http(s) URL',
    ],
    [
      { BLUESKY_ENABLED: 'true', BLUESKY_JETSTREAM_URL: 'https://jetstream.example' },
      'BLUESKY_JETSTREAM_URL: BLUESKY_JETSTREAM_URL must be a ws(s) URL',
    ],
    [
      { SOLANA_RPC_URL: 'https://rpc.example', SOLANA_WS_URL: 'https://rpc.example' },
      'SOLANA_WS_URL: must be a ws(s) URL',
    ],
    [{ SOLANA_WS_URL: 'wss://rpc.example' }, 'SOLANA_WS_URL: needs SOLANA_RPC_URL'],
    [
      { BLUESKY_ENABLED: 'true', BLUESKY_APPVIEW_URL: 'wss://appview.example' },
      'BLUESKY_APPVIEW_URL: BLUESKY_APPVIEW_URL must be an http(s) URL',
    ],
  ])('%j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('even for a source that is off, and lists every bad variable at once', () => {
    expect(() => loadConfig({ X_API_BASE: 'ftp://x', PORT: 'http' })).toThrow(
      /^Invalid environment:\n {2}PORT: .+\n {2}X_API_BASE: X_API_BASE must be an http\(s\) URL$/,
    );
  });
});

describe('loadConfig: PUBLIC_ORIGIN', () => {
  const origins = (env: Record<string, string>) => loadConfig(env).publicOrigins;

  it.each([
    [
      'the listen address on loopback, by either name',
      {},
      ['http://127.0.0.1:3000', 'http://localhost:3000'],
    ],
    [
      'localhost',
      { HOST: 'localhost', PORT: '8080' },
      ['http://localhost:8080', 'http://127.0.0.1:8080'],
    ],
    [
      'every interface',
      { HOST: '0.0.0.0' },
      ['http://0.0.0.0:3000', 'http://127.0.0.1:3000', 'http://localhost:3000'],
    ],
    ['a named host', { HOST: 'deck.internal', PORT: '80' }, ['http://deck.internal']],
  ])('defaults to %s', (_name, env, expected) => {
    expect(origins(env)).toEqual(expected);
  });

  it('takes a comma-separated list, as browsers write origins', () => {
    expect(
      origins({ PUBLIC_ORIGIN: 'https://Launchdeck.example, https://www.launchdeck.example:443/' }),
    ).toEqual(['https://launchdeck.example', 'https://www.launchdeck.example']);
  });

  it.each([
    'launchdeck.example',
    'ftp://launchdeck.example',
    'https://launchdeck.example/app',
    'https://launchdeck.example?x=1',
    'https://launchdeck.example,',
    '*',
  ])('refuses %j, naming the variable', (value) => {
    expect(() => loadConfig({ PUBLIC_ORIGIN: value })).toThrow(
      'PUBLIC_ORIGIN: PUBLIC_ORIGIN must be a comma-separated list of origins like https://launchdeck.example',
    );
  });
});

describe('loadConfig: N nodes', () => {
  const pg = 'postgres://launchdeck@db:5432/launchdeck';

  it('is one node without REDIS_URL, named after its host and process', () => {
    const config = loadConfig({});
    expect(config.redisUrl).toBeUndefined();
    expect(config.nodeId).toMatch(/:\d+$/);
    expect(config.sourcesLeaseMs).toBe(6000);
  });

  it('takes REDIS_URL with DATABASE_URL, NODE_ID and SOURCES_LEASE_SECONDS', () => {
    const config = loadConfig({
      DATABASE_URL: pg,
      REDIS_URL: 'rediss://cache:6380',
      WALLET_ENCRYPTION_KEY: 'ab'.repeat(32),
      NODE_ID: 'node-a',
      SOURCES_LEASE_SECONDS: '10',
    });
    expect(config).toMatchObject({
      redisUrl: 'rediss://cache:6380',
      nodeId: 'node-a',
      sourcesLeaseMs: 10_000,
    });
  });

  it.each([
    [{ REDIS_URL: 'redis://cache:6379' }, 'REDIS_URL: needs DATABASE_URL'],
    [
      { DATABASE_URL: pg, REDIS_URL: 'redis://cache:6379' },
      'REDIS_URL: needs WALLET_ENCRYPTION_KEY',
    ],
    [{ WALLET_ENCRYPTION_KEY: 'ab'.repeat(31) }, 'WALLET_ENCRYPTION_KEY must be 32 bytes'],
    [
      { DATABASE_URL: pg, REDIS_URL: 'http://cache' },
      'REDIS_URL must be a redis:// or rediss:// URL',
    ],
    [{ NODE_ID: 'a b' }, 'NODE_ID must be 1 to 64 letters'],
    [{ SOURCES_LEASE_SECONDS: '1' }, 'SOURCES_LEASE_SECONDS must be at least 2'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('loadConfig: METRICS_TOKEN', () => {
  it('leaves /metrics open by default (an empty value counts as unset)', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
  });

  it('takes a token of 16 characters or more, and refuses a shorter one', () => {
    expect(loadConfig({ METRICS_TOKEN: 'scrape-token-0123' }).metricsToken).toBe(
      'scrape-token-0123',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN: METRICS_TOKEN must be at least 16 characters',
    );
  });
});

describe('loadConfig: SOLANA_WS_URL', () => {
  it('takes the pubsub endpoint as given, and leaves it to be derived when unset', () => {
    const rpc = 'https://rpc.example/?api-key=k';
    expect(
      loadConfig({ SOLANA_RPC_URL: rpc, SOLANA_WS_URL: 'wss://pubsub.example/' }).launch
        .solanaWsUrl,
    ).toBe('wss://pubsub.example/');
    expect(loadConfig({ SOLANA_RPC_URL: rpc }).launch.solanaWsUrl).toBeUndefined();
  });
});

describe('loadConfig: PUMP_LOOKUP_TABLE', () => {
  it('takes a Solana address, and is unset by default', () => {
    const table = 'AddressLookupTab1e1111111111111111111111111';
    expect(loadConfig({ PUMP_LOOKUP_TABLE: table }).launch.pumpLookupTable).toBe(table);
    expect(loadConfig({}).launch.pumpLookupTable).toBeUndefined();
  });

  it('refuses anything else, naming it', () => {
    expect(() => loadConfig({ PUMP_LOOKUP_TABLE: '0xabc' })).toThrow(
      'PUMP_LOOKUP_TABLE: PUMP_LOOKUP_TABLE must be a Solana address (base58)',
    );
  });
});

describe('loadConfig: the launch platforms', () => {
  it('defaults to the platforms’ public endpoints, with no key and no BSC RPC', () => {
    const { launch } = loadConfig({});
    expect(launch).toMatchObject({
      solanaSendUrls: [],
      pumpPortalUrl: 'https://pumpportal.fun',
      bonkMetadataUrl: 'https://nft-storage.letsbonk22.workers.dev',
      bagsApiUrl: 'https://public-api-v2.bags.fm/api/v1',
      bagsApiKey: undefined,
      fourMemeApiUrl: 'https://four.meme/meme-api/v1',
      bscRpcUrl: undefined,
      fourMemeTokenManager: '0x5c952063c7fc8610FFDB798152D69F0B9550762b',
    });
  });

  it('takes loopback fakes, trailing slashes dropped, and a list of send routes', () => {
    const { launch } = loadConfig({
      SOLANA_SEND_URLS: 'http://127.0.0.1:9001/fast, http://127.0.0.1:9002',
      PUMPPORTAL_URL: 'http://127.0.0.1:9003/',
      BAGS_API_URL: 'http://127.0.0.1:9004/api/v1/',
      BAGS_API_KEY: 'bags-test-key',
      BSC_RPC_URL: 'http://127.0.0.1:9005',
    });
    expect(launch).toMatchObject({
      solanaSendUrls: ['http://127.0.0.1:9001/fast', 'http://127.0.0.1:9002'],
      pumpPortalUrl: 'http://127.0.0.1:9003',
      bagsApiUrl: 'http://127.0.0.1:9004/api/v1',
      bagsApiKey: 'bags-test-key',
      bscRpcUrl: 'http://127.0.0.1:9005',
    });
  });

  it.each([
    [{ SOLANA_SEND_URLS: 'http://ok.example, not a url' }, 'SOLANA_SEND_URLS must be a comma'],
    [{ BSC_RPC_URL: 'ftp://bsc.example' }, 'BSC_RPC_URL'],
    [{ FOUR_MEME_TOKEN_MANAGER: '0x1234' }, 'FOUR_MEME_TOKEN_MANAGER must be a 0x address'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('loadConfig: the launch fee the referral ledger counts', () => {
  it('is 0.01 SOL and 0.0025 BNB per deploy by default, in lamports and wei', () => {
    expect(loadConfig({}).launchFees).toEqual({ SOL: 10_000_000n, BNB: 2_500_000_000_000_000n });
  });

  it('reads the values set exactly, to the last lamport and wei', () => {
    expect(
      loadConfig({ LAUNCH_FEE_SOL: '1.000000001', LAUNCH_FEE_BNB: '0.000000000000000001' })
        .launchFees,
    ).toEqual({ SOL: 1_000_000_001n, BNB: 1n });
    expect(loadConfig({ LAUNCH_FEE_SOL: '0', LAUNCH_FEE_BNB: ' 2 ' }).launchFees).toEqual({
      SOL: 0n,
      BNB: 2_000_000_000_000_000_000n,
    });
  });

  it.each([
    [{ LAUNCH_FEE_SOL: 'a lot' }, 'LAUNCH_FEE_SOL must be an amount of SOL like 0.01'],
    [{ LAUNCH_FEE_SOL: '-0.01' }, 'LAUNCH_FEE_SOL must be an amount of SOL'],
    [{ LAUNCH_FEE_SOL: '0.0000000001' }, 'with at most 9 decimals'],
    [{ LAUNCH_FEE_BNB: '1e-3' }, 'LAUNCH_FEE_BNB must be an amount of BNB'],
    [{ LAUNCH_FEE_BNB: '0.0000000000000000001' }, 'with at most 18 decimals'],
  ])('refuses %j, naming it', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('loadConfig: image addresses and media hosts', () => {
  it('reads post images with one reader process and a queue of 100, public hosts only, by default', () => {
    const config = loadConfig({});
    expect(config.imageAddresses).toEqual({
      enabled: true,
      workers: 1,
      queue: 100,
      idleMs: 300_000,
      readerMaxMb: 800,
    });
    expect(config.mediaAllowPrivateHosts).toBe(false);
  });

  it('takes the switch, the pool, the queue, the reader limits and private hosts from the environment', () => {
    const config = loadConfig({
      IMAGE_ADDRESSES: 'OFF',
      IMAGE_ADDRESS_WORKERS: '2',
      IMAGE_ADDRESS_QUEUE: '10',
      IMAGE_ADDRESS_IDLE_SECONDS: '30',
      IMAGE_ADDRESS_READER_MAX_MB: '500',
      MEDIA_ALLOW_PRIVATE_HOSTS: 'true',
    });
    expect(config.imageAddresses).toEqual({
      enabled: false,
      workers: 2,
      queue: 10,
      idleMs: 30_000,
      readerMaxMb: 500,
    });
    expect(config.mediaAllowPrivateHosts).toBe(true);
  });

  it.each([
    [{ IMAGE_ADDRESSES: 'yes' }, "IMAGE_ADDRESSES must be 'on' or 'off'"],
    [{ IMAGE_ADDRESS_WORKERS: '0' }, 'IMAGE_ADDRESS_WORKERS must be at least 1'],
    [{ IMAGE_ADDRESS_WORKERS: '1.5' }, 'IMAGE_ADDRESS_WORKERS must be a whole number'],
    [{ IMAGE_ADDRESS_QUEUE: 'many' }, 'IMAGE_ADDRESS_QUEUE must be a number'],
    [{ IMAGE_ADDRESS_IDLE_SECONDS: '0' }, 'IMAGE_ADDRESS_IDLE_SECONDS must be at least 1'],
    [{ IMAGE_ADDRESS_READER_MAX_MB: '100' }, 'IMAGE_ADDRESS_READER_MAX_MB must be at least 300'],
    [{ MEDIA_ALLOW_PRIVATE_HOSTS: '1' }, "MEDIA_ALLOW_PRIVATE_HOSTS must be 'true' or 'false'"],
  ])('refuses %j, naming it', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('loadConfig: Web Push keys', () => {
  const PUBLIC = `B${'A'.repeat(86)}`;
  const PRIVATE = 'a'.repeat(43);

  it('makes its own keys unless given, with an https origin or a mailto subject', () => {
    expect(loadConfig({}).alerts.vapid).toEqual({
      publicKey: undefined,
      privateKey: undefined,
      subject: 'mailto:push@launchdeck.invalid',
    });
    expect(
      loadConfig({ PUBLIC_ORIGIN: 'http://a.example,https://deck.example' }).alerts.vapid.subject,
    ).toBe('https://deck.example');
  });

  it('takes the operator’s pair and subject', () => {
    expect(
      loadConfig({
        VAPID_PUBLIC_KEY: PUBLIC,
        VAPID_PRIVATE_KEY: PRIVATE,
        VAPID_SUBJECT: 'mailto:ops@deck.example',
      }).alerts.vapid,
    ).toEqual({ publicKey: PUBLIC, privateKey: PRIVATE, subject: 'mailto:ops@deck.example' });
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: PUBLIC }, 'give both'],
    [{ VAPID_PRIVATE_KEY: PRIVATE }, 'give both'],
    [{ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: PRIVATE }, 'VAPID_PUBLIC_KEY must be'],
    [{ VAPID_PUBLIC_KEY: PUBLIC, VAPID_PRIVATE_KEY: 'short' }, 'VAPID_PRIVATE_KEY must be'],
    [{ VAPID_SUBJECT: 'ops@deck.example' }, 'VAPID_SUBJECT must be a mailto: or https: URL'],
  ])('refuses %j with a sentence', (env, sentence) => {
    expect(() => loadConfig(env)).toThrow(sentence);
  });
});
