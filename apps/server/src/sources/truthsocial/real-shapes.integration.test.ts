import { type IngestItem, type Post, PostFields } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeHttpServer, sendJson } from '../../../test/fake-http.ts';
import { nextEvent, startTestServer, type TestServer } from '../../../test/server-support.ts';
import { loadFixture } from '../../../test/sources/fixture-support.ts';
import { cutProblem, fieldAt } from '../../../test/sources/fixtures/bluesky-real-shapes.ts';
import {
  TRUTH_REAL_SHAPES,
  type TruthRealShape,
} from '../../../test/sources/fixtures/truthsocial-real-shapes.ts';
import { RecordedSleep, recordingLog } from '../../../test/sources/support.ts';
import { storageKinds } from '../../../test/storage/support.ts';
import { SOURCE_CLOCK_SKEW_MS } from '../../feed/normalize.ts';
import { TruthSocialSource } from './truth-social-source.ts';

/*
 * Real-shaped statuses (test/sources/fixtures/truthsocial-real-shapes.ts) through the real
 * poller, over HTTP, into the real ingest, out to a signed-in reader: each must arrive as the
 * card it must make.
 */

const HALDANE = loadFixture('./truthsocial/account-lookup.json') as { id: string };
const PRIMED = loadFixture('./truthsocial/statuses-primed.json');
// The API answers newest first.
const PAGE = TRUTH_REAL_SHAPES.map((shape) => shape.status).reverse();
const idOf = (shape: TruthRealShape) => `truth:${String(shape.status.id)}`;

/** Resolves once `done()` holds, or after about two seconds (the assertions then say what is missing). */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe.each(storageKinds())(
  'Truth Social real shapes through the poller and ingest on %s',
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

      const answers = [PRIMED, PAGE];
      const fake = await FakeHttpServer.start((request, response) => {
        if (request.path === '/api/v1/accounts/lookup') return sendJson(response, 200, HALDANE);
        if (request.path === `/api/v1/accounts/${HALDANE.id}/statuses`) {
          return sendJson(response, 200, answers.shift() ?? []);
        }
        sendJson(response, 404, { error: 'Not found' });
      });
      const sleep = new RecordedSleep(false);
      let batches = 0;
      const source = new TruthSocialSource({
        baseUrl: fake.url,
        getWatchedHandles: async () => ['GovernorHaldane'],
        log: logged.log,
        sleep: sleep.sleep,
      });
      source.start(async (items) => {
        for (const item of items) if ('id' in item) mapped.set(String(item.id), item);
        const result = await server.app.ingest.ingest(items);
        if (!result.ok) refused.push(result.errors);
        batches++;
      });
      cleanup = async () => {
        await source.stop();
        await fake.close();
      };

      // The first poll primes on the newest status; the second reads the page, then waits again.
      sentAt = Date.now();
      (await sleep.next()).release();
      await sleep.next();
      await until(() => batches > 0 && [...mapped.keys()].every((id) => delivered.has(id)));
    });
    afterAll(async () => {
      await cleanup?.();
      await server?.close();
    });

    it('delivers every status: none dropped by the poller or refused by ingest', () => {
      expect(logged.entries.filter((e) => e.level !== 'info').map((e) => [e.msg, e.obj])).toEqual(
        [],
      );
      expect(refused).toEqual([]);
      expect(TRUTH_REAL_SHAPES.map(idOf).filter((id) => !delivered.has(id))).toEqual([]);
    });

    describe.each(TRUTH_REAL_SHAPES.map((shape) => [shape.name, shape] as const))(
      '%s',
      (_name, shape) => {
        it('the poller maps it to the card it must make', () => {
          const item = mapped.get(idOf(shape));
          expect(item, 'mapped by the poller').toBeDefined();
          const post = PostFields.parse(item);
          expect(post).toMatchObject({ ...shape.card, platform: 'truthsocial' });
          for (const link of shape.links) expect(post.text).toContain(link);
        });

        it('ingest delivers it with its addresses, limits and time', () => {
          const post = delivered.get(idOf(shape));
          expect(post, 'delivered to the reader').toBeDefined();
          if (!post) return;
          expect(post).toMatchObject({ ...shape.card, platform: 'truthsocial' });
          for (const link of shape.links) expect(post.text).toContain(link);
          expect(post.contract_addresses).toEqual(shape.addresses);
          for (const cut of shape.cuts ?? [])
            expect(cutProblem(fieldAt(post, cut.field), cut)).toBeUndefined();
          if (shape.createdAt === 'not-after-arrival') {
            // No card says it was posted in the future: clamped to the arrival (and the skew).
            const received = post.timing?.received ?? Number.NaN;
            expect(received).toBeGreaterThanOrEqual(sentAt);
            expect(Date.parse(post.createdAt)).toBeLessThanOrEqual(received + SOURCE_CLOCK_SKEW_MS);
          }
        });
      },
    );
  },
);
