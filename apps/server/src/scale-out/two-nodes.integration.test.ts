import { SESSION_HEADER, toParagraphHtml } from '@launchdeck/protocol';
import { makeCreateGroupPayload, makeJoinGroupPayload } from '@launchdeck/protocol/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeHttpServer, sendJson } from '../../test/fake-http.ts';
import { ADMIN, login, request } from '../../test/http-support.ts';
import type { NodeProcess } from '../../test/node-process-support.ts';
import {
  addUser,
  type Cluster,
  clusterUnavailable,
  feedClient,
  ingest,
  newPost,
  startCluster,
} from '../../test/scale-out/support.ts';
import { nextEvent, waitForEvent } from '../../test/server-support.ts';

const skip = clusterUnavailable();
if (skip) console.warn(`Two-node tests skipped: ${skip}`);

const PASSWORD = 'cluster-password';

describe.skipIf(skip)('two nodes on one PostgreSQL and one Redis', () => {
  let cluster: Cluster;
  let a: NodeProcess;
  let b: NodeProcess;
  let translator: FakeHttpServer;
  beforeAll(async () => {
    translator = await FakeHttpServer.start((req, res) => {
      const { q } = JSON.parse(req.body) as { q: string[] };
      sendJson(res, 200, { translatedText: q.map((text) => `EN(${text})`) });
    });
    cluster = await startCluster();
    const env = {
      LOGIN_MAX_FAILURES: '5',
      DEMO_FEED: 'on',
      DEMO_POSTS_PER_MINUTE: '6',
      LIBRETRANSLATE_URL: translator.url,
    };
    a = await cluster.start('node-a', env);
    b = await cluster.start('node-b', env);
    for (const name of ['ann', 'ben', 'cat', 'dan', 'eve', 'fay']) {
      await addUser(a.url, name, PASSWORD);
    }
  }, 60_000);
  afterAll(async () => {
    await cluster?.close();
    await translator?.close();
  });

  it('runs the post sources on exactly one node', async () => {
    await vi.waitFor(() => {
      const runners = [a, b].filter((n) => n.output().includes('running the sources'));
      expect(runners).toHaveLength(1);
    });
  });

  it('delivers a post ingested on A to a client of B, with the same seq', async () => {
    const ann = await login(b.url, 'ann', PASSWORD);
    const onB = feedClient(b.url, ann.sessionId);
    const onA = feedClient(a.url, ann.sessionId);
    await Promise.all([
      nextEvent(onB.socket, 'initialTweets'),
      nextEvent(onA.socket, 'initialTweets'),
    ]);
    const item = newPost();
    expect((await ingest(a.url, item)).status).toBe(202);
    await vi.waitFor(() => expect(onB.ids).toContain(item.id));
    await vi.waitFor(() => expect(onA.ids).toContain(item.id));
    const seqOf = (c: typeof onA) => c.seqs[c.ids.indexOf(item.id)];
    expect(seqOf(onB)).toBe(seqOf(onA));
    onA.socket.disconnect();
    onB.socket.disconnect();
  });

  it('orders posts ingested on both nodes at once the same way on both, with no gap', async () => {
    const ben = await login(a.url, 'ben', PASSWORD);
    const onA = feedClient(a.url, ben.sessionId);
    const onB = feedClient(b.url, ben.sessionId);
    await Promise.all([
      nextEvent(onA.socket, 'initialTweets'),
      nextEvent(onB.socket, 'initialTweets'),
    ]);
    const items = Array.from({ length: 40 }, () => newPost());
    const answers = await Promise.all(items.map((item, i) => ingest(i % 2 ? b.url : a.url, item)));
    expect(answers.map((r) => r.status)).toEqual(items.map(() => 202));
    const ids = items.map((item) => item.id);
    const ours = (c: typeof onA) => c.ids.filter((id) => ids.includes(id));
    await vi.waitFor(() => expect(ours(onA)).toHaveLength(40));
    await vi.waitFor(() => expect(ours(onB)).toHaveLength(40));
    expect(ours(onB)).toEqual(ours(onA));
    for (const client of [onA, onB]) {
      // Every event after the first arrives with the next seq: nothing skipped, nothing twice.
      const steps = client.seqs.slice(1).map((seq, i) => seq - (client.seqs[i] as number));
      expect(steps.every((step) => step === 1)).toBe(true);
      client.socket.disconnect();
    }
  });

  it('carries a chat line and presence from a user on A to a user on B', async () => {
    const ann = await login(a.url, 'ann', PASSWORD);
    const cat = await login(b.url, 'cat', PASSWORD);
    const annSocket = feedClient(a.url, ann.sessionId).socket;
    await nextEvent(annSocket, 'chat_history');
    const catSocket = feedClient(b.url, cat.sessionId).socket;
    // A roster counted before cat's join reached node A may name only ann; the next one has both.
    const roster = waitForEvent(
      catSocket,
      'connected_users',
      ({ users }) => users.includes('ann') && users.includes('cat'),
    );
    await nextEvent(catSocket, 'chat_history');
    expect((await roster).users).toEqual(expect.arrayContaining(['ann', 'cat']));
    const line = nextEvent(catSocket, 'chat_message');
    annSocket.emit('send_chat_message', { sessionId: ann.sessionId, message: 'hello from A' });
    expect(await line).toMatchObject({ username: 'ann', message: 'hello from A' });
    annSocket.disconnect();
    catSocket.disconnect();
  });

  it('tells a group change made on B to its creator on A', async () => {
    const ann = await login(a.url, 'ann', PASSWORD);
    const dan = await login(b.url, 'dan', PASSWORD);
    const annSocket = feedClient(a.url, ann.sessionId).socket;
    const danSocket = feedClient(b.url, dan.sessionId).socket;
    await Promise.all([nextEvent(annSocket, 'chat_history'), nextEvent(danSocket, 'chat_history')]);
    const create = makeCreateGroupPayload({ sessionId: ann.sessionId, groupName: 'Cross nodes' });
    const created = nextEvent(annSocket, 'private_group_created');
    annSocket.emit('create_private_group', create);
    expect(await created).toMatchObject({ success: true });
    const updated = nextEvent(annSocket, 'group_updated');
    danSocket.emit(
      'join_private_group',
      makeJoinGroupPayload({ sessionId: dan.sessionId, chatCode: create.chatCode }),
    );
    expect((await updated).members).toEqual(expect.arrayContaining(['ann', 'dan']));
    annSocket.disconnect();
    danSocket.disconnect();
  });

  it('closes on B the socket of a session logged out on A', async () => {
    const cat = await login(a.url, 'cat', PASSWORD);
    const onB = feedClient(b.url, cat.sessionId);
    await nextEvent(onB.socket, 'session_ready');
    const ended = nextEvent(onB.socket, 'auth_error');
    const closed = new Promise<string>((resolve) => onB.socket.once('disconnect', resolve));
    const res = await request(a.url, 'POST', '/api/logout', undefined, {
      [SESSION_HEADER]: cat.sessionId,
    });
    expect(res.status).toBeLessThan(300);
    await ended;
    expect(await closed).toBe('io server disconnect');
  });

  it('closes on B the sockets of a login removed by the admin on A', async () => {
    const eve = await login(b.url, 'eve', PASSWORD);
    const onB = feedClient(b.url, eve.sessionId);
    await nextEvent(onB.socket, 'session_ready');
    const ended = nextEvent(onB.socket, 'auth_error');
    const admin = await login(a.url, ADMIN.username, ADMIN.password);
    const res = await request(a.url, 'DELETE', '/api/admin/credentials/eve', undefined, {
      [SESSION_HEADER]: admin.sessionId,
    });
    expect(res.status).toBeLessThan(300);
    await ended;
  });

  it('shares translations and the translate rate limit between the nodes', async () => {
    const fay = await login(a.url, 'fay', PASSWORD);
    const headers = { [SESSION_HEADER]: fay.sessionId };
    const body = { tweetId: '1900000000000000001', text: toParagraphHtml(['新代币']) };
    const translate = (url: string) => request(url, 'POST', '/api/translate', body, headers);
    const first = await translate(a.url);
    expect(await first.json()).toEqual({ success: true, translation: '<p>EN(新代币)</p>' });
    const second = await translate(b.url);
    expect(await second.json()).toEqual({ success: true, translation: '<p>EN(新代币)</p>' });
    expect(translator.requests).toHaveLength(1);
    // 30 a minute per session, counted once across nodes: 28 more spread over both, then 429.
    const more = await Promise.all(
      Array.from({ length: 28 }, (_, i) => translate(i % 2 ? a.url : b.url)),
    );
    expect(more.map((res) => res.status)).toEqual(more.map(() => 200));
    expect((await translate(b.url)).status).toBe(429);
  });

  // Last: its guesses leave this IP over the limit for a minute.
  it('shares the login failure limit: guesses spread over both nodes count once', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await request(i % 2 ? b.url : a.url, 'POST', '/api/login', {
        username: 'dan',
        password: `guess${i}`,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
