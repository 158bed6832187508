import type { Response } from 'undici';
import {
  OutboundFetchError,
  OutboundFetcher,
  type OutboundRefusal,
} from '../../outbound/fetcher.ts';
import { abortable } from '../abortable.ts';
import { LaunchError, type LaunchRequest, type TokenImage } from '../launcher.ts';
import { decodeImageDataUrl } from './data-url.ts';
import {
  acceptedContentType,
  IMAGE_TYPES,
  type ImageContentType,
  sniffImageType,
} from './image-types.ts';
import { GeneratedPngs } from './png.ts';
import type { ImageFile, OwnImageReader, TokenImages } from './token-images.ts';

export const TOKEN_IMAGE_LIMITS = {
  /** A link that has not delivered its image by then is given up (ours; DA leaves it open). */
  fetchMs: 5_000,
  /** Larger than any platform takes (four.meme and Bags cap uploads lower). */
  maxBytes: 5 * 1024 * 1024,
  /** The form's speculative preparation and the click ask for the same image moments apart. */
  cacheMs: 60_000,
  cacheEntries: 4,
} as const;

const TYPES_IN_WORDS = 'a PNG, JPEG, GIF, WebP or BMP image';
const OR_GENERATED = 'Pick another image or use LETTER or ASCII.';

/** The sentences a trader reads after 'Token Creation Error: '. */
export const TOKEN_IMAGE_MESSAGES = {
  linkNotImage: `The token image at that link is not ${TYPES_IN_WORDS}. ${OR_GENERATED}`,
  linkNotLoaded: (detail: string) =>
    `The token image at that link could not be loaded (${detail}). ${OR_GENERATED}`,
  uploadNotImage: `The uploaded token image is not ${TYPES_IN_WORDS}. ${OR_GENERATED}`,
  tooLarge: (maxBytes: number) =>
    `The token image is larger than ${maxBytes / 1024 / 1024} MB. Pick a smaller image or use LETTER or ASCII.`,
} as const;

/**
 * Which way a link's image failed to load, for the operator (image-addresses/ logs and counts
 * skipped post images by it): `network` (no connection: refused, unreachable, reset, or the host
 * name not resolved), `timeout` (no whole answer within the time limit), `tooLarge` (over the
 * byte limit), `notImage` (not one of the raster types), `refusedHost` (a loopback, private or
 * otherwise non-public address), `http` (an error status), `badLink` (not http(s), too many
 * redirects, redirected away from http(s)).
 */
export type ImageLoadFailure =
  | 'network'
  | 'timeout'
  | 'tooLarge'
  | 'notImage'
  | 'refusedHost'
  | 'http'
  | 'badLink';

/**
 * A link's image not loaded: the trader's sentence (a LaunchError, equal to one with the same
 * sentence), and which `failure` it was.
 */
export class ImageLoadError extends LaunchError {
  readonly #failure: ImageLoadFailure;

  constructor(failure: ImageLoadFailure, message: string) {
    super(message);
    this.#failure = failure;
  }

  get failure(): ImageLoadFailure {
    return this.#failure;
  }
}

export type TokenImageLoaderOptions = {
  /** The fetch time limit (tests shorten it). */
  fetchMs?: number;
  now?: () => number;
  /**
   * The outbound fetcher links go through (resolved once, every address checked, the connection
   * pinned, each redirect checked again): public addresses only unless given. A link comes from a
   * browser or a post and must not reach the server's own network. Tests that serve images from
   * 127.0.0.1, and `MEDIA_ALLOW_PRIVATE_HOSTS` (app.ts), pass
   * `new OutboundFetcher({ allowPrivateHosts: true })`.
   */
  fetcher?: OutboundFetcher;
  /** The letter and ascii PNGs (the app shares its renderer and cache with the image routes). */
  pngs?: GeneratedPngs;
  /** Reads links to our own uploads and drawn images without HTTP (own-images.ts). */
  own?: OwnImageReader;
};

