import { DEPLOY_LIMITS, IMAGE_SETTING_TYPES, type ImageChoice } from '@launchdeck/protocol';
import { z } from 'zod';

/**
 * DA §2 Image Settings: the image a form filled from a post starts with (`imageChoiceForPost`),
 * carried by the prefill so the pop-out panel starts the same way.
 */
export const PrefillImage = z.union([
  z.object({ type: z.enum(IMAGE_SETTING_TYPES) }),
  z.object({ type: z.literal('custom'), url: z.string().max(DEPLOY_LIMITS.imageUrlMax) }),
]);
export type PrefillImage = z.infer<typeof PrefillImage>;

/** What the form starts with: the image links it offers, in order, and what is selected. */
export type StartingImages = { urls: string[]; selected: 'first' | 'letter' | 'ascii' };

/**
 * DA §2 / §4: a form prefilled from a post offers the post's images. `use_image` (and no choice)
 * selects the first; `ascii` and `letter` start in that image mode, as if LETTER or ASCII were
 * pressed, the post's images still offered; `custom` puts the account's own image first and
 * selects it.
 */
export function startingImages(
  urls: readonly string[],
  choice: ImageChoice | undefined,
): StartingImages {
  if (choice?.type === 'ascii' || choice?.type === 'letter') {
    return { urls: [...urls], selected: choice.type };
  }
  if (choice?.type === 'custom' && choice.url) {
    return { urls: [choice.url, ...urls.filter((url) => url !== choice.url)], selected: 'first' };
  }
  return { urls: [...urls], selected: 'first' };
}
