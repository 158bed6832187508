import { DEPLOY_LIMITS, type TokenLinksResponseBody } from '@launchdeck/protocol';
import type { Response } from 'undici';
import {
  OUTBOUND_LIMITS,
  OutboundFetchError,
  OutboundFetcher,
  type OutboundRefusal,
} from '../outbound/fetcher.ts';
import { BodyTooLarge, readTextCapped, whyUnreachable } from './limited-fetch.ts';

export const TOKEN_LINKS_LIMITS = {
  /** FC §7 json_uri: a token's metadata JSON is a few hundred bytes. */
  maxBytes: 256 * 1024,
  fetchMs: 5_000,
  /** Redirects followed, each to a host checked again (the outbound fetcher's limit). */
  redirects: OUTBOUND_LIMITS.redirects,
} as const;

export const TOKEN_LINKS_MESSAGES = {
  notHttp: 'json_uri must be an http(s) URL',
  notPublic: 'The token metadata link does not lead to a public address.',
  unresolved: 'The token metadata link’s host name does not resolve.',
  notHosted: 'No token metadata is hosted at that link.',
  unreachable: (detail: string) => `The token metadata link could not be loaded (${detail}).`,
  status: (status: number) => `The token metadata link answered HTTP ${status}.`,
  tooManyRedirects: 'The token metadata link redirected too many times.',
  redirectedAway: 'The token metadata link redirected away from http(s).',
  tooLarge: (maxBytes: number) =>
    `The token metadata at that link is larger than ${maxBytes / 1024} KB.`,
  notJson: 'The token metadata at that link is not a JSON object.',
} as const;

/** A refusal with the HTTP status it is answered with: 4xx for the link itself, 502 for its host. */
export class TokenLinksError extends Error {
  constructor(
    readonly status: 400 | 404 | 502,
    message: string,
  ) {
    super(message);
    this.name = 'TokenLinksError';
  }
}

export type TokenLinksOptions = {
  /** Our own hosted metadata by URI: undefined when the URI is not ours, null when ours but unknown. */
  ownMetadata: (uri: string) => Promise<Record<string, unknown> | null | undefined>;
  /**
   * The outbound fetcher the link and its redirects go through (resolved once, every address
   * checked, the connection pinned): public addresses only unless given. Tests that serve from
   * 127.0.0.1 pass `new OutboundFetcher({ allowPrivateHosts: true })`.
   */
  fetcher?: OutboundFetcher;
  fetchMs?: number;
};

const textAt = (value: unknown): string => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text.length <= DEPLOY_LIMITS.urlMax ? text : '';
};

/**
 * FC §7: the website and twitter of a token's metadata JSON: its own `website` / `twitter`, else
 * `extensions.website` / `extensions.twitter` (Metaplex-style), else `external_url` for the website.
 */
export function linksOf(json: Record<string, unknown>): TokenLinksResponseBody {
  const extensions =
    typeof json.extensions === 'object' && json.extensions !== null
      ? (json.extensions as Record<string, unknown>)
      : {};
  return {
    website: textAt(json.website) || textAt(extensions.website) || textAt(json.external_url),
    twitter: textAt(json.twitter) || textAt(extensions.twitter),
  };
}

/**
 * POST /api/token-links: fetches a token's metadata JSON on the browser's behalf, server side so
 * any host's CORS answers, and bounded so the server is no open proxy: http(s) only, public hosts
 * only with every redirect checked again, within 256 KB and 5 s, JSON only. Our own hosted
 * metadata is read from the store.
 */
export class TokenLinksReader {
  private readonly fetcher: OutboundFetcher;
  private readonly fetchMs: number;

  constructor(private readonly options: TokenLinksOptions) {
    this.fetcher = options.fetcher ?? new OutboundFetcher();
    this.fetchMs = options.fetchMs ?? TOKEN_LINKS_LIMITS.fetchMs;
  }

  async read(uri: string): Promise<TokenLinksResponseBody> {
    if (!URL.canParse(uri) || !/^https?:$/.test(new URL(uri).protocol)) {
      throw new TokenLinksError(400, TOKEN_LINKS_MESSAGES.notHttp);
    }
    const own = await this.options.ownMetadata(uri);
    if (own === null) throw new TokenLinksError(404, TOKEN_LINKS_MESSAGES.notHosted);
    return linksOf(own ?? (await this.fetchJson(new URL(uri))));
  }

  private async fetchJson(start: URL): Promise<Record<string, unknown>> {
    const deadline = AbortSignal.timeout(this.fetchMs);
    const unreachable = (error: unknown) =>
      new TokenLinksError(
        502,
        TOKEN_LINKS_MESSAGES.unreachable(whyUnreachable(error, deadline.aborted, this.fetchMs)),
      );
    let response: Response;
    try {
      response = await this.fetcher.fetch(start, {
        signal: deadline,
        headers: { accept: 'application/json' },
      });
    } catch (error) {
      if (error instanceof OutboundFetchError) throw refusal(error.reason);
      throw unreachable(error);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new TokenLinksError(502, TOKEN_LINKS_MESSAGES.status(response.status));
    }
    let text: string;
    try {
      text = await readTextCapped(response, TOKEN_LINKS_LIMITS.maxBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        throw new TokenLinksError(502, TOKEN_LINKS_MESSAGES.tooLarge(error.maxBytes));
      }
      throw unreachable(error);
    }
    return jsonObject(text);
  }
}

/** The fetcher's refusal as the route answers it: 400 for the link itself, 502 for its host. */
function refusal(reason: OutboundRefusal): TokenLinksError {
  switch (reason) {
    case 'notHttp':
      return new TokenLinksError(400, TOKEN_LINKS_MESSAGES.notHttp);
    case 'notPublic':
      return new TokenLinksError(400, TOKEN_LINKS_MESSAGES.notPublic);
    // A name with no answer is no address at all, private or public: said as it is.
    case 'unresolved':
      return new TokenLinksError(400, TOKEN_LINKS_MESSAGES.unresolved);
    case 'tooManyRedirects':
      return new TokenLinksError(502, TOKEN_LINKS_MESSAGES.tooManyRedirects);
    case 'redirectedAway':
      return new TokenLinksError(502, TOKEN_LINKS_MESSAGES.redirectedAway);
  }
}

function jsonObject(text: string): Record<string, unknown> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new TokenLinksError(502, TOKEN_LINKS_MESSAGES.notJson);
  }
  return json as Record<string, unknown>;
}
