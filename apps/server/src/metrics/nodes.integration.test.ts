import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../test/http-support.ts';
import { histogram, parsePrometheusText, sampleValue } from '../../test/metrics/support.ts';
import type { NodeProcess } from '../../test/node-process-support.ts';
import {
  addUser,
  type Cluster,
  clusterUnavailable,
  ingest,
  newPost,
  nodeSocket,
  startCluster,
} from '../../test/scale-out/support.ts';
import { type ClientSocket, nextEvent } from '../../test/server-support.ts';

const skip = clusterUnavailable();
if (skip) console.warn(`Metrics across nodes skipped: ${skip}`);

const PASSWORD = 'cluster-password';

/** Each node measures its own part: the node that ingests, and every node that fans out. */
describe.skipIf(skip)('GET /metrics on two nodes', () => {
  let cluster: Cluster;
  let a: NodeProcess;
  let b: NodeProcess;
  let reader: ClientSocket;
  beforeAll(async () => {
    cluster = await startCluster();
    a = await cluster.start('node-a');
    b = await cluster.start('node-b');
    await addUser(a.url, 'reader', PASSWORD);
    reader = nodeSocket(b.url, (await login(b.url, 'reader', PASSWORD)).sessionId);
    await nextEvent(reader, 'initialTweets');
  }, 60_000);
  afterAll(async () => {
    reader?.disconnect();
    await cluster?.close();
  });

  const scrape = async (node: NodeProcess) =>
    parsePrometheusText(await (await fetch(`${node.url}/metrics`)).text());

  it('times the fan-out on the node that did not ingest, from the publish time', async () => {
    const both = new Promise<void>((resolve) => {
      let heard = 0;
      reader.on('tweet', () => {
        heard += 1;
        if (heard === 2) resolve();
      });
    });
    expect((await ingest(a.url, { posts: [newPost(), newPost()] })).status).toBe(202);
    await both;
    const [onA, onB] = await Promise.all([scrape(a), scrape(b)]);
    expect(histogram(onA, 'launchdeck_ingest_stage_seconds').count).toBe(1);
    expect(histogram(onA, 'launchdeck_store_stage_seconds').count).toBe(1);
    expect(histogram(onA, 'launchdeck_fanout_stage_seconds').count).toBe(2);
    expect(histogram(onB, 'launchdeck_ingest_stage_seconds').count).toBe(0);
    expect(histogram(onB, 'launchdeck_fanout_stage_seconds').count).toBe(2);
    expect(sampleValue(onB, 'launchdeck_feed_events_total', { event: 'tweet' })).toBe(2);
    expect(sampleValue(onB, 'launchdeck_sockets_connected')).toBe(1);
    expect(sampleValue(onA, 'launchdeck_sockets_connected')).toBe(0);
  });
});
