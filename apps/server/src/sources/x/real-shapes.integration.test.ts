import type { Post } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeHttpServer, sendJson } from '../../../test/fake-http.ts';
import { nextEvent, startTestServer, type TestServer } from '../../../test/server-support.ts';
import {
  FUTURE_CREATED_AT,
  X_REAL_SHAPES,
  type XRealShape,
} from '../../../test/sources/fixtures/x-real-shapes.ts';
import { RecordedSleep, recordingLog } from '../../../test/sources/support.ts';
import { storageKinds } from '../../../test/storage/support.ts';
import { startSources } from '../start-sources.ts';
import { XFilteredStreamSource } from './filtered-stream.ts';

/*
 * Issue 46: real-shaped filtered-stream lines (test/sources/fixtures/x-real-shapes.ts) through
 * the real X adapter, over HTTP from a fake X, and the real ingest of a real server: each line
 * must make its card, live (the event a browser gets) and stored (the next initialTweets).
 */

const STREAM = '/2/tweets/search/stream';
const RULES = '/2/tweets/search/stream/rules';
const WAIT = { timeout: 30_000, interval: 20 };

type Heard = { event: 'tweet' | 'tweet_update'; post: Post };

describe.each(storageKinds())('X real shapes through the adapter and ingest on %s', (kind) => {
  let server: TestServer;
  let fake: FakeHttpServer;
  let source: XFilteredStreamSource;
  let sessionId: string;
  const heard: Heard[] = [];
  const logged = recordingLog();

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.addUser('reader', 'reader-password');
    sessionId = (await server.login('reader', 'reader-password')).sessionId;
    const socket = server.socket();
    socket.emit('user_connected', { sessionId });
    await nextEvent(socket, 'initialTweets');
    socket.on('tweet', (post) => heard.push({ event: 'tweet', post }));
    socket.on('tweet_update', (post) => heard.push({ event: 'tweet_update', post }));

    // Every line on one connection, in order, as X streams them (CRLF-delimited JSON).
    const body = X_REAL_SHAPES.map((shape) => `${JSON.stringify(shape.line)}\r\n`).join('');
    fake = await FakeHttpServer.start((request, response) => {
      if (request.path === RULES && request.method === 'GET') {
        sendJson(response, 200, { meta: { result_count: 0 } });
      } else if (request.path === RULES) {
        sendJson(response, 200, { meta: { summary: {} } });
      } else if (request.path === STREAM) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write(body);
      } else {
        sendJson(response, 404, {});
      }
    });
    source = new XFilteredStreamSource({
      bearerToken: 'test-bearer-real-shapes',
      baseUrl: fake.url,
      getWatchedHandles: async () => ['lunar_trader', 'degen_diary', 'pump_watch'],
      log: logged.log,
      sleep: new RecordedSleep(true).sleep,
    });
    await startSources([source], {
      ingest: server.app.ingest,
      accounts: server.app.accounts,
      log: logged.log,
    });
  });

  afterAll(async () => {
    await source?.stop();
    await fake?.close();
    await server?.close();
  });

  /** The event this shape must produce: its kind, for its id, with its text. */
  const heardFor = (shape: XRealShape) =>
    vi.waitFor(() => {
      const found = heard.find(
        (h) => h.event === shape.event && h.post.id === shape.id && h.post.text === shape.text,
      );
      if (!found) {
        const refused = logged.entries.filter((e) => e.level !== 'info');
        throw new Error(`no ${shape.event} for ${shape.id}; warnings: ${JSON.stringify(refused)}`);
      }
      return found.post;
    }, WAIT);

  it.each(X_REAL_SHAPES.map((shape) => [shape.name, shape] as const))(
    '%s: delivered with its card',
    async (_name, shape) => {
      const post = await heardFor(shape);
      expect(post.platform).toBe('twitter');
      expect(post.contract_addresses).toEqual(shape.addresses);
      expect(post).toMatchObject(shape.also ?? {});
    },
  );

  it('keeps an edit as one card: the original id, updated in place, marked edited', async () => {
    const edit = X_REAL_SHAPES.find((shape) => shape.event === 'tweet_update');
    if (!edit) throw new Error('the fixtures lost their edit');
    await heardFor(edit);
    const ofPost = heard.filter((h) => h.post.id === edit.id);
    expect(ofPost.map((h) => h.event)).toEqual(['tweet', 'tweet_update']);
    expect(ofPost[0]?.post.editedAt).toBeUndefined();
    expect(ofPost[1]?.post.seq).toBeGreaterThan(ofPost[0]?.post.seq ?? Infinity);
    // No post under the edit's own id: it did not make a second card.
    const editId = String(edit.also?.tweetUrl).split('/').pop();
    expect(heard.some((h) => h.post.id === `x:${editId}`)).toBe(false);
  });

  it('a future created_at does not date the post after it was received', async () => {
    const future = X_REAL_SHAPES.find((shape) => shape.name.startsWith('created_at in the future'));
    if (!future) throw new Error('the fixtures lost their future post');
    const post = await heardFor(future);
    // The platform's time is the id's, which X minted; createdAt is never later than X's own.
    expect(post.timing?.source).toBeLessThan(Date.parse(FUTURE_CREATED_AT));
    expect(Date.parse(post.createdAt)).toBeLessThanOrEqual(Date.parse(FUTURE_CREATED_AT));
  });

  it('stores what it sent: the next initialTweets holds each card once, the edit as edited', async () => {
    await Promise.all(X_REAL_SHAPES.map((shape) => heardFor(shape).catch(() => undefined)));
    const socket = server.socket();
    const initial = nextEvent(socket, 'initialTweets');
    socket.emit('user_connected', { sessionId });
    const stored = await initial;
    // The last line of an id is what is stored: an edit replaces its original.
    const latest = new Map(X_REAL_SHAPES.map((shape) => [shape.id, shape]));
    for (const shape of latest.values()) {
      if (!heard.some((h) => h.post.id === shape.id)) continue; // its own test reports it
      const copies = stored.filter((post) => post.id === shape.id);
      expect(copies, shape.name).toHaveLength(1);
      expect(copies[0], shape.name).toMatchObject({
        text: shape.text,
        contract_addresses: shape.addresses,
        ...shape.also,
      });
    }
  });
});
