import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, fetch, type Response } from 'undici';
import { isPublicAddress } from './public-address.ts';

export const OUTBOUND_LIMITS = {
  /** Redirects followed, each target resolved, checked and pinned like the first link. */
  redirects: 3,
} as const;

/** Why the fetcher refused a link before or between its requests. */
export type OutboundRefusal =
  | 'notHttp'
  | 'notPublic'
  | 'unresolved'
  | 'tooManyRedirects'
  | 'redirectedAway';

export const OUTBOUND_MESSAGES: Record<OutboundRefusal, string> = {
  notHttp: 'That link is not an http(s) link.',
  notPublic: 'That link points at a private network address.',
  unresolved: 'That link’s host name does not resolve.',
  tooManyRedirects: `That link redirected more than ${OUTBOUND_LIMITS.redirects} times.`,
  redirectedAway: 'That link redirected away from http(s).',
};

/**
 * A link refused by the fetcher's rules, with the rule (`reason`) and a sentence saying which;
 * for `unresolved`, `cause` is the lookup's own error (its `code`: ENOTFOUND for a name with no
 * answer, EAI_AGAIN when no name server could be reached, as when the machine is offline).
 */
export class OutboundFetchError extends Error {
  constructor(
    readonly reason: OutboundRefusal,
    options?: { cause?: unknown },
  ) {
    super(OUTBOUND_MESSAGES[reason], options);
    this.name = 'OutboundFetchError';
  }
}

/** A host name's addresses, every answer (as `dns.promises.lookup(host, { all: true })`). */
export type ResolveHost = (hostname: string) => Promise<readonly LookupAddress[]>;

const systemResolve: ResolveHost = (hostname) => dnsLookup(hostname, { all: true });

export type OutboundFetcherOptions = {
  /** The one DNS lookup of each link and redirect target: the system resolver unless given. */
  resolve?: ResolveHost;
  /**
   * Which resolved addresses may be connected to: `isPublicAddress` (ipaddr.js `unicast` only)
   * unless given. Tests that need a second "public" host on loopback pass a wider rule.
   */
  isPublicAddress?: (address: string) => boolean;
  /**
   * The escape hatch for tests that serve from 127.0.0.1 and for private deployments
   * (`MEDIA_ALLOW_PRIVATE_HOSTS=true` through `config.mediaAllowPrivateHosts`): every address is
   * allowed, loopback and private networks included. Links are still resolved once and the
   * connection pinned to that answer; only the address check is skipped. Never on for links
   * from the internet in production: a link could then reach the server's own network.
   */
  allowPrivateHosts?: boolean;
  /**
   * Keep connections open between requests (alerts: the same endpoints again and again): one
   * undici Agent per host and checked answer, kept while it is used, at most KEPT_AGENTS_MAX. A
   * kept connection only ever goes where its host's check pointed; a host whose answer changes
   * gets another agent. Close them with `close()`.
   */
  keepAlive?: boolean;
};

/** Agents kept at most by a keep-alive fetcher (the least recently used one closes past it). */
export const KEPT_AGENTS_MAX = 256;
/** How long a kept connection stays open unused, ms (the server may close it sooner). */
const KEEP_ALIVE_MS = 30_000;

/** One request of the fetcher: GET unless given; the body for webhooks and alerts. */
export type OutboundRequest = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Ends the DNS lookup, the connection and the body alike; its reason is what rejects. */
  signal?: AbortSignal;
};

/** Headers a redirect to another origin must not carry (as fetch drops them). */
const CREDENTIAL_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);

const HTTP = /^https?:$/;

type Pinned = { hostname: string; addresses: LookupAddress[] };

/** The URL's host without the brackets of an IPv6 literal. */
const bareHost = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * `dns.lookup` as net.connect calls it, answering only the pinned host with its checked
 * addresses (all of them when asked for all, as Node's happy-eyeballs connect does, else the
 * first of the family asked for). It never resolves: undici connects where the check looked.
 */
function pinnedLookup(pinned: Pinned): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    const answers = pinned.addresses.filter((a) => !family || a.family === family);
    const first = answers[0];
    if (hostname.toLowerCase() !== pinned.hostname.toLowerCase() || !first) {
      const error: NodeJS.ErrnoException = new Error(`no pinned address for ${hostname}`);
      error.code = 'ENOTFOUND';
      callback(error, '', 0);
      return;
    }
    if (options.all) callback(null, answers);
    else callback(null, first.address, first.family);
  };
}

/** The promise, or the signal's reason as soon as it aborts (dns.lookup cannot be cancelled). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The one way the server fetches a URL that a user or a post supplied (post images, token image
 * links, token-link metadata; webhooks and alerts to come), so that it connects only where it
 * checked (server-side request forgery, DNS rebinding):
 *
 * - http(s) only. The host is resolved once (`dns.promises.lookup(host, { all: true })`); an IP
 *   literal is taken as its own answer. Every answer must pass `isPublicAddress` (ipaddr.js
 *   `unicast`, IPv4 embedded in IPv6 unwrapped: RFC 6890, RFC 6052, RFC 3056); one that does not
 *   refuses the link (`notPublic`), as does a name with no answer (`unresolved`).
 * - The request goes through an undici Agent whose `connect.lookup` answers only those checked
 *   addresses, so undici never resolves the name again; the URL is unchanged, so the Host header
 *   and the TLS servername (SNI) are the link's own host.
 * - Redirects are followed by hand (`redirect: 'manual'`), at most `OUTBOUND_LIMITS.redirects`
 *   (`tooManyRedirects`), each target http(s) (`redirectedAway`) and resolved, checked and pinned
 *   the same way. A 303, or a 301/302 of a POST, goes on as GET without the body; a redirect to
 *   another origin drops Authorization, Cookie and Proxy-Authorization.
 *
 * Resolves with the final response (any status that is no followed redirect), its body unread;
 * the caller reads or cancels it and applies its own size, type and time limits (through
 * `signal`). Rejects with an OutboundFetchError for a refused link, with the signal's reason when
 * it aborts, and with fetch's TypeError (its `cause` the network error) when the connection fails.
 */
