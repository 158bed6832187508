import { DEFAULT_PRESETS, type Preset, TRANSLATE_TEXT_MESSAGES } from '@launchdeck/protocol';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, sent, stubFetch } from '../../../../test/fake-fetch.ts';
import {
  BNB_WALLET,
  frogPost,
  LAUNCH_SENDER,
  SOLANA_WALLET,
  settingsWith,
} from '../../../../test/features/deploy/support.tsx';
import type { LaunchBuild } from '../launch/launch-send.ts';
import { launchPreset, presetBuild, presetImage, presetMode } from './preset-launch.ts';

const coinify = DEFAULT_PRESETS[0] as Preset;
const preset = (patch: Partial<Preset> = {}): Preset => ({ ...coinify, ...patch });

const who = LAUNCH_SENDER;
const post = frogPost;

function request(build: LaunchBuild, sender = who) {
  const built = build(sender);
  if (!built.ok) throw new Error(built.error);
  return built.send.request;
}

describe('presetBuild', () => {
  it("sends create_token with the preset's name, ticker, the post's image, the post and hotkey", () => {
    const target = { post: post(), text: 'Frog King' };
    const trigger = { kind: 'hotkey', keybind: 'Ctrl+Z', preset: 'Coinify' } as const;
    const build = presetBuild(coinify, target, settingsWith(), 'pump', undefined, trigger);
    expect(request(build)).toEqual({
      type: 'create_token',
      mode: 'pump',
      name: 'Frog King Coin',
      ticker: 'FROGKING',
      website: '',
      twitter: 'https://x.com/degenkaito/status/1',
      image_type: null,
      image_url: 'https://img.example/frog.png',
      buy_amount: 7, // DA §9: the toolbar's reading, as no amount is set
      api_key: SOLANA_WALLET.api_key,
      session_id: 'sess-alice',
      axiom: false,
      request_id: 'request-1',
      source_tweet_id: 'post-frog',
      source_tweet_author: 'degenkaito',
      source_tweet_text: 'The Frog King has arrived',
      trigger,
    });
  });

  it.each([
    [{ prefix: "Grok's ", suffix: '', tickerMode: 'abbreviation' }, "Grok's Frog King", 'FK'],
    [{ prefix: '', suffix: ' Inu', tickerMode: 'first_word' }, 'Frog King Inu', 'FROG'],
    [{ tickerMode: 'custom', customTicker: 'kek 1' }, 'Frog King Coin', 'KEK1'],
  ] as const)('%o makes %s / %s', (patch, name, ticker) => {
    const build = presetBuild(
      preset(patch),
      { post: post(), text: 'Frog King' },
      settingsWith(),
      'pump',
    );
    expect(request(build)).toMatchObject({ name, ticker });
  });

  it('cuts to the bnb limits, sends the stored gas price, and marks a translated name', () => {
    localStorage.setItem('bnbGwei', '3');
    const build = presetBuild(
      coinify,
      { post: post(), text: 'The Frog King has arrived' },
      settingsWith(),
      'bnb',
      '青蛙王已经到来了',
    );
    expect(
      request(build, { ...who, wallet: BNB_WALLET, apiKey: BNB_WALLET.api_key }),
    ).toMatchObject({ mode: 'bnb', name: '青蛙王已经到来了', gwei: 3, translate_to_chinese: true });
  });

  it('says why a preset image link cannot be sent', () => {
    const build = presetBuild(
      preset({ imageType: 'custom', customImage: 'ftp://img.example/a.png' }),
      { post: post(), text: 'Frog' },
      settingsWith(),
      'pump',
    );
    expect(build(who)).toEqual({
      ok: false,
      error: 'image_url must be an http(s) image link or an image data URL',
    });
  });
});

