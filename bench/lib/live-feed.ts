import { ingest } from './api.ts';
import { connectFeedClients } from './feed-clients.ts';
import { samplePost } from './sample-post.ts';

/**
 * The feed running beside a measurement: `clients` logged-in Socket.IO feed clients on `url` and
 * posts ingested over the webhook at `rate` a second, so the server's event loop has the feed's
 * fan-out and the clients' messages to serve, as a live server does. Resolves once the clients are
 * in; the answer stops the posts and disconnects them, and says how many posts went in.
 */
export async function startLiveFeed(
  url: string,
  sessionId: string,
  { clients, rate }: { clients: number; rate: number },
): Promise<() => Promise<number>> {
  let received = 0;
  const disconnect = await connectFeedClients([url], clients, sessionId, () => received++);
  let posted = 0;
  let failure: unknown;
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const sent = ingest(url, samplePost(`live_${Date.now()}_${posted++}`)).catch((error) => {
      failure = error;
    });
    pending.add(sent);
    void sent.finally(() => pending.delete(sent));
  }, 1000 / rate);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    disconnect();
    if (failure) throw failure;
    if (received === 0 && posted > 0) throw new Error('the feed clients received no post');
    return posted;
  };
}
