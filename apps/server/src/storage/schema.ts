import type { FeedEvent, Post } from '@launchdeck/protocol';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`)],
);

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
  },
  (t) => [index('remember_tokens_user_idx').on(t.userId)],
);

/** The feed: one row per post, its latest version as sent to browsers. */
export const posts = pgTable(
  'posts',
  {
    id: text('id').primaryKey(),
    /** Seq of the feed event that last changed this post. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    authorHandle: text('author_handle').notNull(),
    platform: text('platform').notNull(),
    data: jsonb('data').$type<Post>().notNull(),
  },
  (t) => [index('posts_created_idx').on(t.createdAt), index('posts_seq_idx').on(t.seq)],
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
