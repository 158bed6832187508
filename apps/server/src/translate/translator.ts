import { shortenText } from '@launchdeck/protocol';
/**
 * The languages of a call, as DeepL-style codes (`EN`, `ZH`, `ZH-HANS`, `PT-BR`): each adapter
 * maps them to its service's own. No source: the service detects it.
 */
export type TranslateLanguages = { source?: string; target: string };

/** FC §7: a post is translated from whatever language it is in, into English. */
export const INTO_ENGLISH: TranslateLanguages = { target: 'EN' };

/**
 * FC §4 / §7, DA §7 and DESIGN "Translation": one interface, one adapter per hosted service.
 * Both adapters keep the order of the paragraphs, so the browser maps them back by position.
 */
export interface Translator {
  /** A short name for logs and messages ("DeepL", "LibreTranslate"). */
  readonly name: string;
  /** The paragraphs in the target language (English by default), one for one and in order. */
  translate(paragraphs: string[], languages?: TranslateLanguages): Promise<string[]>;
}

/** A failure of the upstream service, as one sentence that names no secret. */
export class TranslatorError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TranslatorError';
  }
}

/** Upstream calls give up after this long, so a stuck service cannot hold requests open. */
export const TRANSLATE_TIMEOUT_MS = 10_000;

export type UpstreamRequest = {
  service: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  timeoutMs: number;
};

/** An answer that arrived, whatever its status, with its body parsed as JSON when it is JSON. */
export type UpstreamAnswer = { status: number; ok: boolean; json: unknown };

/** POSTs JSON with a timeout; network failures and timeouts become TranslatorError sentences. */
export async function postJson(request: UpstreamRequest): Promise<UpstreamAnswer> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...request.headers,
      },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new TranslatorError(
      timedOut
        ? `${request.service} did not answer within ${request.timeoutMs / 1000} s`
        : `${request.service} could not be reached`,
      { cause: error },
    );
  }
  const json: unknown = await response.json().catch(() => undefined);
  return { status: response.status, ok: response.ok, json };
}

/** The upstream's own error text, shortened: it is shown to operators, not trusted. */
export function upstreamMessage(json: unknown, key: 'error' | 'message'): string | undefined {
  if (typeof json !== 'object' || json === null || !(key in json)) return undefined;
  const value = (json as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() ? shortenText(value.trim(), 200) : undefined;
}

/** Checks an adapter kept one translation per paragraph. */
export function expectSameCount(service: string, sent: number, got: number): void {
  if (sent !== got) {
    throw new TranslatorError(`${service} answered ${got} translations for ${sent} paragraphs`);
  }
}
