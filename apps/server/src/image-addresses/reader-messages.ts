import type { AddressRead } from './reading/index.ts';

/** The server → reader process message: one image to read. */
export type ReadRequest = { id: number; image: Uint8Array };

/**
 * The reader process → server answer: the image's reads, or why it could not read it; with the
 * reader's resident size after the read, in bytes, so the server can replace a reader grown too
 * big.
 */
export type ReadReply = ({ id: number; reads: AddressRead[] } | { id: number; error: string }) & {
  rss: number;
};