export class OutboundFetcher {
  private readonly resolve: ResolveHost;
  private readonly allowed: (address: string) => boolean;
  /** Kept agents by host and checked answer, least recently used first (keepAlive). */
  private readonly kept: Map<string, Agent> | undefined;

  constructor(options: OutboundFetcherOptions = {}) {
    this.resolve = options.resolve ?? systemResolve;
    this.allowed = options.allowPrivateHosts
      ? () => true
      : (options.isPublicAddress ?? isPublicAddress);
    this.kept = options.keepAlive ? new Map() : undefined;
  }

  /** Closes the kept connections (keepAlive); the fetcher still works after, opening new ones. */
  async close(): Promise<void> {
    const agents = [...(this.kept?.values() ?? [])];
    this.kept?.clear();
    await Promise.all(agents.map((agent) => agent.close().catch(() => {})));
  }

  /** The agent for a pinned host: a kept one (keepAlive), else one for this request only. */
  private agentFor(pinned: Pinned): { agent: Agent; kept: boolean } {
    const lookup = pinnedLookup(pinned);
    if (!this.kept) return { agent: new Agent({ connect: { lookup } }), kept: false };
    const key = `${pinned.hostname.toLowerCase()} ${pinned.addresses
      .map((a) => a.address)
      .sort()
      .join(',')}`;
    let agent = this.kept.get(key);
    if (agent) this.kept.delete(key);
    else {
      agent = new Agent({
        connect: { lookup },
        keepAliveTimeout: KEEP_ALIVE_MS,
        keepAliveMaxTimeout: KEEP_ALIVE_MS,
      });
    }
    this.kept.set(key, agent);
    if (this.kept.size > KEPT_AGENTS_MAX) {
      const [oldest] = this.kept.entries();
      if (oldest) {
        this.kept.delete(oldest[0]);
        void oldest[1].close().catch(() => {});
      }
    }
    return { agent, kept: true };
  }

  /**
   * `link` fetched under the rules above: the final response, its body unread. Rejects with an
   * OutboundFetchError (`reason`: notHttp, notPublic, unresolved, tooManyRedirects,
   * redirectedAway), the signal's reason, or fetch's TypeError for a failed connection.
   */
  async fetch(link: string | URL, request: OutboundRequest = {}): Promise<Response> {
    let url = new URL(link);
    let method = (request.method ?? 'GET').toUpperCase();
    let body = request.body;
    let headers = { ...request.headers };
    for (let hop = 0; ; hop++) {
      if (!HTTP.test(url.protocol))
        throw new OutboundFetchError(hop ? 'redirectedAway' : 'notHttp');
      const pinned = await this.pin(url, request.signal);
      const { agent, kept } = this.agentFor(pinned);
      let response: Response;
      try {
        response = await fetch(url, {
          method,
          headers,
          body,
          redirect: 'manual',
          signal: request.signal,
          dispatcher: agent,
        });
      } catch (error) {
        if (!kept) void agent.destroy().catch(() => {});
        throw error;
      }
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || location === null) {
        // Closes once the caller has read or cancelled the body (a kept one stays open).
        if (!kept) void agent.close().catch(() => {});
        return response;
      }
      await response.body?.cancel().catch(() => {});
      if (!kept) void agent.destroy().catch(() => {});
      if (hop >= OUTBOUND_LIMITS.redirects) throw new OutboundFetchError('tooManyRedirects');
      if (!URL.canParse(location, url.href)) throw new OutboundFetchError('redirectedAway');
      const next = new URL(location, url);
      if (
        response.status === 303 ||
        ((response.status === 301 || response.status === 302) && method === 'POST')
      ) {
        if (method !== 'HEAD') method = 'GET';
        body = undefined;
      }
      if (next.origin !== url.origin) {
        headers = Object.fromEntries(
          Object.entries(headers).filter(([name]) => !CREDENTIAL_HEADERS.has(name.toLowerCase())),
        );
      }
      url = next;
    }
  }

  /** The link's host resolved once and every answer checked: the addresses to connect to. */
  private async pin(url: URL, signal: AbortSignal | undefined): Promise<Pinned> {
    const hostname = bareHost(url);
    const family = isIP(hostname);
    let addresses: LookupAddress[];
    if (family) {
      addresses = [{ address: hostname, family }];
    } else {
      try {
        addresses = [...(await untilAborted(this.resolve(hostname), signal))];
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new OutboundFetchError('unresolved', { cause: error });
      }
    }
    if (addresses.length === 0) throw new OutboundFetchError('unresolved');
    if (!addresses.every((a) => this.allowed(a.address))) {
      throw new OutboundFetchError('notPublic');
    }
    return { hostname, addresses };
  }
}
