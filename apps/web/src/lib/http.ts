import { ErrorBody, MESSAGES, SESSION_HEADER } from '@launchdeck/protocol';
import type { z } from 'zod';

/** Shown when the request never reached the server (offline, server down). Not a spec string. */
export const NETWORK_ERROR = 'Cannot reach the server. Check your connection and try again.';

/**
 * Why a call failed: `network` never reached the server; `refused` is the server's own answer
 * (an ErrorBody: wrong password, not an admin, rate limited, …); `unreadable` is an answer that
 * is not what the protocol promises (a proxy's HTML error page, a body the schema rejects).
 */
export type ApiFailure = 'network' | 'refused' | 'unreadable';

/** A failed call: `message` is one human sentence, ready to show; the server's own when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly failure: ApiFailure,
    /** The HTTP status; 0 when the server was never reached. */
    readonly status: number,
    message: string,
    /** The server's per-field detail for a refused body (ErrorBody `fields`). */
    readonly fields: Readonly<Record<string, string>> = {},
    /** A refusal's whole body, for the calls whose refusals say more (TwoFactorErrorBody). */
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

/** A JSON request body: one of the protocol's `*RequestBody` types. */
export type JsonBody = Readonly<Record<string, unknown>>;

export type RequestOptions = {
  /** The session of the signed-in user, sent as the `x-session-id` header. */
  session?: string | null;
  /** Added to the path as a query string; undefined values are left out. */
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
  /** Aborts the call (a screen that closed); the abort is rethrown as is, not as an ApiError. */
  signal?: AbortSignal;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function withQuery(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function request<S extends z.ZodType>(
  method: Method,
  path: string,
  response: S,
  body: JsonBody | undefined,
  options: RequestOptions,
): Promise<z.output<S>> {
  const headers: Record<string, string> = {};
  // Only a call with a body says it is JSON: the server refuses an empty JSON body.
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.session) headers[SESSION_HEADER] = options.session;

  let answer: Response;
  try {
    answer = await fetch(withQuery(path, options.query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError('network', 0, NETWORK_ERROR);
  }

  const json: unknown = await answer.json().catch(() => undefined);
  if (!answer.ok) {
    const refusal = ErrorBody.safeParse(json);
    if (!refusal.success) throw new ApiError('unreadable', answer.status, MESSAGES.internal);
    throw new ApiError('refused', answer.status, refusal.data.error, refusal.data.fields, json);
  }
  const parsed = response.safeParse(json);
  if (!parsed.success) throw new ApiError('unreadable', answer.status, MESSAGES.internal);
  return parsed.data;
}

/** GETs `path` and parses the answer with its protocol schema; failures become ApiError. */
export const get = <S extends z.ZodType>(
  path: string,
  response: S,
  options: RequestOptions = {},
): Promise<z.output<S>> => request('GET', path, response, undefined, options);

/** POSTs `body` as JSON (none when undefined) and parses the answer; failures become ApiError. */
export const post = <S extends z.ZodType, B extends JsonBody>(
  path: string,
  response: S,
  body?: B,
  options: RequestOptions = {},
): Promise<z.output<S>> => request('POST', path, response, body, options);

/** PUTs `body` as JSON (a whole replacement of what `path` names) and parses the answer. */
export const put = <S extends z.ZodType, B extends JsonBody>(
  path: string,
  response: S,
  body: B,
  options: RequestOptions = {},
): Promise<z.output<S>> => request('PUT', path, response, body, options);

/** DELETEs `path` (some routes name what to delete in a body) and parses the answer. */
export const del = <S extends z.ZodType, B extends JsonBody>(
  path: string,
  response: S,
  body?: B,
  options: RequestOptions = {},
): Promise<z.output<S>> => request('DELETE', path, response, body, options);