type Limits = {
  fetchMs: number;
  maxBytes: number;
  fetcher: OutboundFetcher;
};

/** The fetcher's refusals: which failure each is, and the words after 'could not be loaded'. */
const REFUSED: Record<OutboundRefusal, [ImageLoadFailure, string]> = {
  notHttp: ['badLink', 'not an http(s) link'],
  notPublic: ['refusedHost', 'not a public address'],
  // No answer for the name: the network (or its name servers) failed, not the address check.
  unresolved: ['network', 'its host name did not resolve'],
  tooManyRedirects: ['badLink', 'too many redirects'],
  redirectedAway: ['badLink', 'redirected away from http(s)'],
};

/** The refusal as the loader says it; an unresolved name with the lookup's code (EAI_AGAIN). */
function refused(error: OutboundFetchError): ImageLoadError {
  const [failure, words] = REFUSED[error.reason];
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  const detail = typeof code === 'string' ? `${words}: ${code}` : words;
  return new ImageLoadError(failure, TOKEN_IMAGE_MESSAGES.linkNotLoaded(detail));
}

const fileOf = (bytes: Uint8Array, contentType: ImageContentType): ImageFile => ({
  bytes,
  contentType,
  fileName: `image.${IMAGE_TYPES[contentType]}`,
});

/** Where a failed fetch stopped, in a few words: a timeout, or the network's error code. */
function whyNotLoaded(error: unknown, timedOut: boolean, fetchMs: number): string {
  if (timedOut) return `no answer within ${fetchMs / 1000} s`;
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? cause.code : 'network error';
}

/** The body, refused as soon as it passes `maxBytes` (a Content-Length may be absent or wrong). */
async function readCapped(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) {
      await body.cancel().catch(() => {});
      throw new ImageLoadError('tooLarge', TOKEN_IMAGE_MESSAGES.tooLarge(maxBytes));
    }
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

async function fetchImage(url: string, limits: Limits): Promise<ImageFile> {
  const deadline = AbortSignal.timeout(limits.fetchMs);
  const notLoaded = (failure: ImageLoadFailure, detail: string) =>
    new ImageLoadError(failure, TOKEN_IMAGE_MESSAGES.linkNotLoaded(detail));
  const failed = (error: unknown) =>
    notLoaded(
      deadline.aborted ? 'timeout' : 'network',
      whyNotLoaded(error, deadline.aborted, limits.fetchMs),
    );
  let response: Response;
  try {
    response = await limits.fetcher.fetch(url, {
      signal: deadline,
      headers: { accept: Object.keys(IMAGE_TYPES).join(',') },
    });
  } catch (error) {
    if (error instanceof OutboundFetchError) throw refused(error);
    throw failed(error);
  }
  const refuse = async (error: ImageLoadError) => {
    await response.body?.cancel().catch(() => {});
    return error;
  };
  if (!response.ok) throw await refuse(notLoaded('http', `HTTP ${response.status}`));
  if (!acceptedContentType(response.headers.get('content-type'))) {
    throw await refuse(new ImageLoadError('notImage', TOKEN_IMAGE_MESSAGES.linkNotImage));
  }
  if (Number(response.headers.get('content-length')) > limits.maxBytes) {
    throw await refuse(
      new ImageLoadError('tooLarge', TOKEN_IMAGE_MESSAGES.tooLarge(limits.maxBytes)),
    );
  }
  let bytes: Uint8Array;
  try {
    bytes = response.body ? await readCapped(response.body, limits.maxBytes) : new Uint8Array();
  } catch (error) {
    throw error instanceof ImageLoadError ? error : failed(error);
  }
  const type = sniffImageType(bytes);
  if (!type) throw new ImageLoadError('notImage', TOKEN_IMAGE_MESSAGES.linkNotImage);
  return fileOf(bytes, type);
}

