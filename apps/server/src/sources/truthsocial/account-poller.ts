import {
  type Delivery,
  describeError,
  HttpStatusError,
  rateLimitDelay,
  type Sleep,
} from '../connector-kit.ts';
import type { SourceLog, SourceSink } from '../source.ts';
import { mapStatus } from './map-status.ts';
import { MastodonStatus } from './payload.ts';
import { STATUS_PAGE, type TruthApi } from './truth-api.ts';

export type PollerDeps = {
  api: TruthApi;
  delivery: Delivery;
  sink: SourceSink;
  log: SourceLog;
  sleep: Sleep;
  backoff: (attempt: number) => number;
  now: () => number;
  pollMs: number;
  webBase: string;
};

const SOURCE = 'truthsocial';

/** Mastodon ids are decimal strings that grow with time: longer is newer, then by text. */
export function isNewer(id: string, than: string | undefined): boolean {
  if (than === undefined) return true;
  return id.length !== than.length ? id.length > than.length : id > than;
}

const idOf = (raw: unknown) =>
  typeof raw === 'object' && raw !== null && 'id' in raw && typeof raw.id === 'string'
    ? raw.id
    : undefined;

/**
 * Polls one account until `signal` aborts: looks the handle up once, then asks for statuses
 * newer than the last one seen. The first poll only notes the newest id (the feed is live; old
 * posts are not news). Errors back off per account; a 429 waits for the reset.
 */
export async function pollAccount(
  handle: string,
  deps: PollerDeps,
  signal: AbortSignal,
): Promise<void> {
  const { api, log } = deps;
  let accountId: string | undefined;
  let sinceId: string | undefined;
  let primed = false;
  let attempt = 0;
  while (!signal.aborted) {
    let delayMs = deps.pollMs;
    try {
      accountId ??= (await api.lookup(handle, signal)).id;
      const raw = await api.statuses(accountId, sinceId, signal);
      const statuses: MastodonStatus[] = [];
      let newest = sinceId;
      for (const item of raw) {
        const id = idOf(item);
        if (id && isNewer(id, newest)) newest = id;
        const parsed = MastodonStatus.safeParse(item);
        if (!parsed.success) {
          const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
          log.warn({ source: SOURCE, handle, id, fields }, 'truthsocial: unexpected status shape');
        } else if (isNewer(parsed.data.id, sinceId)) {
          // Mastodon should only answer newer ones; an instance that ignores since_id must not
          // make old posts look new.
          statuses.push(parsed.data);
        }
      }
      sinceId = newest;
      if (!primed) {
        log.info({ source: SOURCE, handle, accountId, sinceId }, 'truthsocial: watching');
        primed = true;
      } else if (statuses.length > 0) {
        if (raw.length >= STATUS_PAGE) {
          log.warn(
            { source: SOURCE, handle },
            'truthsocial: a full page; older ones may be missed',
          );
        }
        statuses.sort((a, b) => (isNewer(a.id, b.id) ? 1 : -1));
        await deps.delivery.send(
          deps.sink,
          statuses.map((status) => mapStatus(status, deps.webBase)),
        );
      }
      attempt = 0;
    } catch (err) {
      if (signal.aborted) break;
      const status = err instanceof HttpStatusError ? err.status : undefined;
      // A vanished account may come back under a new id; look it up again.
      if (status === 404) accountId = undefined;
      const backoffMs = deps.backoff(attempt++);
      delayMs =
        err instanceof HttpStatusError && status === 429
          ? rateLimitDelay(backoffMs, err.resetAt, deps.now())
          : backoffMs;
      log.warn(
        { source: SOURCE, handle, status, attempt, delayMs, err: describeError(err) },
        'truthsocial poll failed; retrying',
      );
    }
    await deps.sleep(delayMs, signal);
  }
}
