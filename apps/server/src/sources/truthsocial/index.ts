export { htmlToText } from './html-text.ts';
export { mapStatus, truthPostId } from './map-status.ts';
export {
  TRUTHSOCIAL_DEFAULTS,
  type TruthSocialOptions,
  TruthSocialSource,
} from './truth-social-source.ts';
