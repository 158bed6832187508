import type { Chain } from '@launchdeck/protocol';

/** A rectangle in the pixels of the source image. */
export type ImageBox = { x: number; y: number; width: number; height: number };

/** One address read from an image. */
export type AddressRead = {
  chain: Chain;
  /**
   * Candidate spellings: the readings, most likely first (at most 8), then look-alike twins (at
   * most 96), each already shaped like an address of its chain (base58 32-44 without 0 O I l;
   * 0x + 40 hex).
   */
  alternatives: string[];
  /**
   * Issue 48: how many of the leading `alternatives` may be verified: the best reading, and
   * spellings that differ from it only where the recogniser was unsure, in characters it named
   * itself there. The rest are look-alike twins (a character the recogniser was sure of changed),
   * at most a "did you mean". Absent: 1 (only the best reading); 0 when the best reading is not an
   * address as the picture shows it (a sure character outside the chain's alphabet repaired).
   */
  verifiable?: number;
  /** Where it was read; for an address wrapped over lines, the union of `boxes`. */
  box?: ImageBox;
  /** Issue 48: an address wrapped over lines, each line's part, in reading order (2..4). */
  boxes?: ImageBox[];
};

export type ImageReader = {
  /**
   * Reads the addresses in one image (PNG/JPEG/WebP/GIF first frame bytes). CPU-bound; runs
   * inside a worker thread owned by the pool. Never throws for an undecodable image: returns [].
   */
  read(image: Uint8Array): Promise<AddressRead[]>;
  close(): Promise<void>;
};

/**
 * One character as an engine read it, with the engine's confidence (0-100) and its place; an
 * engine that says what else the character may be lists those in `others`, most likely first.
 */
export type OcrChar = {
  char: string;
  confidence: number;
  box?: ImageBox;
  others?: { char: string; probability: number }[];
};

/** A line of text as an engine read it: its characters in order, words separated by spaces. */
export type OcrLine = OcrChar[];
