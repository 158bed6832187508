import { ImageLoadError, type ImageLoadFailure } from '../deploy/index.ts';

/**
 * Why a post image was not read. The media loader's failures (`ImageLoadFailure`: network,
 * timeout, tooLarge in bytes, notImage, refusedHost, http, badLink), then the server's own:
 * `tooManyPixels` (the header declares more pixels than MAX_PICTURE_PIXELS, picture-size.ts),
 * `readerMemory` (the reader process passed its memory ceiling during the read and was ended),
 * `readerTimeout` (the read took longer than its time limit), `readerFailed` (the reader process
 * crashed or could not read it), and `queueFull` (dropped unread: the queue of posts was full).
 */
export type SkipCause =
  | ImageLoadFailure
  | 'tooManyPixels'
  | 'readerMemory'
  | 'readerTimeout'
  | 'readerFailed'
  | 'queueFull';

/** Each cause in a few words, for the summary line of repeated skips (skip-log.ts). */
export const SKIP_CAUSE_WORDS: Record<SkipCause, string> = {
  network: 'network unreachable (no connection, or the host name did not resolve)',
  timeout: 'no answer within the time limit',
  tooLarge: 'file too large',
  notImage: 'not a picture',
  refusedHost: 'refused host (not a public address)',
  http: 'an HTTP error status',
  badLink: 'link refused (not http(s), or too many redirects)',
  tooManyPixels: 'picture too large (pixels)',
  readerMemory: 'the image reader passed its memory ceiling',
  readerTimeout: 'the image reader took too long',
  readerFailed: 'the image reader failed',
  queueFull: 'dropped, the queue was full',
};

/** A post image not read, with its `skipCause` and a sentence saying why. */
export class ImageSkipError extends Error {
  constructor(
    readonly skipCause: SkipCause,
    message: string,
  ) {
    super(message);
    this.name = 'ImageSkipError';
  }
}

/** The cause of a failed step on one image: the error's own, else `fallback`. */
export function skipCauseOf(error: unknown, fallback: SkipCause): SkipCause {
  if (error instanceof ImageSkipError) return error.skipCause;
  if (error instanceof ImageLoadError) return error.failure;
  return fallback;
}
