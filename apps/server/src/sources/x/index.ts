export type { ConnectorDeps } from '../connector-kit.ts';
export {
  X_DEFAULTS,
  type XFilteredStreamOptions,
  XFilteredStreamSource,
} from './filtered-stream.ts';
export { mapStreamMessage, xPostId } from './map-tweet.ts';
