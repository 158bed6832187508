import {
  type AlertRuleStored,
  type AutoLaunchRuleStored,
  type FeedEvent,
  type ImageAddress,
  LAUNCH_STATUSES,
  type LaunchTrigger,
  type Post,
} from '@launchdeck/protocol';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Logins. Usernames are unique case-insensitively; only argon2id hashes are stored. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    format: text('format', { enum: ['enhanced', 'legacy'] })
      .notNull()
      .default('legacy'),
    discordUserId: text('discord_user_id'),
    canChat: boolean('can_chat').notNull().default(true),
    canDeploy: boolean('can_deploy').notNull().default(true),
    /**
     * Two-factor login (TOTP): the secret as the wallet vault's AES-256-GCM ciphertext (null: 2FA
     * off); `totpPending`, a secret set up but not yet confirmed with a code.
     */
    totpSecret: text('totp_secret'),
    totpPending: text('totp_pending'),
    /** The newest 30 s step a code was accepted for: a code is never taken twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`)],
);

/** Two-factor recovery codes: argon2id hashes, each usable once (`usedAt` set then). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** Server-wide settings, one row per name: the administrator's (`require_2fa`), the VAPID keys made on first start (`vapid_keys`). */
export const serverSettings = pgTable('server_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sessions are keyed by a SHA-256 of the id, so a leaked table does not leak live sessions. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When a socket of it was last seen connected (the minute's upkeep); idle sessions end early. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser's User-Agent at login, for the trader's own sessions list. */
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** "Save login for next time": revocable, rotated on use, hashed like sessions. */
export const rememberTokens = pgTable(
  'remember_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** SHA-256 of the device id it was saved on: used elsewhere, 2FA asks for the code. */
    deviceHash: text('device_hash'),
    /** The session it was saved with: ending that session from another one revokes it too. */
    sessionHash: text('session_hash'),
  },
  (t) => [index('remember_tokens_user_idx').on(t.userId)],
);

/** The feed: one row per post, its latest version as sent to browsers. */
export const posts = pgTable(
  'posts',
  {
    id: text('id').primaryKey(),
    /** Seq of the post's first feed event: its arrival, which orders the feed (issue 46). */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    authorHandle: text('author_handle').notNull(),
    platform: text('platform').notNull(),
    data: jsonb('data').$type<Post>().notNull(),
    /**
     * Issue 31: the addresses read from the post's images. Null until the images are taken up
     * (once per post: set to [] when the reading starts), then what they yielded.
     */
    imageAddresses: jsonb('image_addresses').$type<ImageAddress[]>(),
  },
  (t) => [
    index('posts_created_idx').on(t.createdAt),
    index('posts_seq_idx').on(t.seq),
    // An image address is vouched for by a stored post's text: `contract_addresses @> [{…}]`.
    index('posts_contract_addresses_idx').using(
      'gin',
      sql`(${t.data} -> 'contract_addresses') jsonb_path_ops`,
    ),
  ],
);

