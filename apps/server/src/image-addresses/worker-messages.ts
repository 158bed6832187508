import type { AddressRead } from './reading/index.ts';

/** The pool → reader thread message: one image to read. */
export type ReadRequest = { id: number; image: Uint8Array };
/** The reader thread → pool answer: the image's reads, or why it could not read it. */
export type ReadReply = { id: number; reads: AddressRead[] } | { id: number; error: string };
