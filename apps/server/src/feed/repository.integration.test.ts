import type { Post } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStorage, storageKinds } from '../../test/storage/support.ts';
import type { Storage } from '../storage/database.ts';
import { eventForPost } from './events.ts';
import { FeedRepository } from './repository.ts';

/** Appends `id` as a new post (or an update when stored), and answers the seq it took. */
function appendPost(repo: FeedRepository, id: string): Promise<number> {
  return repo.append([id], (known, nextSeq) => {
    const post: Post = { ...makePost({ id }), seq: nextSeq() };
    return { events: [eventForPost(post, known.has(id))], changed: [post], result: post.seq };
  });
}

describe.each(storageKinds())('the feed log on %s', (kind) => {
  let storage: Storage;
  let repo: FeedRepository;
  const embedded = kind === 'pglite';
  beforeAll(async () => {
    storage = await openTestStorage(kind);
    repo = new FeedRepository(storage.db, { embedded: storage.prepare });
  });
  afterAll(() => storage.close());

  it('gives appends made at once contiguous seqs, each event stored under its own', async () => {
    const seqs = await Promise.all(
      Array.from({ length: 20 }, (_, i) => appendPost(repo, `post-${i}`)),
    );
    expect([...seqs].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await repo.headSeq()).toBe(20);
    const events = await repo.eventsAfter(0, 50);
    const idAt = new Map(seqs.map((seq, i) => [seq, `post-${i}`]));
    expect(events.map((e) => (e.payload as Post).id)).toEqual(
      events.map((e) => idAt.get(e.payload.seq)),
    );
  });

  it('hands a stored post to the next append of it, which then stores an update', async () => {
    const head = await repo.headSeq();
    await appendPost(repo, 'again');
    await appendPost(repo, 'again');
    const events = await repo.eventsAfter(head, 10);
    expect(events.map((e) => e.event)).toEqual(['tweet', 'tweet_update']);
    const [stored] = await repo.findPosts(['again']);
    expect(stored?.seq).toBe(head + 2);
  });

  it('reads the newest posts by arrival, an update keeping its first place (issue 46)', async () => {
    const stored = (id: string, createdAt: string) =>
      repo.append([id], (known, nextSeq) => {
        const post: Post = { ...makePost({ id, createdAt }), seq: nextSeq() };
        return { events: [eventForPost(post, known.has(id))], changed: [post], result: post.seq };
      });
    await stored('arrived-first', '2026-11-23T12:00:00.000Z');
    await stored('backdated', '2020-01-01T00:00:00.000Z');
    await stored('arrived-last', '2026-11-23T11:00:00.000Z');
    // An update of the first one: it stays where it first arrived.
    await stored('arrived-first', '2026-11-23T12:00:00.000Z');
    const ids = (await repo.newestPosts(3)).map((post) => post.id);
    expect(ids).toEqual(['arrived-last', 'backdated', 'arrived-first']);
  });

  it('builds a batch of a new post and a stored one from what is stored', async () => {
    const head = await appendPost(repo, 'kept');
    const events = await repo.append(['brand-new', 'kept'], (known, nextSeq) => {
      const posts = ['brand-new', 'kept'].map(
        (id): Post => ({ ...makePost({ id }), seq: nextSeq() }),
      );
      const built = posts.map((post) => eventForPost(post, known.has(post.id)));
      return { events: built, changed: posts, result: built };
    });
    expect(events.map((e) => e.event)).toEqual(['tweet', 'tweet_update']);
    const stored = await repo.eventsAfter(head, 10);
    expect(stored.map((e) => e.event)).toEqual(['tweet', 'tweet_update']);
  });

  it('appends nothing when the guard says no, and rolls back what a failed append guarded', async () => {
    const head = await appendPost(repo, 'first');
    const refused = await repo.appendIf(
      [],
      async () => false,
      () => {
        throw new Error('never built');
      },
    );
    expect(refused).toBeUndefined();
    await storage.db.execute(sql`create table guarded (note text)`);
    const failing = repo.appendIf(
      [],
      async (tx) => {
        await tx.execute(sql`insert into guarded values ('written')`);
        return true;
      },
      () => {
        throw new Error('the event could not be built');
      },
    );
    await expect(failing).rejects.toThrow('the event could not be built');
    const { rows } = (await storage.db.execute(sql`select count(*)::int as n from guarded`)) as {
      rows: Array<{ n: number }>;
    };
    expect(rows[0]?.n).toBe(0);
    expect(await appendPost(repo, 'second')).toBe(head + 1);
  });

  it('reads the head again after another writer moved it: one append fails, the next fits', async () => {
    const head = await appendPost(repo, 'one');
    const other = new FeedRepository(storage.db, { embedded: storage.prepare });
    expect(await appendPost(other, 'two')).toBe(head + 1);
    if (embedded) {
      // The head kept in memory is behind: the write meets seq 2 on the log's primary key and
      // nothing of it is stored.
      await expect(appendPost(repo, 'three')).rejects.toThrow();
      expect(await repo.findPosts(['three'])).toEqual([]);
    }
    expect(await appendPost(repo, 'four')).toBe(head + 2);
    expect(await repo.headSeq()).toBe(head + 2);
  });
});
