import {
  CreateTokenRequest,
  DEPLOY_MESSAGES,
  type DeployMode,
  deployFieldError,
  fieldLimits,
  graphemePrefix,
  type LaunchTrigger,
  normalizeLaunchText,
  normalizeTwitter,
  type Preset,
  presetToken,
  type TrackerSettings,
} from '@launchdeck/protocol';
import { KEYS, read } from '../../../lib/storage.ts';
import { translateName } from '../form/translate-name.ts';
import type { LaunchBuild, LaunchOutcome } from '../launch/launch-send.ts';
import { gweiOrDefault } from '../launch/request.ts';
import { cutToLength } from '../prefill/token-name.ts';
import {
  firstPostImage,
  postLink,
  type QuickTarget,
  quickBuyAmount,
  quickMode,
} from '../toolbar/toolbar-launch.ts';

/** DA §3 preset mode: its own platform, or for 'default' the author's whitelist, else the default. */
export function presetMode(preset: Preset, target: QuickTarget, settings: TrackerSettings) {
  return preset.mode === 'default' ? quickMode(target.post, settings) : preset.mode;
}

/**
 * DA §3 preset image type: the post's first image (letter when it has none), ASCII or LETTER
 * drawn from the name, or the preset's own image link (letter when it has none).
 */
export function presetImage(
  preset: Preset,
  target: QuickTarget,
): { image_type: 'ascii' | 'letter' | null; image_url: string | null } {
  const url =
    preset.imageType === 'image_in_post'
      ? firstPostImage(target.post)
      : preset.imageType === 'custom'
        ? preset.customImage.trim() || null
        : null;
  if (url) return { image_type: null, image_url: url };
  return { image_type: preset.imageType === 'ascii' ? 'ascii' : 'letter', image_url: null };
}

/**
 * DA §3 a preset's `create_token`: the name and ticker `presetToken` makes of the target's text
 * (the name replaced by its Chinese translation when the preset translates, sent with
 * translate_to_chinese), both cut to the mode's limits, the preset's image, the post's link as
 * twitter, the toolbar's buy amount, the stored gas price on bnb; the post it came from and the
 * hotkey that sent it (`trigger`, issue 50), for My Launches.
 */
export function presetBuild(
  preset: Preset,
  target: QuickTarget,
  settings: TrackerSettings,
  mode: DeployMode,
  translatedName?: string,
  trigger?: LaunchTrigger,
): LaunchBuild {
  return (who) => {
    const token = presetToken(preset, target.text);
    const { nameMax, symbolMax } = fieldLimits(mode);
    const amount = quickBuyAmount(mode, settings, who.wallet);
    const parsed = CreateTokenRequest.safeParse({
      type: 'create_token',
      mode,
      ...normalizeLaunchText(
        cutToLength(translatedName ?? token.name, nameMax),
        graphemePrefix(token.ticker, symbolMax, 'utf-16'),
      ),
      twitter: normalizeTwitter(postLink(target.post) ?? ''),
      // The post it came from and the hotkey, so My Launches lists it as such (issue 50).
      source_tweet_id: target.post.id,
      source_tweet_author: target.post.author.handle,
      source_tweet_text: target.post.text,
      ...(trigger ? { trigger } : {}),
      ...presetImage(preset, target),
      buy_amount: mode === 'usd1' ? amount / 1000 : amount,
      api_key: who.apiKey,
      session_id: who.sessionId,
      axiom: false,
      ...(mode === 'bnb' ? { gwei: gweiOrDefault(read(KEYS.bnbGwei) ?? '') } : {}),
      ...(translatedName === undefined ? {} : { translate_to_chinese: true }),
      request_id: who.requestId,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { ok: false, error: `${String(issue?.path[0] ?? 'Request')} ${issue?.message}` };
    }
    const fieldError = deployFieldError(parsed.data);
    if (fieldError) return { ok: false, error: fieldError };
    return { ok: true, send: { event: 'debug_request', request: parsed.data }, mints: 1 };
  };
}

export type PresetLaunchDeps = {
  sendLaunch: (mode: DeployMode, build: LaunchBuild) => LaunchOutcome;
  settings: () => TrackerSettings;
  /** The signed-in session, for the translation; null when logged out. */
  sessionId: () => string | null;
  translate?: typeof translateName;
};

/** A preset launch's outcome: the launch's, or the translation that failed before it (DA §8). */
export type PresetOutcome = LaunchOutcome | { ok: false; reason: 'translation'; message: string };

/**
 * A preset's keybind pressed over the target: launched at once, or for a preset that translates
 * to Chinese, once POST /api/translate-text answers (DA §7); a failed translation launches nothing.
 */
export async function launchPreset(
  deps: PresetLaunchDeps,
  preset: Preset,
  target: QuickTarget,
  trigger?: LaunchTrigger,
): Promise<PresetOutcome> {
  const settings = deps.settings();
  const mode = presetMode(preset, target, settings);
  if (!preset.translateToChinese)
    return deps.sendLaunch(mode, presetBuild(preset, target, settings, mode, undefined, trigger));
  const sessionId = deps.sessionId();
  if (!sessionId)
    return { ok: false, reason: 'logged-out', message: DEPLOY_MESSAGES.loginToDeploy };
  const translated = await (deps.translate ?? translateName)(
    sessionId,
    presetToken(preset, target.text).name,
  );
  if (!translated.ok) return { ok: false, reason: 'translation', message: translated.message };
  return deps.sendLaunch(
    mode,
    presetBuild(preset, target, deps.settings(), mode, translated.translation, trigger),
  );
}
