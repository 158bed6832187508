import type { LaunchRequest } from '../launcher.ts';

/** An image file as a platform's upload takes it. */
export type ImageFile = { bytes: Uint8Array; contentType: string; fileName: string };

/**
 * The token's image as a file (research §1b, §1d, §1e: the bonk worker, Bags and four.meme take
 * the file itself, and four.meme refuses links). A link is fetched, an uploaded image decoded, a
 * drawn one rendered as PNG.
 */
export interface TokenImages {
  load(request: LaunchRequest, signal: AbortSignal): Promise<ImageFile>;
}

/**
 * Reads a link to an image we host ourselves without HTTP (own-images.ts), or answers null for
 * any other link. The public-host guard would refuse our own loopback or private address, and a
 * request to ourselves would cost a round trip on the launch path.
 */
export type OwnImageReader = (url: string) => Promise<ImageFile> | null;
