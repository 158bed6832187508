import { z } from 'zod';
import { ChainSchema } from './chain.ts';
import { HttpUrl } from './http-url.ts';
import { EVM_ADDRESS, SOLANA_ADDRESS } from './rules/contract-addresses.ts';

/**
 * Issue 31: contract addresses read from a post's images. Only a source that vouches for an
 * address makes it `verified`; an address no source knows is shown as read, unverified.
 */

/** What vouched for an image address: a stored post's text, one of our launches, the offline
 *  asset store, the chain itself, or a matching EIP-55 checksum. */
export const IMAGE_ADDRESS_SOURCES = ['text', 'launch', 'asset', 'chain', 'checksum'] as const;
export const ImageAddressSourceSchema = z.enum(IMAGE_ADDRESS_SOURCES);
export type ImageAddressSource = z.infer<typeof ImageAddressSourceSchema>;

/** Where in the source image the address was read, in that image's pixels. */
export const ImageAddressBox = z.object({
  x: z.number().int().nonnegative(),
  y: z.number().int().nonnegative(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ImageAddressBox = z.infer<typeof ImageAddressBox>;

const SHAPE_MESSAGE = 'must be a Solana address (base58, 32–44) or 0x and 40 hex digits';

export const ImageAddress = z
  .object({
    address: z.string().max(64),
    chain: ChainSchema,
    imageUrl: HttpUrl,
    verified: z.boolean(),
    /** Present exactly when `verified` is true. */
    verifiedBy: ImageAddressSourceSchema.optional(),
    /** Where it was read: for an address wrapped over lines, the union of `boxes`. */
    box: ImageAddressBox.optional(),
    /** Issue 48: an address wrapped over two or more lines, each line's part, in reading order. */
    boxes: z.array(ImageAddressBox).min(2).max(4).optional(),
    /**
     * Issue 48: an address a source vouches for that differs from what the picture shows in a
     * character the reader was sure of (a look-alike twin). Never verified; shown as "did you
     * mean …?" beside the address as read. Only on an unverified address.
     */
    didYouMean: z
      .object({ address: z.string().max(64), verifiedBy: ImageAddressSourceSchema })
      .optional(),
  })
  .superRefine((value, ctx) => {
    const shape = value.chain === 'bnb' ? EVM_ADDRESS : SOLANA_ADDRESS;
    if (!shape.test(value.address)) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: SHAPE_MESSAGE });
    }
    if (value.verified !== (value.verifiedBy !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['verifiedBy'],
        message: 'must name its source exactly when the address is verified',
      });
    }
    if (value.didYouMean) {
      if (value.verified) {
        ctx.addIssue({
          code: 'custom',
          path: ['didYouMean'],
          message: 'is only for an unverified address',
        });
      }
      if (!shape.test(value.didYouMean.address) || value.didYouMean.address === value.address) {
        ctx.addIssue({
          code: 'custom',
          path: ['didYouMean', 'address'],
          message: `${SHAPE_MESSAGE}, other than the address read`,
        });
      }
    }
  });
export type ImageAddress = z.infer<typeof ImageAddress>;
