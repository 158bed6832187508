import { type ErrorBody, MESSAGES } from '@launchdeck/protocol';
import { unstorableVariants } from '@launchdeck/protocol/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from '../../test/server-support.ts';

const SEED = 20_261_123;
const INGEST_TOKEN = 'ingest-token-for-unstorable-text';

/** A post with every kind of text field filled: author, references, media, card, profile. */
const RICH_POST = {
  id: 'x:1893400000000000123',
  source: 'webhook',
  text: 'gm $PEPE 🚀 frens',
  createdAt: '2026-11-23T12:00:00Z',
  tweetUrl: 'https://x.com/solvector/status/1893400000000000123',
  platform: 'twitter',
  author: { handle: 'solvector', name: 'Maya 🔮', avatar: 'https://pbs.twimg.com/a.jpg' },
  replyTo: { id: 'x:1893400000000000001', handle: 'degenkaito', text: 'wen moon' },
  quotedTweet: {
    id: 'x:1893400000000000002',
    handle: 'chartwitch',
    name: 'Chart Witch',
    avatar: 'https://pbs.twimg.com/b.jpg',
    text: 'quoted',
    media: { images: [{ url: 'https://pbs.twimg.com/c.jpg' }] },
    quotedTweet: { id: 'x:1893400000000000003', handle: 'bonkmaxi', text: 'deeper' },
  },
  media: {
    images: [{ url: 'https://pbs.twimg.com/d.jpg' }],
    videos: [{ url: 'https://video.twimg.com/e.mp4', thumbnail: 'https://pbs.twimg.com/f.jpg' }],
  },
  card: {
    url: 'https://example.com/news',
    title: 'News',
    description: 'What happened',
    site_name: 'Example',
  },
  reactions: [{ emoji: '🔥', count: 3 }],
  followedUser: {
    handle: 'goblintown_sol',
    name: 'Goblin Town',
    description: 'a bio',
    location: 'Solana',
    website: 'goblin.example',
  },
  profileChanges: [{ field: 'Bio', before: 'old bio', after: 'new bio' }],
  projectTicker: 'PEPE',
  projectName: 'Pepe',
};

type Call = { method: string; path: string; body: unknown; as?: 'admin' | 'ingest' | 'ann' };

/** Every HTTP body a client or a webhook sends, with every string field filled. */
const CALLS: Record<string, Call> = {
  login: {
    method: 'POST',
    path: '/api/login',
    body: { username: 'ann', password: 'ann-password', remember: true },
  },
  'remembered login': {
    method: 'POST',
    path: '/api/login/remembered',
    body: { username: 'ann', rememberToken: 'a'.repeat(64) },
  },
  'forget login': { method: 'POST', path: '/api/login/forget', body: { rememberToken: 'token' } },
  'add credential': {
    method: 'POST',
    path: '/api/admin/credentials',
    body: {
      username: 'newbie',
      password: 'newbie-password',
      discordUserId: '123456789012345678',
      format: 'enhanced',
    },
    as: 'admin',
  },
  'edit credential': {
    method: 'PUT',
    path: '/api/admin/credentials/ann',
    body: { username: 'ann', discordUserId: '123456789012345678' },
    as: 'admin',
  },
  'whitelist add': {
    method: 'POST',
    path: '/api/admin/command-whitelist',
    body: { username: 'ann' },
    as: 'admin',
  },
  'block account': {
    method: 'POST',
    path: '/api/admin/blocked-accounts',
    body: { handle: 'spammer' },
    as: 'admin',
  },
  'set discord id': {
    method: 'POST',
    path: '/api/admin/set-discord-id',
    body: { targetUsername: 'ann', discordUserId: '123456789012345678' },
    as: 'admin',
  },
  'send alert': {
    method: 'POST',
    path: '/api/admin/send-alert',
    body: { message: 'maintenance at noon' },
    as: 'admin',
  },
  'ingest a post': { method: 'POST', path: '/api/ingest', body: RICH_POST, as: 'ingest' },
  'ingest a batch': {
    method: 'POST',
    path: '/api/ingest',
    body: { posts: [RICH_POST, { type: 'deleted_tweet', id: 'x:1893400000000000009' }] },
    as: 'ingest',
  },
  'ingest a video update': {
    method: 'POST',
    path: '/api/ingest',
    body: {
      type: 'external_message',
      kind: 'INSTAGRAM_VIDEO_UPDATE',
      videoUrl: 'https://cdn.example/v.mp4',
      id: 'insta-1',
      handle: 'sienna.vale',
    },
    as: 'ingest',
  },
  'ingest a card update': {
    method: 'POST',
    path: '/api/ingest',
    body: {
      type: 'external_message',
      kind: 'CARD_UPDATE',
      id: 'x:1893400000000000123',
      card: { url: 'https://example.com/a', title: 'A' },
    },
    as: 'ingest',
  },
  translate: {
    method: 'POST',
    path: '/api/translate',
    body: { tweetId: 'x:1893400000000000123', text: '<p>这是一个新的代币</p>' },
    as: 'ann',
  },
};

/** True when the answer names the field: in its sentence, or as the field's own sentence. */
function namesField(answer: ErrorBody, field: string): boolean {
  const own = answer.fields?.[field];
  return own !== undefined && (answer.error.includes(field) || answer.error === own);
}

describe('HTTP bodies with text storage cannot hold (NUL, half a surrogate pair)', () => {
  let server: TestServer;
  const sessions: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      INGEST_TOKEN,
      LIBRETRANSLATE_URL: 'http://127.0.0.1:9',
    });
    await server.addUser('ann', 'ann-password');
    sessions.admin = (await server.login(ADMIN.username, ADMIN.password)).sessionId;
    sessions.ann = (await server.login('ann', 'ann-password')).sessionId;
  });
  afterAll(() => server.close());

  const send = (call: Call, body: unknown) => {
    if (call.as !== 'ingest')
      return server.request(call.method, call.path, body, sessions[call.as ?? '']);
    return fetch(`${server.url}${call.path}`, {
      method: call.method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${INGEST_TOKEN}` },
      body: JSON.stringify(body),
    });
  };

  it.each(Object.entries(CALLS))('%s: the sample passes the body check', async (_name, call) => {
    expect((await send(call, call.body)).status).not.toBe(400);
  });

  it.each(Object.entries(CALLS))(
    '%s: every string field spoilt answers 400 naming it',
    async (_name, call) => {
      for (const variant of unstorableVariants(call.body, SEED)) {
        const res = await send(call, variant.payload);
        const context = `${variant.field} ${JSON.stringify(variant.character)}`;
        expect(res.status, context).toBe(400);
        const answer = (await res.json()) as ErrorBody;
        expect(answer.error, context).not.toBe(MESSAGES.internal);
        expect(namesField(answer, variant.field), `${context}: ${JSON.stringify(answer)}`).toBe(
          true,
        );
      }
    },
  );

  it.each([
    ['DELETE', '/api/admin/credentials/'],
    ['PUT', '/api/admin/credentials/'],
    ['POST', '/api/admin/kick/'],
    ['DELETE', '/api/admin/command-whitelist/'],
    ['DELETE', '/api/admin/blocked-accounts/'],
  ])('%s %s:name refuses a NUL or broken UTF-8 in the name', async (method, prefix) => {
    for (const name of ['ann%00', '%ED%A0%BDann', 'ann%ED%B6%80']) {
      const path = `${prefix}${name}`;
      const res = await server.request(method, path, { username: 'ann' }, sessions.admin);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(((await res.json()) as ErrorBody).error, path).not.toBe(MESSAGES.internal);
    }
  });
});
