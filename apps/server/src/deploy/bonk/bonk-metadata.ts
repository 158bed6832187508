import type { ImageFile } from '../images/token-images.ts';
import { LaunchError } from '../launcher.ts';
import { PLATFORM_TIMEOUT_MS, platformCall, platformErrorText } from './platform-call.ts';

/**
 * The metadata JSON the bonk worker stores (research §1b). The worker is said to accept only
 * `createdOn: "https://bonk.fun"` (a code comment, unconfirmed as an official API).
 */
export type BonkTokenMetadata = {
  createdOn: 'https://bonk.fun';
  description: string;
  image: string;
  name: string;
  symbol: string;
  website: string;
  twitter: string;
};

export type BonkMetadataOptions = { url: string; timeoutMs?: number };

const PLATFORM = 'The bonk.fun metadata host';

/**
 * The letsbonk metadata worker every PumpPortal bonk example uses (research §1b; unofficial, it
 * can vanish without notice): the image file first, then the JSON that links it. Each answers
 * the stored file's URI as text (some deployments answer JSON `{success, url}`; both are read).
 */
export class BonkMetadataClient {
  private readonly timeoutMs: number;

  constructor(private readonly options: BonkMetadataOptions) {
    this.timeoutMs = options.timeoutMs ?? PLATFORM_TIMEOUT_MS;
  }

  /** Uploads the image (multipart field `image`); resolves with its URI. */
  uploadImage(image: ImageFile, signal: AbortSignal): Promise<string> {
    const form = new FormData();
    form.append('image', new Blob([image.bytes], { type: image.contentType }), image.fileName);
    return this.upload('/upload/img', 'image', form, signal);
  }

  /** Uploads the metadata JSON; resolves with its URI, the one the token points at. */
  uploadMetadata(metadata: BonkTokenMetadata, signal: AbortSignal): Promise<string> {
    return this.upload('/upload/meta', 'metadata', JSON.stringify(metadata), signal);
  }

  private upload(
    path: string,
    what: 'image' | 'metadata',
    body: FormData | string,
    signal: AbortSignal,
  ): Promise<string> {
    const url = new URL(path, this.options.url);
    const headers: Record<string, string> =
      typeof body === 'string' ? { 'content-type': 'application/json' } : {};
    return platformCall(
      { platform: PLATFORM, timeoutMs: this.timeoutMs, signal },
      async (callSignal) => {
        const response = await fetch(url, { method: 'POST', headers, body, signal: callSignal });
        const text = (await response.text()).trim();
        if (!response.ok) {
          const reason = platformErrorText(text);
          throw new LaunchError(
            `The bonk.fun ${what} upload failed (HTTP ${response.status}${reason ? `: ${reason}` : ''}); nothing was sent. Try again in a moment.`,
          );
        }
        const uri = uriOf(text);
        if (uri === undefined)
          throw new LaunchError(
            `The bonk.fun ${what} upload answered without a link; nothing was sent. Try again in a moment.`,
          );
        return uri;
      },
    );
  }
}

/** The URI in the worker's answer: the text itself, or `url` of `{success: true, url}`. */
function uriOf(text: string): string | undefined {
  let candidate: unknown = text;
  if (text.startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as { success?: unknown; url?: unknown };
      candidate = parsed.success === false ? undefined : parsed.url;
    } catch {
      return undefined;
    }
  }
  if (typeof candidate !== 'string' || !URL.canParse(candidate)) return undefined;
  const { protocol } = new URL(candidate);
  return protocol === 'https:' || protocol === 'http:' ? candidate : undefined;
}