function decodeDataUrl(dataUrl: string, maxBytes: number): ImageFile {
  const decoded = decodeImageDataUrl(dataUrl, maxBytes);
  if ('image' in decoded) return fileOf(decoded.image.bytes, decoded.image.contentType);
  throw new LaunchError(
    decoded.refused === 'tooLarge'
      ? TOKEN_IMAGE_MESSAGES.tooLarge(maxBytes)
      : TOKEN_IMAGE_MESSAGES.uploadNotImage,
  );
}

function cacheKey(image: TokenImage, name: string): string {
  if (image.kind === 'url') return `url:${image.url}`;
  if (image.kind === 'data') return `data:${image.dataUrl}`;
  return `${image.type}:${name}`;
}

/**
 * The token's image as a file (TokenImages): a link fetched within 5 s and 5 MB from a public
 * host (every redirect checked again), a link to our own upload or drawn image read from the
 * store or the renderer (no HTTP), an uploaded data URL decoded, a letter or ascii image rendered
 * as PNG. Only raster images pass: the type must be declared and shown by the file's first bytes.
 *
 * The last few images are kept a minute, in flight included, so the click reuses the image the
 * form's speculative preparation loaded. A load is therefore shared: it runs under its own 5 s
 * limit, and each caller's signal ends that caller's wait at once without failing the others.
 * A failed load is not kept, so trying again tries the link again.
 */
export class TokenImageLoader implements TokenImages {
  private readonly cache = new Map<string, { file: Promise<ImageFile>; expires: number }>();
  private readonly limits: Limits;
  private readonly now: () => number;
  private readonly pngs: GeneratedPngs;
  private readonly own: OwnImageReader | undefined;

  constructor(options: TokenImageLoaderOptions = {}) {
    this.limits = {
      fetchMs: options.fetchMs ?? TOKEN_IMAGE_LIMITS.fetchMs,
      maxBytes: TOKEN_IMAGE_LIMITS.maxBytes,
      fetcher: options.fetcher ?? new OutboundFetcher(),
    };
    this.now = options.now ?? Date.now;
    this.pngs = options.pngs ?? new GeneratedPngs();
    this.own = options.own;
  }

  load(request: LaunchRequest, signal: AbortSignal): Promise<ImageFile> {
    const key = cacheKey(request.image, request.name);
    const now = this.now();
    const cached = this.cache.get(key);
    if (cached && cached.expires > now) return abortable(cached.file, signal);
    const file = this.read(request.image, request.name);
    this.remember(key, file, now);
    file.catch(() => {
      if (this.cache.get(key)?.file === file) this.cache.delete(key);
    });
    return abortable(file, signal);
  }

  /**
   * A link's image fetched within the same time, size and host limits, uncached: a post's media
   * image (image-addresses/). Rejects with an ImageLoadError (a LaunchError) saying why it was not
   * loaded, its `failure` the kind.
   */
  fetchLink(url: string): Promise<ImageFile> {
    return fetchImage(url, this.limits);
  }

  private read(image: TokenImage, name: string): Promise<ImageFile> {
    if (image.kind === 'url') return this.own?.(image.url) ?? fetchImage(image.url, this.limits);
    if (image.kind === 'generated') {
      return this.pngs.png(image.type, name).then((bytes) => fileOf(bytes, 'image/png'));
    }
    // Decoding throws synchronously; as a rejection it reaches the caller the same way.
    return Promise.resolve().then(() => decodeDataUrl(image.dataUrl, this.limits.maxBytes));
  }

  private remember(key: string, file: Promise<ImageFile>, now: number): void {
    this.cache.delete(key);
    this.cache.set(key, { file, expires: now + TOKEN_IMAGE_LIMITS.cacheMs });
    for (const [old, entry] of this.cache) {
      if (this.cache.size <= TOKEN_IMAGE_LIMITS.cacheEntries && entry.expires > now) break;
      this.cache.delete(old);
    }
  }
}
