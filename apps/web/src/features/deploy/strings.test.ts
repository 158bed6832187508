import { TRANSLATE_TEXT_MESSAGES, TRANSLATION_TEXT } from '@launchdeck/protocol';
import { configurationLeaks } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR } from '../../lib/http.ts';
import { IMAGE_SETTINGS_TEXT } from '../deploy-settings/image-settings/image-settings-text.ts';
import { REFERRAL_TEXT } from '../deploy-settings/referral/referral-text.ts';
import * as deploySettingsText from '../deploy-settings/strings.ts';
import { WHITELISTS_TEXT } from '../deploy-settings/whitelists/whitelists-text.ts';
import { IMAGE_TEXT } from './images/strings.ts';
import { DEPLOY_TEXT } from './strings.ts';
import { TOOLBAR_TEXT } from './toolbar/strings.ts';

describe("the deploy and translation paths' strings in the browser", () => {
  it('name no configuration: no environment variable, no "set X", no provider setting', () => {
    expect(
      configurationLeaks({
        DEPLOY_TEXT,
        IMAGE_TEXT,
        TOOLBAR_TEXT,
        ...deploySettingsText,
        IMAGE_SETTINGS_TEXT,
        REFERRAL_TEXT,
        WHITELISTS_TEXT,
        TRANSLATE_TEXT_MESSAGES,
        TRANSLATION_TEXT,
        NETWORK_ERROR,
      }),
    ).toEqual([]);
  });
});
