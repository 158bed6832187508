import { HttpStatusError, rateLimitResetAt } from '../connector-kit.ts';
import { type XProblem, type XRule, XRulesChangeResponse, XRulesResponse } from './payload.ts';
import { RULE_TAG } from './stream-rules.ts';

/**
 * Every field the mapping reads, asked for on the stream (X sends only what is asked; X API v2
 * fields reference). `note_tweet` carries a long post's whole text (`text` stops at ~280
 * characters) and `edit_history_tweet_ids` ties an edit to its first version; both are asked for
 * the included (quoted, reposted, replied-to) tweets too, as tweet.fields applies to them.
 */
export const STREAM_QUERY = {
  expansions:
    'author_id,attachments.media_keys,referenced_tweets.id,referenced_tweets.id.author_id',
  'tweet.fields':
    'created_at,entities,referenced_tweets,attachments,author_id,conversation_id,note_tweet,edit_history_tweet_ids',
  'user.fields': 'name,username,profile_image_url,verified',
  'media.fields': 'url,preview_image_url,type,variants',
} as const;

const RULES_PATH = '/2/tweets/search/stream/rules';
const STREAM_PATH = '/2/tweets/search/stream';

export type XApiOptions = {
  baseUrl: string;
  bearerToken: string;
  fetch: typeof fetch;
  now: () => number;
  /** For the rule calls; the stream has its own stall watchdog. */
  requestTimeoutMs: number;
};

/** The filtered-stream endpoints, one method each. */
export class XApi {
  constructor(private readonly options: XApiOptions) {}

  async getRules(signal: AbortSignal): Promise<XRule[]> {
    const response = await this.request('GET', RULES_PATH, signal);
    return XRulesResponse.parse(await response.json()).data ?? [];
  }

  /** Answers the problems X reported for individual rules (they do not fail the request). */
  async deleteRules(ids: string[], signal: AbortSignal): Promise<XProblem[]> {
    const response = await this.request('POST', RULES_PATH, signal, { delete: { ids } });
    return XRulesChangeResponse.parse(await response.json()).errors ?? [];
  }

  async addRules(values: string[], signal: AbortSignal): Promise<XProblem[]> {
    const add = values.map((value) => ({ value, tag: RULE_TAG }));
    const response = await this.request('POST', RULES_PATH, signal, { add });
    return XRulesChangeResponse.parse(await response.json()).errors ?? [];
  }

  /** Opens the stream; the body is newline-delimited JSON that lasts until either side ends it. */
  async openStream(signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
    const query = new URLSearchParams(STREAM_QUERY).toString();
    const response = await this.request('GET', `${STREAM_PATH}?${query}`, signal, undefined, false);
    if (!response.body) throw new Error('the stream answered without a body');
    return response.body;
  }

  private async request(
    method: 'GET' | 'POST',
    path: string,
    signal: AbortSignal,
    body?: object,
    timeout = true,
  ): Promise<Response> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.options.bearerToken}`,
    };
    if (body) headers['content-type'] = 'application/json';
    const response = await this.options.fetch(`${this.options.baseUrl}${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
      signal: timeout
        ? AbortSignal.any([signal, AbortSignal.timeout(this.options.requestTimeoutMs)])
        : signal,
    });
    if (!response.ok) {
      // The body may explain (a problem object), but it is not needed and may be large.
      await response.body?.cancel().catch(() => {});
      const what = `${method} ${path.split('?')[0]}`;
      throw new HttpStatusError(
        response.status,
        what,
        rateLimitResetAt(response.headers, this.options.now()),
      );
    }
    return response;
  }
}
