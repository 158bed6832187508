import { type Mock, vi } from 'vitest';

export type FetchMock = Mock<(input: string, init?: RequestInit) => Promise<Response>>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Replaces the global fetch; the handler plays the server. */
export function stubFetch(
  handler: (url: string, init?: RequestInit) => Response | Promise<Response>,
): FetchMock {
  const mock: FetchMock = vi.fn(async (input: string, init?: RequestInit) => handler(input, init));
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The URL and parsed JSON body of the n-th fetch call. */
export function sent(mock: FetchMock, n = 0): { url: string; body: unknown; init?: RequestInit } {
  const call = mock.mock.calls[n];
  if (!call) throw new Error(`fetch was called ${mock.mock.calls.length} times`);
  const [url, init] = call;
  const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  return { url, body, init };
}

/** Every request to `url`, in the order sent, as `sent` reads one. */
export function sentTo(
  mock: FetchMock,
  url: string,
): { url: string; body: unknown; init?: RequestInit }[] {
  return mock.mock.calls.flatMap((call, n) => (call[0] === url ? [sent(mock, n)] : []));
}

/** A promise the test settles by hand, for holding a request open. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}
