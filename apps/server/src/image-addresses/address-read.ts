import type { Chain } from '@launchdeck/protocol';

/**
 * One address a reader found in an image: its chain, the spellings it may be (most likely first:
 * the read and its OCR-confusion alternatives), and where in the image it was read. The shape of
 * reading/'s AddressRead, so the pipeline depends on the shape, not on an engine.
 */
export type AddressRead = {
  chain: Chain;
  alternatives: string[];
  box?: { x: number; y: number; width: number; height: number };
};
