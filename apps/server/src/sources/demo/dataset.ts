import { EXTERNAL_SCENES } from './dataset/scenes-external.ts';
import { HOSTILE_SCENES } from './dataset/scenes-hostile.ts';
import { LANGUAGE_SCENES } from './dataset/scenes-languages.ts';
import { ORIGINAL_SCENES } from './dataset/scenes-originals.ts';
import { PLATFORM_SCENES } from './dataset/scenes-platforms.ts';
import { PROFILE_SCENES } from './dataset/scenes-profiles.ts';
import { THREAD_SCENES } from './dataset/scenes-threads.ts';

export type { Scene, SceneStep } from './dataset/build.ts';

/** Every scene the demo replay plays, by theme. */
export const DEMO_SCENES = [
  ...ORIGINAL_SCENES,
  ...THREAD_SCENES,
  ...LANGUAGE_SCENES,
  ...PLATFORM_SCENES,
  ...PROFILE_SCENES,
  ...EXTERNAL_SCENES,
  ...HOSTILE_SCENES,
];
