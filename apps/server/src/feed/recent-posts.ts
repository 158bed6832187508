import { normalizeHandle, type Post } from '@launchdeck/protocol';

/**
 * The newest posts in memory, newest first, so a connecting browser's initialTweets and the
 * newest-posts lookups of video updates cost no query. Fed from storage at start and then from
 * the bus.
 */
export class RecentPosts {
  private posts: Post[] = [];
  private head = 0;

  constructor(private readonly capacity: number) {}

  load(posts: Post[], headSeq: number): void {
    this.posts = [...posts].sort(newestFirst).slice(0, this.capacity);
    this.head = headSeq;
  }

  /** Inserts or replaces a post by id, keeping the order and the cap. */
  upsert(post: Post): void {
    const rest = this.posts.filter((p) => p.id !== post.id);
    const index = rest.findIndex((p) => newestFirst(post, p) <= 0);
    rest.splice(index === -1 ? rest.length : index, 0, post);
    this.posts = rest.slice(0, this.capacity);
  }

  /** An account was blocked: its posts leave (the handle lowercase, without '@'). */
  dropAuthor(handle: string): void {
    this.posts = this.posts.filter((p) => normalizeHandle(p.author.handle) !== handle);
  }

  advance(seq: number): void {
    if (seq > this.head) this.head = seq;
  }

  get headSeq(): number {
    return this.head;
  }

  newest(limit = this.capacity): Post[] {
    return this.posts.slice(0, limit);
  }

  find(id: string): Post | undefined {
    return this.posts.find((p) => p.id === id);
  }
}

function newestFirst(a: Post, b: Post): number {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.seq - a.seq;
}
