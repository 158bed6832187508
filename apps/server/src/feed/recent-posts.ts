import { normalizeHandle, type Post } from '@launchdeck/protocol';

/**
 * The newest posts in memory, newest first by arrival (issue 46: the log's seq orders the feed,
 * never a post's own time), so a connecting browser's initialTweets and the newest-posts lookups
 * of video updates cost no query. Fed from storage at start and then from the bus. A post keeps
 * the place of its first arrival: an update (an edit, a card, a deletion) replaces it there, as
 * the browser's live feed does.
 */
export class RecentPosts {
  private posts: Post[] = [];
  private head = 0;

  constructor(private readonly capacity: number) {}

  /** `posts` newest first by arrival, as storage reads them (`FeedRepository.newestPosts`). */
  load(posts: Post[], headSeq: number): void {
    this.posts = posts.slice(0, this.capacity);
    this.head = headSeq;
  }

  /**
   * Replaces a post where it is, by id; a post not among them (new, or an update of one gone from
   * memory) goes on top, as it arrived last. Keeps the cap.
   */
  upsert(post: Post): void {
    const index = this.posts.findIndex((p) => p.id === post.id);
    if (index >= 0) this.posts = this.posts.with(index, post);
    else this.posts = [post, ...this.posts].slice(0, this.capacity);
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
