import {
  type AccountImageSetting,
  type AccountImageType,
  IMAGE_SETTINGS_MESSAGES,
  normalizeImageAccount,
} from '@launchdeck/protocol';
import { IMAGE_SETTINGS_TEXT } from './image-settings-text.ts';

/** The account override form as typed. */
export type AccountOverrideDraft = {
  username: string;
  imageType: AccountImageType;
  /** Custom: an image link typed by the trader. */
  customUrl: string;
  /** Custom: the hosted link of an uploaded file ('' for none). */
  customFile: string;
};

const HTTP_LINK = /^https?:\/\/[^\s<>"]+$/i;

/**
 * DA §5 account image override: a username is required ('Please enter a username') and stored
 * lowercase without '@'; a custom image needs a link or an uploaded file, and a link must be an
 * http(s) one (what a launch can send as image_url). Other types keep no image.
 */
export function accountOverrideFrom(
  draft: AccountOverrideDraft,
): { username: string; setting: AccountImageSetting } | { error: string } {
  const username = normalizeImageAccount(draft.username);
  if (!username) return { error: IMAGE_SETTINGS_MESSAGES.usernameRequired };
  if (draft.imageType !== 'custom') {
    return { username, setting: { imageType: draft.imageType, customUrl: '', customFile: '' } };
  }
  const customUrl = draft.customUrl.trim();
  if (!customUrl && !draft.customFile)
    return { error: IMAGE_SETTINGS_MESSAGES.customImageRequired };
  if (customUrl && !HTTP_LINK.test(customUrl)) return { error: IMAGE_SETTINGS_TEXT.linkInvalid };
  return { username, setting: { imageType: 'custom', customUrl, customFile: draft.customFile } };
}

/** The image an override shows in the list: the uploaded file first, as the launch takes it. */
export const customImageOf = (setting: AccountImageSetting) =>
  setting.customFile || setting.customUrl;
