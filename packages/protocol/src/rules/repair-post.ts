import { type IngestItem, parseIngestItem } from '../feed-events.ts';
import { shortenText } from './shorten.ts';

/*
 * Issue 46: the one repair of posts, for the server's sources and for POST /api/ingest alike. A post is refused only when its identity is unusable; an optional field
 * that is too long is shortened on a grapheme boundary with '…', one that is malformed is left
 * out, and an unreadable date becomes the time the post was received.
 */

/** Why a post could not be repaired. */
export type RepairRefusal = 'identity' | 'unrepairable';

/**
 * `post` with a date: its own when `createdAt` or `created_at` reads as one, else `receivedAt`
 * (epoch ms) as `createdAt`. `repaired` says a date was sent but unreadable.
 */
export function datedOrReceived<T extends { createdAt?: unknown; created_at?: unknown }>(
  post: T,
  receivedAt: number,
): { item: T; repaired: boolean } {
  if (isDate(post.createdAt) || isDate(post.created_at)) return { item: post, repaired: false };
  const repaired = post.createdAt !== undefined || post.created_at !== undefined;
  const { created_at: _unreadable, ...rest } = post;
  return { item: { ...rest, createdAt: new Date(receivedAt).toISOString() } as T, repaired };
}

/** Fields without which a post is not a post: it is refused rather than repaired. */
function isIdentityPath(path: readonly PropertyKey[]): boolean {
  const [first, second] = path;
  if (path.length === 0 || first === 'id' || first === 'platform') return true;
  return first === 'author' && (path.length === 1 || second === 'handle');
}

/** Whether a value is usable as a post's date: ISO 8601 or epoch milliseconds. */
function isDate(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  const ms = /^\d{10,16}$/.test(trimmed) ? Number(trimmed) : Date.parse(trimmed);
  return Number.isFinite(ms);
}

type Issue = { path: PropertyKey[]; code: string; maximum?: unknown };

/** A copy of `value` with the part at `path` changed by `change` (undefined deletes it). */
function changedAt(
  value: unknown,
  path: readonly PropertyKey[],
  change: (v: unknown) => unknown,
): unknown {
  const [key, ...rest] = path;
  if (key === undefined || typeof value !== 'object' || value === null) return change(value);
  if (Array.isArray(value)) {
    const index = Number(key);
    if (rest.length === 0 && change(value[index]) === undefined) {
      return value.filter((_, i) => i !== index);
    }
    return value.map((item, i): unknown => (i === index ? changedAt(item, rest, change) : item));
  }
  const copy: Record<PropertyKey, unknown> = { ...value };
  const next = rest.length === 0 ? change(copy[key]) : changedAt(copy[key], rest, change);
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy;
}

/** The value at `path`, or undefined where the path leads nowhere. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at: unknown = value;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

/**
 * What to leave out for a bad field: the whole list item it is in (an image without a usable url
 * is no image), else the field, or its object when the field is a missing required one.
 */
function removedPath(value: unknown, path: readonly PropertyKey[]): readonly PropertyKey[] {
  const lastIndex = path.findLastIndex((key) => typeof key === 'number');
  if (lastIndex >= 0) return path.slice(0, lastIndex + 1);
  return valueAt(value, path) === undefined ? path.slice(0, -1) : path;
}

/** The field an issue names, without array positions: `card.title`, `media.images.url`. */
const fieldOf = (path: readonly PropertyKey[]) =>
  path.filter((key) => typeof key === 'string').join('.') || '(item)';

/**
 * Issue 46: a post the protocol refuses only for an optional field is delivered without that
 * field, or with it shortened on a grapheme boundary when it is only too long. Answers the
 * repaired post and the fields changed (`card.title`, `media.images.url`), or the refusal's
 * reason: 'identity' when its id, author handle or platform is unusable, else 'unrepairable'.
 */
export function repairPost(
  item: IngestItem,
): { item: IngestItem; fields: string[] } | { refused: RepairRefusal } {
  let current: unknown = item;
  const fields: string[] = [];
  // Each round fixes every issue reported; a fix can only remove or shorten, so few rounds do.
  for (let round = 0; round < 4; round++) {
    const parsed = parseIngestItem(current);
    if (parsed.success) return { item: current as IngestItem, fields };
    const issues = parsed.error.issues as Issue[];
    if (issues.some((issue) => isIdentityPath(issue.path))) return { refused: 'identity' };
    // Deepest paths first, and later array items before earlier ones, so positions stay right.
    const ordered = [...issues].sort((a, b) =>
      String(b.path.join('\u0000')).localeCompare(String(a.path.join('\u0000'))),
    );
    for (const issue of ordered) {
      const limit = typeof issue.maximum === 'number' ? issue.maximum : undefined;
      const value = valueAt(current, issue.path);
      if (issue.code === 'too_big' && typeof value === 'string' && limit !== undefined) {
        current = changedAt(current, issue.path, () => shortenText(value, limit));
      } else {
        current = changedAt(current, removedPath(current, issue.path), () => undefined);
      }
      fields.push(fieldOf(issue.path));
    }
  }
  return parseIngestItem(current).success
    ? { item: current as IngestItem, fields }
    : { refused: 'unrepairable' };
}
