import type { IngestItem } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  nextEvent,
  startTestServer,
  type TestServer,
  waitForEvent,
} from '../../../test/server-support.ts';
import { FakeClock } from '../../../test/sources/demo/fake-clock.ts';
import { storageKinds } from '../../../test/storage/support.ts';
import type { SourceSink } from '../source.ts';
import { DEMO_SCENES } from './dataset.ts';
import { DemoReplaySource } from './replay.ts';

describe.each(storageKinds())('demo replay through ingest on %s', (kind) => {
  let server: TestServer;
  let sessionId: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.addUser('reader', 'reader-password');
    sessionId = (await server.login('reader', 'reader-password')).sessionId;
  });
  afterAll(() => server.close());

  it('is accepted whole by ingest and announces every kind of feed event', async () => {
    const socket = server.socket();
    socket.emit('user_connected', { sessionId });
    await nextEvent(socket, 'initialTweets');
    const events = new Map<string, unknown[]>();
    socket.onAny((event: string, payload: unknown) => {
      events.set(event, [...(events.get(event) ?? []), payload]);
    });

    const refused: unknown[] = [];
    const sink: SourceSink = async (items: IngestItem[]) => {
      const result = await server.app.ingest.ingest(items);
      if (!result.ok) refused.push(result.errors);
    };
    const clock = new FakeClock(Date.now());
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const replay = new DemoReplaySource({
      postsPerMinute: 600,
      now: clock.now,
      setTimer: clock.setTimer,
      clearTimer: clock.clearTimer,
      log,
    });
    replay.start(sink);
    // A full pass of the deck at 100 ms a scene on average, plus its last follow-ups.
    clock.advance(DEMO_SCENES.length * 150 + 10_000);
    await replay.stop();
    expect(refused).toEqual([]);
    expect(log.warn).not.toHaveBeenCalled();

    // Events arrive in order, so once this one is in, every replay event is too.
    const sentinel = makePostInput({ text: 'sentinel' });
    const last = waitForEvent(socket, 'tweet', (post) => post.id === sentinel.id);
    await server.app.ingest.ingest([sentinel]);
    await last;

    for (const event of [
      'tweet',
      'tweet_update',
      'tweet_deleted',
      'external_message',
      'following_update',
      'profile_update',
      'profile_pinned_update',
    ]) {
      expect(events.get(event)?.length ?? 0, event).toBeGreaterThan(0);
    }
    const kinds = new Set(
      (events.get('external_message') ?? []).map((payload) =>
        typeof payload === 'object' && payload && 'kind' in payload ? payload.kind : 'post',
      ),
    );
    expect(kinds).toEqual(
      new Set(['post', 'CARD_UPDATE', 'INSTAGRAM_VIDEO_UPDATE', 'TRUTHSOCIAL_VIDEO_UPDATE']),
    );
    socket.disconnect();
  });
});
