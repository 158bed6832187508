import { EXTENSIONS } from '@launchdeck/protocol';
import { baseManifest, type ExtensionManifest } from '../shared/manifest.ts';

const DESCRIPTION =
  'Send any image on the web to your open Launchdeck deploy form; search images for selected words.';

/** The options page's longer words. */
export const IMAGE_SEARCH_PURPOSE =
  'Right-click any image and choose “Use image in Launchdeck” to add it to your open deploy form; right-click selected words to search images for them.';

/** The image extension's manifest: the shared parts only. */
export function imageSearchManifest(version: string): ExtensionManifest {
  return baseManifest(EXTENSIONS.imageSearch.name, DESCRIPTION, version);
}
