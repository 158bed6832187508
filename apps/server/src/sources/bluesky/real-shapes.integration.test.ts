import { type IngestItem, type Post, PostFields } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeHttpServer, sendJson } from '../../../test/fake-http.ts';
import {
  nextEvent,
  startTestServer,
  type TestServer,
  waitForEvent,
} from '../../../test/server-support.ts';
import { FakeWebSocketServer } from '../../../test/sources/fake-websocket.ts';
import { loadFixture } from '../../../test/sources/fixture-support.ts';
import {
  BLUESKY_REAL_SHAPES,
  type BlueskyRealShape,
  cutProblem,
  EMOJI_ACCOUNTS,
  fieldAt,
  TOMAS,
  WITCH,
} from '../../../test/sources/fixtures/bluesky-real-shapes.ts';
import { RecordedSleep, recordingLog } from '../../../test/sources/support.ts';
import { storageKinds } from '../../../test/storage/support.ts';
import { SOURCE_CLOCK_SKEW_MS } from '../../feed/normalize.ts';
import { BlueskyJetstreamSource } from './jetstream-source.ts';

/*
 * Real-shaped Jetstream events (test/sources/fixtures/bluesky-real-shapes.ts) through the real
 * connector, over a WebSocket, into the real ingest, out to a signed-in reader: each must arrive
 * as the card it must make.
 */

const DIDS: Record<string, string> = {
  'tomas.bsky.social': TOMAS,
  'chartwitch.bsky.social': WITCH,
  ...Object.fromEntries(EMOJI_ACCOUNTS.map((account) => [account.handle, account.did])),
};

async function startAppView() {
  const recorded = loadFixture('./bluesky/profiles.json') as { profiles: unknown[] };
  const profiles = { profiles: [...recorded.profiles, ...EMOJI_ACCOUNTS] };
  return FakeHttpServer.start((request, response) => {
    if (request.path === '/xrpc/com.atproto.identity.resolveHandle') {
      const did = DIDS[request.query.get('handle') ?? ''];
      return did
        ? sendJson(response, 200, { did })
        : sendJson(response, 400, { error: 'InvalidRequest' });
    }
    if (request.path === '/xrpc/app.bsky.actor.getProfiles') {
      return sendJson(response, 200, profiles);
    }
    sendJson(response, 404, { error: 'MethodNotImplemented' });
  });
}

/** The last event sent: once its post is in, every earlier one is too (events keep order). */
const SENTINEL_RKEY = '3lhbrzzzzzz2z';
const sentinel = {
  did: TOMAS,
  time_us: 1_780_000_000_000_000,
  kind: 'commit',
  commit: {
    rev: '3lzzzzzzzzz2z',
    operation: 'create',
    collection: 'app.bsky.feed.post',
    rkey: SENTINEL_RKEY,
    record: { $type: 'app.bsky.feed.post', text: 'sentinel', createdAt: '2026-02-03T15:00:00Z' },
    cid: 'bafyreidfayvfuwqa7qlnopdjiqrxzs6blmoeu4rujcjtnci5beludirz2a',
  },
};

const idOf = (shape: BlueskyRealShape) => `bsky:${shape.event.did}/${shape.event.commit.rkey}`;

describe.each(storageKinds())(
  'Bluesky real shapes through the connector and ingest on %s',
  (kind) => {
    let server: TestServer;
    const mapped = new Map<string, IngestItem>();
    const delivered = new Map<string, Post>();
    const refused: unknown[] = [];
    const logged = recordingLog();
    let cleanup: () => Promise<void>;
    let sentAt = 0;

    beforeAll(async () => {
      server = await startTestServer(kind);
      await server.addUser('reader', 'reader-password');
      const { sessionId } = await server.login('reader', 'reader-password');
      const reader = server.socket();
      reader.emit('user_connected', { sessionId });
      await nextEvent(reader, 'initialTweets');
      reader.on('tweet', (post) => delivered.set(post.id, post));
      const last = waitForEvent(reader, 'tweet', (post) => post.id.endsWith(SENTINEL_RKEY));

      const appview = await startAppView();
      const jetstream = await FakeWebSocketServer.start();
      const source = new BlueskyJetstreamSource({
        getWatchedHandles: async () => Object.keys(DIDS),
        jetstreamUrl: jetstream.url,
        appviewUrl: appview.url,
        log: logged.log,
        sleep: new RecordedSleep(true).sleep,
      });
      source.start(async (items) => {
        for (const item of items) if ('id' in item) mapped.set(String(item.id), item);
        const result = await server.app.ingest.ingest(items);
        if (!result.ok) refused.push(result.errors);
      });
      cleanup = async () => {
        await source.stop();
        await jetstream.close();
        await appview.close();
      };

      const connection = await jetstream.connection(1);
      sentAt = Date.now();
      for (const shape of BLUESKY_REAL_SHAPES) connection.socket.send(JSON.stringify(shape.event));
      connection.socket.send(JSON.stringify(sentinel));
      await last;
    });
    afterAll(async () => {
      await cleanup?.();
      await server?.close();
    });

    it('delivers every event: none dropped by the connector or refused by ingest', () => {
      expect(logged.entries.filter((e) => e.level !== 'info').map((e) => [e.msg, e.obj])).toEqual(
        [],
      );
      expect(refused).toEqual([]);
      expect(BLUESKY_REAL_SHAPES.map(idOf).filter((id) => !delivered.has(id))).toEqual([]);
    });

    describe.each(BLUESKY_REAL_SHAPES.map((shape) => [shape.name, shape] as const))(
      '%s',
      (_name, shape) => {
        it('the connector maps it to the card it must make', () => {
          const item = mapped.get(idOf(shape));
          expect(item, 'mapped by the connector').toBeDefined();
          const post = PostFields.parse(item);
          expect(post).toMatchObject(shape.card);
          for (const link of shape.links) expect(post.text).toContain(link);
          if (
            shape.createdAt === 'kept' &&
            typeof shape.event.commit.record.createdAt === 'string'
          ) {
            expect(post.createdAt).toBe(
              new Date(shape.event.commit.record.createdAt).toISOString(),
            );
          }
        });

        it('ingest delivers it with its addresses, limits and time', () => {
          const post = delivered.get(idOf(shape));
          expect(post, 'delivered to the reader').toBeDefined();
          if (!post) return;
          expect(post).toMatchObject({ ...shape.card, platform: 'bluesky' });
          for (const link of shape.links) expect(post.text).toContain(link);
          expect(post.contract_addresses).toEqual(shape.addresses);
          for (const cut of shape.cuts ?? [])
            expect(cutProblem(fieldAt(post, cut.field), cut)).toBeUndefined();
          if (shape.createdAt === 'not-after-arrival') {
            // No card says it was posted in the future: the time is clamped to the arrival (and
            // the small skew ingest allows a platform's clock).
            const received = post.timing?.received ?? Number.NaN;
            expect(received).toBeGreaterThanOrEqual(sentAt);
            expect(Date.parse(post.createdAt)).toBeLessThanOrEqual(received + SOURCE_CLOCK_SKEW_MS);
          }
        });
      },
    );
  },
);