/** Every feed event in order; a reconnecting browser replays what it missed from here. */
export const feedEvents = pgTable('feed_events', {
  // Allocated with nextval before insert, so the stored payload can carry its own seq.
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  event: text('event').notNull(),
  payload: jsonb('payload').$type<FeedEvent['payload']>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Accounts whose posts the sources follow (FC §3 Watched account). */
export const watchedAccounts = pgTable('watched_accounts', {
  handle: text('handle').primaryKey(),
  name: text('name'),
  avatar: text('avatar'),
  platform: text('platform').notNull().default('twitter'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Accounts whose posts ingest drops (admin's Blocked Accounts). Handles are stored lowercase. */
export const blockedAccounts = pgTable('blocked_accounts', {
  handle: text('handle').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Private groups (FC §3 Group). Codes are the client's 8 characters; names unique in any case. */
export const chatGroups = pgTable(
  'chat_groups',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    inviteOnly: boolean('invite_only').notNull().default(false),
    /** Usernames as the creator typed them; compared case-insensitively. */
    invitedUsers: jsonb('invited_users').$type<string[]>().notNull().default([]),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_groups_name_lower_idx').on(sql`lower(${t.name})`),
    index('chat_groups_creator_idx').on(t.creatorId),
  ],
);

/** Who belongs to which group. A user may belong to several (FC §3 members). */
export const chatGroupMembers = pgTable(
  'chat_group_members',
  {
    groupCode: text('group_code')
      .notNull()
      .references(() => chatGroups.code, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupCode, t.userId] }),
    index('chat_group_members_user_idx').on(t.userId),
  ],
);

/** Chat lines and executed commands, stored before delivery; the admin's chat log reads it. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['public', 'group', 'command'] }).notNull(),
    username: text('username').notNull(),
    message: text('message').notNull(),
    /** Kept as text, not a reference: the log outlives a deleted group. */
    groupCode: text('group_code'),
    groupName: text('group_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_kind_group_idx').on(t.kind, t.groupCode, t.id)],
);

/** FC §4: each user's chat mode and current group, kept server-side. */
export const chatSettings = pgTable('chat_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mode: text('mode', { enum: ['public', 'group', 'mute'] })
    .notNull()
    .default('public'),
  currentGroup: text('current_group').references(() => chatGroups.code, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Users allowed to run chat commands; empty means nobody may. */
export const chatCommandWhitelist = pgTable('chat_command_whitelist', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Named leases: which node runs a once-per-cluster job (the post sources) until when. */
export const leases = pgTable('leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Imported wallets (DA §3). The private key is kept only as AES-256-GCM ciphertext; `handle` is
 * the opaque `api_key` the browser holds. One address per user once.
 */
export const wallets = pgTable(
  'wallets',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    network: text('network', { enum: ['solana', 'bnb'] }).notNull(),
    address: text('address').notNull(),
    handle: text('handle').notNull(),
    /** base64 of version byte, 12-byte IV, 16-byte tag, ciphertext (wallets/key-cipher.ts). */
    encryptedKey: text('encrypted_key').notNull(),
    /** Daily spend cap in the wallet's unit (SOL, BNB); null: none. */
    dailyCap: doublePrecision('daily_cap'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallets_handle_idx').on(t.handle),
    uniqueIndex('wallets_user_address_idx').on(t.userId, t.address),
  ],
);

/**
 * What each launch buys with a wallet (its buy amount times its deploys), written with the cap
 * check before anything is signed (beside the signing for a prepared wallet with no cap); the
 * daily spend cap sums the last 24 hours of it. A launch refused before it was sent takes its row
 * back.
 */
export const walletSpends = pgTable(
  'wallet_spends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    walletId: text('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    amount: doublePrecision('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_spends_wallet_idx').on(t.walletId, t.createdAt)],
);

/** Token metadata we host (DESIGN: MetadataStore): the JSON platforms read and its image. */
export const tokenMetadata = pgTable('token_metadata', {
  /** Content address: SHA-256 of the JSON, base64url. */
  id: text('id').primaryKey(),
  json: jsonb('json').$type<Record<string, unknown>>().notNull(),
  /** An image we serve ourselves (letter, ascii, uploaded), else null and the JSON links it. */
  imageType: text('image_type'),
  imageData: text('image_data'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Raw bytes (PostgreSQL bytea): node-postgres answers a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * Token images traders uploaded (POST /api/token-images), served publicly for the platforms and
 * wallets. Content addressed, so an image added twice is stored once; raster types only.
 */
export const tokenImages = pgTable('token_images', {
  /** SHA-256 of the bytes, base64url. */
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  /** Who first uploaded it; kept when that login is deleted, since launched tokens link it. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every launch and its outcome: who, which platform, the mint, the timings, the error. A launch is
 * `preparing` until its transaction is sent, `sent` until the chain confirms it, then `confirmed`
 * or `failed`; a refused launch is written `failed` with the reason the trader read (My Launches).
 */
export const launches = pgTable(
  'launches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: text('request_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    walletId: text('wallet_id'),
    mode: text('mode').notNull(),
    name: text('name').notNull(),
    ticker: text('ticker').notNull(),
    website: text('website').notNull().default(''),
    twitter: text('twitter').notNull().default(''),
    image: text('image'),
    metadataUri: text('metadata_uri'),
    /** The post a toolbar launch came from (DA §3 source_tweet_id, source_tweet_author). */
    sourcePostId: text('source_post_id'),
    sourceAuthor: text('source_author'),
    /** The source post's text as the trader saw it (posts leave the feed log; this stays). */
    sourceText: text('source_text'),
    /** The hotkey that launched it (issue 50: key, preset); null for a click. */
    trigger: jsonb('trigger').$type<LaunchTrigger>(),
    status: text('status', { enum: LAUNCH_STATUSES }).notNull().default('preparing'),
    simulated: boolean('simulated').notNull().default(false),
    /** The first buy as sent (SOL, BNB or USD1), and the deploys of a multi-deploy (1 to 5). */
    buyAmount: doublePrecision('buy_amount').notNull().default(0),
    multiDeploy: integer('multi_deploy').notNull().default(1),
    /** Mints (Solana) or token contracts (bnb), one per deploy of a multi-deploy. */
    addresses: jsonb('addresses').$type<string[]>().notNull().default([]),
    transactions: jsonb('transactions').$type<string[]>().notNull().default([]),
    error: text('error'),
    /** Milliseconds from the request's arrival to each stage. */
    timings: jsonb('timings').$type<Record<string, number>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When a node last took this unsettled launch to check it again (after a restart). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('launches_user_request_idx').on(t.userId, t.requestId),
    index('launches_user_created_idx').on(t.userId, t.createdAt),
    index('launches_created_idx').on(t.createdAt),
  ],
);

/**
 * Referral accounts (DA §3): one per user, its code unique whatever its case, and the two wallets
 * the referrer is paid to.
 */
export const referralAccounts = pgTable(
  'referral_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    solWallet: text('sol_wallet').notNull(),
    bnbWallet: text('bnb_wallet').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_accounts_code_lower_idx').on(sql`lower(${t.code})`)],
);

/** Which referral account a user uses (DA §7 /api/user/ref): one referrer per user, never self. */
export const userReferrers = pgTable(
  'user_referrers',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => referralAccounts.userId, { onDelete: 'cascade' }),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_referrers_referrer_idx').on(t.referrerId),
    check('user_referrers_not_self', sql`${t.userId} <> ${t.referrerId}`),
  ],
);

/**
 * The referral ledger: one row per confirmed launch of a referred user, the launch fee and the
 * referrer's 7 % share in the chain's smallest unit (lamports for SOL, wei for BNB). Totals are
 * sums of these rows.
 */
export const referralEarnings = pgTable(
  'referral_earnings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null once the launch left the history (LAUNCH_HISTORY_DAYS): the ledger keeps its rows. */
    launchId: bigint('launch_id', { mode: 'number' }).references(() => launches.id, {
      onDelete: 'set null',
    }),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => referralAccounts.userId, { onDelete: 'cascade' }),
    referredUserId: integer('referred_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull(),
    currency: text('currency', { enum: ['SOL', 'BNB'] }).notNull(),
    feeUnits: bigint('fee_units', { mode: 'bigint' }).notNull(),
    shareUnits: bigint('share_units', { mode: 'bigint' }).notNull(),
    /** The launch ran on the offline launcher (no chain): its fee was never charged. */
    simulated: boolean('simulated').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_earnings_launch_idx').on(t.launchId),
    index('referral_earnings_referrer_idx').on(t.referrerId),
  ],
);

/**
 * Browser extensions' tokens (DA §2 Extensions): one per user, kept as a SHA-256 hash like
 * sessions; the token itself is shown once, when made.
 */
export const extensionTokens = pgTable(
  'extension_tokens',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('extension_tokens_hash_idx').on(t.tokenHash)],
);

/** Every admin action (who, what, on whom, when); the admin panel's Audit Log reads it. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Kept as text, not a reference: the log outlives a deleted or renamed login. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    detail: text('detail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt)],
);

/**
 * A trader's meme words (FC §3 / §5, kept on the server so they follow the trader to any
 * browser): the words lowercased in the order added, and whether meme highlighting is on. No row
 * yet means the FC §3 defaults, highlighting on.
 */
export const memeSettings = pgTable('meme_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  words: jsonb('words').$type<string[]>().notNull(),
  enabled: boolean('enabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Issue 51: a trader's alert rules, each the body it was saved with (AlertRuleBody, parsed). */
export const alertRules = pgTable(
  'alert_rules',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rule: jsonb('rule').$type<AlertRuleStored>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the rule was last saved: it hears of feed events stored from then on. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('alert_rules_user_idx').on(t.userId)],
);

/**
 * Issue 51: where a trader's alerts go. `kind` 'webhook' for now; `secret` is the key cipher's
 * ciphertext (a webhook's signing secret), never sent back after creation.
 */
export const alertChannels = pgTable(
  'alert_channels',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set after failing for the whole retry schedule: nothing more is sent to it. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
  },
  (t) => [index('alert_channels_user_idx').on(t.userId)],
);

/**
 * Issue 51's outbox: one row per channel and feed event (`seq`), written from the feed log, then
 * claimed by one node at a time (`for update skip locked`) until delivered or given up. The
 * payload is the body as it is signed, so a retry sends the same bytes.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: text('id').primaryKey(),
    channelId: text('channel_id')
      .notNull()
      .references(() => alertChannels.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    postId: text('post_id').notNull(),
    type: text('type').notNull(),
    payload: text('payload').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed', 'given_up'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When it may next be sent; while a node sends it, the end of that node's claim. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    // Once per channel and feed event (a test event has the seq of the feed's head, and may
    // repeat; an auto-launch's notice has its post's seq, beside the post's own alert).
    uniqueIndex('alert_deliveries_channel_seq_idx')
      .on(t.channelId, t.seq)
      .where(sql`${t.type} not in ('webhook.test', 'launch.auto')`),
    index('alert_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('alert_deliveries_channel_created_idx').on(t.channelId, t.createdAt),
  ],
);

/** Issue 51: how far the feed log has been read for alerts (one row, name 'alerts'). */
export const alertCursor = pgTable('alert_cursor', {
  name: text('name').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});

/**
 * Issue 51: a trader's bot API keys. Only the key's SHA-256 digest is kept (the key is answered
 * once); `prefix` is its first 12 characters, to tell keys apart in a list.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    keyHash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.keyHash), index('api_keys_user_idx').on(t.userId)],
);

/**
 * Issue 53: a trader's auto-launch rules. `rule` is the parsed body; `version` moves on each save
 * (a fire uses the rule as the node matched it, never a newer one it did not read); `recent` is
 * the rule's fires of the last 24 hours ({at: epoch ms, amount, account}) and `fires` counts every
 * fire ever taken: a fire writes both only when `fires` is still what the node read, so two nodes
 * cannot both pass a limit.
 */
export const autoLaunchRules = pgTable(
  'auto_launch_rules',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rule: jsonb('rule').$type<AutoLaunchRuleStored>().notNull(),
    version: integer('version').notNull().default(1),
    fires: integer('fires').notNull().default(0),
    recent: jsonb('recent')
      .$type<{ at: number; amount: number; account: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auto_launch_rules_user_idx').on(t.userId)],
);

/**
 * Issue 53: one row per rule and post that fired it, written before anything is signed (its key
 * makes a fire happen once across nodes and restarts): `pending` until its outcome, then
 * `launched` (the launch's id), `dry_run`, `refused` (a limit, a cap, a pause: `reason`) or
 * `failed` (the launch refused or failed: `reason`).
 */
export const autoLaunchFires = pgTable(
  'auto_launch_fires',
  {
    // No foreign key to the rule: its check, against the rule's row the fire's own statement
    // updates, cost more than the rest of that statement (0.59 → 0.24 ms on the embedded
    // database). A removed rule's fires go with it in the removal's statement, and upkeep prunes
    // fires past their keep and any left behind (AutoLaunchFiresRepository.prune).
    ruleId: text('rule_id').notNull(),
    postId: text('post_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    account: text('account').notNull(),
    amount: doublePrecision('amount').notNull(),
    status: text('status', { enum: ['pending', 'launched', 'dry_run', 'refused', 'failed'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    launchId: bigint('launch_id', { mode: 'number' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ruleId, t.postId] }),
    index('auto_launch_fires_rule_at_idx').on(t.ruleId, t.at),
  ],
);

/** Issue 53: a trader's pause switch and the administrator's switch for that trader. */
export const autoLaunchAccess = pgTable('auto_launch_access', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  paused: boolean('paused').notNull().default(false),
  adminOff: boolean('admin_off').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
