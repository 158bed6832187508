import { HttpStatusError, rateLimitResetAt } from '../connector-kit.ts';
import { MastodonAccount } from './payload.ts';

/** A page of statuses; Mastodon answers up to 40. */
export const STATUS_PAGE = 40;

export type TruthApiOptions = {
  baseUrl: string;
  token?: string;
  userAgent?: string;
  fetch: typeof fetch;
  now: () => number;
  requestTimeoutMs: number;
};

/** The two Mastodon calls the poller needs, one method each. */
export class TruthApi {
  constructor(private readonly options: TruthApiOptions) {}

  /** GET /api/v1/accounts/lookup?acct=<handle> */
  async lookup(handle: string, signal: AbortSignal): Promise<MastodonAccount> {
    const query = new URLSearchParams({ acct: handle });
    return MastodonAccount.parse(await this.get(`/api/v1/accounts/lookup?${query}`, signal));
  }

  /**
   * GET /api/v1/accounts/:id/statuses, newest first. Items come back unchecked: one odd status
   * must not hide the others, so the caller checks each.
   */
  async statuses(accountId: string, sinceId: string | undefined, signal: AbortSignal) {
    const query = new URLSearchParams();
    if (sinceId) query.set('since_id', sinceId);
    query.set('limit', String(STATUS_PAGE));
    const path = `/api/v1/accounts/${encodeURIComponent(accountId)}/statuses?${query}`;
    const body = await this.get(path, signal);
    if (!Array.isArray(body)) throw new Error('statuses: the answer is not a list');
    return body as unknown[];
  }

  private async get(path: string, signal: AbortSignal): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    if (this.options.userAgent) headers['user-agent'] = this.options.userAgent;
    const response = await this.options.fetch(`${this.options.baseUrl}${path}`, {
      headers,
      signal: AbortSignal.any([signal, AbortSignal.timeout(this.options.requestTimeoutMs)]),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new HttpStatusError(
        response.status,
        `GET ${path.split('?')[0]}`,
        rateLimitResetAt(response.headers, this.options.now()),
      );
    }
    return response.json();
  }
}
