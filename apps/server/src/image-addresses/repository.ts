import type { ImageAddress } from '@launchdeck/protocol';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../storage/database.ts';
import { posts } from '../storage/schema.ts';

/** The posts' image_addresses column: whether a post's images were taken up, and what they held. */
export class ImageAddressesRepository {
  constructor(private readonly db: Database) {}

  /**
   * Takes a stored post's images up for reading: true the first time only (the column goes from
   * null to []), so a post is read once, whichever node or re-sent copy asks again.
   */
  async claim(id: string): Promise<boolean> {
    const rows = await this.db
      .update(posts)
      .set({ imageAddresses: [] })
      .where(and(eq(posts.id, id), isNull(posts.imageAddresses)))
      .returning({ id: posts.id });
    return rows.length > 0;
  }

  /** What the post's images yielded (an empty list for none). */
  async record(id: string, found: ImageAddress[]): Promise<void> {
    await this.db.update(posts).set({ imageAddresses: found }).where(eq(posts.id, id));
  }
}
