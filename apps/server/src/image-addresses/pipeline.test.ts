import type { ImageAddress, Post } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it, vi } from 'vitest';
import { ImageLoadError, TOKEN_IMAGE_MESSAGES } from '../deploy/images/loader.ts';
import { InProcessFeedBus } from '../feed/bus.ts';
import { ImageAddressPipeline } from './pipeline.ts';
import type { AddressRead } from './reading/index.ts';
import { ImageSkipError } from './skip-causes.ts';

const KNOWN = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
const UNKNOWN = '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R';
const image = (name: string) => `https://img.example/${name}.png`;
const withImages = (...names: string[]): Post =>
  makePost({ media: { images: names.map((name) => ({ url: image(name) })) } });

/** What each test image holds: its reads, or a fetch that fails. */
const PICTURES: Record<string, AddressRead[] | 'broken'> = {
  known: [{ chain: 'solana', alternatives: [KNOWN] }],
  unknown: [{ chain: 'solana', alternatives: [UNKNOWN] }],
  plain: [],
  broken: 'broken',
};

/** Pictures whose fetch fails, or whose read does, each its own way. */
const FETCH_FAILS: Record<string, Error> = {
  offline: new ImageLoadError(
    'network',
    TOKEN_IMAGE_MESSAGES.linkNotLoaded('its host name did not resolve: EAI_AGAIN'),
  ),
  huge: new ImageSkipError('tooManyPixels', 'too large: 6300 × 6300 px, limit 16,777,216 px'),
};
const READ_FAILS: Record<string, Error> = {
  ceiling: new ImageSkipError(
    'readerMemory',
    'the image reader passed its memory ceiling of 800 MB',
  ),
  crash: new Error('the image reader crashed'),
};

/** A bus a test can make hear changes stored by this node or another. */
class TestBus extends InProcessFeedBus {
  hear(post: Post, local: boolean): void {
    this.tell([{ event: { event: 'tweet', payload: post }, post }], local);
  }
}

function harness(options: { claimed?: boolean } = {}) {
  const claims: string[] = [];
  const bus = new TestBus();
  const stored = new Map<string, Post>();
  const recorded = new Map<string, ImageAddress[]>();
  const updates: Post[] = [];
  const log = { info: vi.fn(), warn: vi.fn() };
  const pipeline = new ImageAddressPipeline({
    bus,
    store: {
      claim: async (id) => {
        claims.push(id);
        return !options.claimed;
      },
      record: async (id, found) => void recorded.set(id, found),
    },
    fetchImage: async (url) => {
      const name = url.slice(url.lastIndexOf('/') + 1, -4);
      if (PICTURES[name] === 'broken')
        throw new Error('The token image at that link is not an image');
      const failure = FETCH_FAILS[name];
      if (failure) throw failure;
      return new TextEncoder().encode(name);
    },
    readers: {
      read: async (bytes) => {
        const name = new TextDecoder().decode(bytes);
        const failure = READ_FAILS[name];
        if (failure) throw failure;
        const reads = PICTURES[name];
        return reads === 'broken' || reads === undefined ? [] : reads;
      },
      close: async () => {},
    },
    verify: {
      known: {
        sourcesOf: async (addresses) =>
          addresses.map((address) => (address === KNOWN ? 'text' : undefined)),
      },
      chain: { covers: () => false, exists: async () => [] },
    },
    updatePost: async (id, change) => {
      const post = stored.get(id);
      const changed = post && change(post);
      if (changed) updates.push(changed);
    },
    log,
    concurrency: 1,
    queueCap: 10,
  });
  pipeline.start();
  const publish = async (post: Post, local = true) => {
    stored.set(post.id, post);
    bus.hear(post, local);
    await new Promise((resolve) => setImmediate(resolve));
    await pipeline.idle();
  };
  return { pipeline, publish, updates, recorded, log, claims };
}

describe('ImageAddressPipeline', () => {
  it('sends the post again with its image addresses, the verified one among its contract addresses', async () => {
    const { publish, updates } = harness();
    const post = withImages('known', 'unknown');
    await publish(post);
    expect(updates).toHaveLength(1);
    expect(updates[0]?.imageAddresses).toEqual([
      {
        address: KNOWN,
        chain: 'solana',
        imageUrl: image('known'),
        verified: true,
        verifiedBy: 'text',
      },
      { address: UNKNOWN, chain: 'solana', imageUrl: image('unknown'), verified: false },
    ]);
    expect(updates[0]?.contract_addresses).toEqual([{ address: KNOWN, chain: 'solana' }]);
  });

  it('records an empty list and sends nothing for pictures without an address', async () => {
    const { publish, updates, recorded } = harness();
    const post = withImages('plain');
    await publish(post);
    expect(updates).toEqual([]);
    expect(recorded.get(post.id)).toEqual([]);
  });

  it('skips a broken image with a log line and reads the others', async () => {
    const { publish, updates, log } = harness();
    const post = withImages('broken', 'known');
    await publish(post);
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ image: image('broken') }),
      'image addresses: image skipped',
    );
    expect(updates[0]?.imageAddresses?.map((a) => a.address)).toEqual([KNOWN]);
  });

  it("logs each skipped picture with its cause: the loader's, the gate's or the reader's", async () => {
    const { publish, log } = harness();
    await publish(withImages('offline', 'huge', 'ceiling', 'crash', 'known'));
    const skipped = log.info.mock.calls
      .filter((call) => call[1] === 'image addresses: image skipped')
      .map((call) => [call[0].image, call[0].cause, call[0].reason]);
    expect(skipped).toEqual([
      [
        image('offline'),
        'network',
        'The token image at that link could not be loaded (its host name did not resolve: EAI_AGAIN). Pick another image or use LETTER or ASCII.',
      ],
      [image('huge'), 'tooManyPixels', 'too large: 6300 × 6300 px, limit 16,777,216 px'],
      [image('ceiling'), 'readerMemory', 'the image reader passed its memory ceiling of 800 MB'],
      [image('crash'), 'readerFailed', 'the image reader crashed'],
    ]);
  });

  it('logs a burst of 200 pictures that fail the same way in a few lines', async () => {
    const { pipeline, publish, log } = harness();
    for (let n = 0; n < 200; n++) await publish(withImages('offline'));
    expect(log.info).toHaveBeenCalledTimes(1);
    await pipeline.close();
    expect(log.info).toHaveBeenCalledTimes(2);
    expect(log.info).toHaveBeenLastCalledWith(
      { cause: 'network', count: 199 },
      expect.stringMatching(
        /^image addresses: 199 more pictures skipped in the last minute: network unreachable/,
      ),
    );
  });

  it('takes up no post none of whose images load', async () => {
    const { publish, updates, claims, recorded } = harness();
    await publish(withImages('broken'));
    expect(claims).toEqual([]);
    expect(recorded.size).toBe(0);
    expect(updates).toEqual([]);
  });

  it('reads a post once: not when another copy already took it up', async () => {
    const { publish, updates } = harness({ claimed: true });
    await publish(withImages('known'));
    expect(updates).toEqual([]);
  });

  it('leaves alone posts without images, with image addresses already, or stored by another node', async () => {
    const { publish, updates, recorded } = harness();
    await publish(makePost());
    await publish({ ...withImages('known'), imageAddresses: [] });
    await publish(withImages('known'), false);
    expect(updates).toEqual([]);
    expect(recorded.size).toBe(0);
  });
});
