import { MESSAGES, TEST_POST_LABELS, type TestPostKind } from '@launchdeck/protocol';
import type { IngestService } from '../../feed/index.ts';
import { HttpError } from '../../http/errors.ts';
import { buildTestPost } from '../../sources/index.ts';
import type { AuditLog } from '../audit/audit-log.ts';

export type TestPostsAdminDeps = {
  ingest: Pick<IngestService, 'ingest'>;
  audit: AuditLog;
  now?: () => Date;
};

/** FC §2 test-post panel: a realistic post of each kind, through the ingest every source uses. */
export class TestPostsAdmin {
  private readonly now: () => Date;

  constructor(private readonly deps: TestPostsAdminDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Answers the post's id. */
  async send(actor: string, kind: TestPostKind): Promise<string> {
    const item = buildTestPost(kind, this.now());
    const id = 'id' in item && typeof item.id === 'string' ? item.id : undefined;
    const result = await this.deps.ingest.ingest([item]);
    // Our own builder's post refused by our own ingest is a bug, not the admin's mistake.
    if (!result.ok || !id) throw new Error(`Test post ${kind} was refused by ingest`);
    // Ingest drops a blocked author's posts without a word: say so rather than 'sent'.
    if (result.accepted === 0) throw new HttpError(409, MESSAGES.testPostAuthorBlocked);
    await this.deps.audit.record({
      actor,
      action: 'test_post.send',
      target: id,
      detail: `${TEST_POST_LABELS[kind]} test post sent`,
    });
    return id;
  }
}
