import {
  ErrorBody,
  type ForgetLoginRequestBody,
  type LoginRequestBody,
  LoginResponseBody,
  MESSAGES,
  OkResponseBody,
  type RememberedLoginRequestBody,
  SESSION_HEADER,
  type TranslateRequestBody,
  TranslateResponseBody,
} from '@launchdeck/protocol';
import type { z } from 'zod';

/** Shown when the request never reached the server (offline, server down). Not a spec string. */
export const NETWORK_ERROR = 'Cannot reach the server. Check your connection and try again.';

/** A failed call: `message` is the server's ErrorBody sentence, ready to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type PostOptions = { sessionId?: string };

/** POSTs JSON and parses the answer with its protocol schema; failures become ApiError. */
async function post<S extends z.ZodType>(
  path: string,
  schema: S,
  body?: unknown,
  options: PostOptions = {},
): Promise<z.infer<S>> {
  const headers: Record<string, string> = {};
  // Only send a JSON content type with a body: the server refuses an empty JSON body.
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.sessionId) headers[SESSION_HEADER] = options.sessionId;

  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = ErrorBody.safeParse(json);
    throw new ApiError(response.status, error.success ? error.data.error : MESSAGES.internal);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError(response.status, MESSAGES.internal);
  return parsed.data;
}

export const login = (body: LoginRequestBody) => post('/api/login', LoginResponseBody, body);

export const loginRemembered = (body: RememberedLoginRequestBody) =>
  post('/api/login/remembered', LoginResponseBody, body);

export const forgetLogin = (body: ForgetLoginRequestBody) =>
  post('/api/login/forget', OkResponseBody, body);

export const logout = (sessionId: string) =>
  post('/api/logout', OkResponseBody, undefined, { sessionId });

export const translate = (sessionId: string, body: TranslateRequestBody) =>
  post('/api/translate', TranslateResponseBody, body, { sessionId });
