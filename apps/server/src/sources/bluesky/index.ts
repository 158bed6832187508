export {
  BLUESKY_DEFAULTS,
  BlueskyJetstreamSource,
  type BlueskyOptions,
} from './jetstream-source.ts';
export { type Identity, mapJetstreamEvent } from './map-event.ts';
export { bskyPostId } from './post-ids.ts';
