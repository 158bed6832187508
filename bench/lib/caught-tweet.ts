import { PROTOCOL_VERSION } from '@launchdeck/protocol';
import { adminLogin, ingest } from './api.ts';
import { startLaunchdeck } from './process.ts';
import { samplePost } from './sample-post.ts';
import { connectWireClient } from './wire-client.ts';

/**
 * The `tweet` payload the product's server sends for the bench's sample post (`id`), caught from
 * a real server started for it: the post as posted plus what the server adds (platform, contract
 * addresses, timing, seq).
 */
export async function catchTweet(id = 'bench-caught-1'): Promise<Record<string, unknown>> {
  const server = await startLaunchdeck();
  try {
    const sessionId = await adminLogin(server.url);
    let tweet: Record<string, unknown> | undefined;
    const ws = await connectWireClient(
      server.url,
      { protocolVersion: PROTOCOL_VERSION, sessionId },
      (name, payload) => {
        if (name === 'tweet') tweet = payload as Record<string, unknown>;
      },
    );
    await ingest(server.url, samplePost(id));
    while (tweet === undefined) await new Promise((r) => setTimeout(r, 20));
    ws.close();
    return tweet;
  } finally {
    await server.stop();
  }
}
