import type { AccountImageSetting, DeploySettings, ImageSettingType } from '../deploy-settings.ts';

/** What a prefilled launch starts with: the post's image, a drawn one, or a link of the trader's. */
export type ImageChoice = { type: ImageSettingType } | { type: 'custom'; url: string };

/** The facts about a post the image settings look at. */
export type ImageChoicePost = {
  authorHandle: string;
  /** DA §3 isProfileUpdate / isFollowingUpdate. */
  isProfileUpdate?: boolean;
  isFollowingUpdate?: boolean;
  /** Whether the post shows media of its own (else its only image is the author's picture). */
  hasMedia: boolean;
};

type ImageSettings = Pick<DeploySettings, 'defaultImageSettings' | 'accountImageSettings'>;

function accountChoice(setting: AccountImageSetting): ImageChoice | null {
  if (setting.imageType !== 'custom') return { type: setting.imageType };
  const url = setting.customFile || setting.customUrl;
  return url ? { type: 'custom', url } : null;
}

/**
 * DA §2 Image Settings, in order: a profile or following update keeps its new picture while the
 * don't-override switch is on; else the author's own override (its handle lowercased, a custom one
 * without an image is skipped); else the default for a post with media, or for one whose only
 * image is the author's picture.
 */
export function imageChoiceForPost(post: ImageChoicePost, settings: ImageSettings): ImageChoice {
  const defaults = settings.defaultImageSettings;
  const update = post.isProfileUpdate === true || post.isFollowingUpdate === true;
  if (update && defaults.disableAsciiOnProfileUpdates) return { type: 'use_image' };
  const handle = post.authorHandle.trim().replace(/^@/, '').toLowerCase();
  const own = settings.accountImageSettings[handle];
  const chosen = own ? accountChoice(own) : null;
  if (chosen) return chosen;
  return { type: post.hasMedia ? defaults.mediaImageType : defaults.profileImageType };
}

/** DA §5: an account override's username, stored lowercase without '@'; '' when none was typed. */
export function normalizeImageAccount(value: string): string {
  return value.trim().replace(/^@/, '').toLowerCase();
}