describe('presetImage and presetMode', () => {
  it.each([
    [
      { imageType: 'image_in_post' },
      post(),
      { image_type: null, image_url: 'https://img.example/frog.png' },
    ],
    [
      { imageType: 'image_in_post' },
      post({ media: undefined }),
      { image_type: 'letter', image_url: null },
    ],
    [{ imageType: 'ascii' }, post(), { image_type: 'ascii', image_url: null }],
    [{ imageType: 'letter' }, post(), { image_type: 'letter', image_url: null }],
    [
      { imageType: 'custom', customImage: 'https://img.example/own.png' },
      post(),
      { image_type: null, image_url: 'https://img.example/own.png' },
    ],
    [{ imageType: 'custom', customImage: '' }, post(), { image_type: 'letter', image_url: null }],
  ] as const)('%o gives %o', (patch, from, expected) => {
    expect(presetImage(preset(patch), { post: from, text: 'Frog' })).toEqual(expected);
  });

  it("uses the preset's own platform, or for default the whitelist, else the default mode", () => {
    const settings = settingsWith({ defaultMode: 'bonk', usd1Whitelist: ['degenkaito'] });
    const target = { post: post(), text: 'Frog' };
    expect(presetMode(preset({ mode: 'pump' }), target, settings)).toBe('pump');
    expect(presetMode(preset({ mode: 'default' }), target, settings)).toBe('usd1');
    const other = { post: post({ author: { handle: 'nobody', name: 'n' } }), text: 'Frog' };
    expect(presetMode(preset({ mode: 'default' }), other, settings)).toBe('bonk');
  });
});

describe('launchPreset', () => {
  const deps = () => {
    const sendLaunch = vi.fn((_mode: string, build: LaunchBuild) => {
      const built = build(who);
      return built.ok
        ? ({ ok: true, requestId: 'request-1' } as const)
        : ({ ok: false, reason: 'invalid', message: built.error } as const);
    });
    return { sendLaunch, settings: () => settingsWith(), sessionId: () => 'sess-alice' };
  };
  const target = { post: post(), text: 'Frog King' };

  it('launches at once when the preset does not translate', async () => {
    const kit = deps();
    const fetch = stubFetch(() => jsonResponse({}));
    expect(await launchPreset(kit, coinify, target)).toEqual({ ok: true, requestId: 'request-1' });
    expect(fetch).not.toHaveBeenCalled();
    expect(kit.sendLaunch).toHaveBeenCalledTimes(1);
  });

  it('translates the name first (POST /api/translate-text) and launches the translation', async () => {
    const kit = deps();
    const fetch = stubFetch(() => jsonResponse({ success: true, translation: '青蛙王币' }));
    const outcome = await launchPreset(kit, preset({ translateToChinese: true }), target);
    expect(outcome).toEqual({ ok: true, requestId: 'request-1' });
    const call = sent(fetch);
    expect(call.url).toBe('/api/translate-text');
    expect(call.body).toEqual({ text: 'Frog King Coin', source_lang: 'EN', target_lang: 'ZH' });
    expect(new Headers(call.init?.headers).get('x-session-id')).toBe('sess-alice');
    const build = kit.sendLaunch.mock.calls[0]?.[1] as LaunchBuild;
    expect(request(build)).toMatchObject({
      name: '青蛙王币',
      ticker: 'FROGKING',
      translate_to_chinese: true,
    });
  });

  it.each([
    [
      () => jsonResponse({ success: false, error: 'DeepL quota exceeded' }),
      'Translation failed: DeepL quota exceeded',
    ],
    [() => jsonResponse({ success: false }), 'Translation failed: Unknown error'],
    [
      () => jsonResponse({ success: false, error: 'Too many translation requests.' }, 429),
      'Translation failed: Too many translation requests.',
    ],
    [
      () => {
        throw new TypeError('Failed to fetch');
      },
      TRANSLATE_TEXT_MESSAGES.failedRetry,
    ],
  ])('does not launch when the translation fails (%#): %s', async (answer, message) => {
    const kit = deps();
    stubFetch(answer);
    expect(await launchPreset(kit, preset({ translateToChinese: true }), target)).toEqual({
      ok: false,
      reason: 'translation',
      message,
    });
    expect(kit.sendLaunch).not.toHaveBeenCalled();
  });
});
