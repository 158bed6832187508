import { z } from 'zod';
import { POST_LIMITS } from './post.ts';
import { fromParagraphHtml } from './rules/paragraphs.ts';

/** FC §4 / §8: the translation states as the card shows them, quoted exactly. */
export const TRANSLATION_TEXT = {
  button: 'Translate',
  busy: 'Translating...',
  failed: 'Translation failed.',
} as const;

/** FC §7: the blocks a translation covers, in the order their paragraphs travel. */
export const TRANSLATION_BLOCKS = ['post', 'reply', 'quote', 'retweetedQuote'] as const;
export type TranslationBlock = (typeof TRANSLATION_BLOCKS)[number];

export const TRANSLATE_LIMITS = {
  /** Bounds upstream cost per call; a long post with every block fits. */
  textMax: 30_000,
  /** One paragraph per block (FC §7). */
  paragraphsMax: TRANSLATION_BLOCKS.length,
} as const;

/**
 * Server answers of POST /api/translate (ours: FC §7 leaves the server side unshown). Traders read
 * them, so they name no setting: what the operator should change goes to the log and the README.
 */
export const TRANSLATE_MESSAGES = {
  notConfigured: 'Translation is not available on this server.',
  rateLimited: 'Too many translation requests. Please wait a minute and try again.',
  upstreamFailed: 'The translation service failed. Please try again later.',
} as const;

// Fragments, not sentences: describeZodError puts the field name in front ("text must be …").
const mustBeString = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : 'must be a string';

/** POST /api/translate body (FC §7): the post's id and its text blocks as HTML paragraphs. */
export const TranslateRequestBody = z.object({
  tweetId: z
    .string({ error: mustBeString })
    .trim()
    .min(1, 'must not be empty')
    .max(POST_LIMITS.idMax, `must be at most ${POST_LIMITS.idMax} characters`),
  text: z
    .string({ error: mustBeString })
    // abort: a huge text gets this message without being decoded first.
    .max(TRANSLATE_LIMITS.textMax, {
      message: `must be at most ${TRANSLATE_LIMITS.textMax.toLocaleString('en-US')} characters`,
      abort: true,
    })
    .superRefine((html, ctx) => {
      const paragraphs = fromParagraphHtml(html);
      if (paragraphs === null) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be HTML paragraphs (<p>…</p>) of escaped text and nothing else',
        });
      } else if (paragraphs.length < 1 || paragraphs.length > TRANSLATE_LIMITS.paragraphsMax) {
        ctx.addIssue({
          code: 'custom',
          message: `must hold 1 to ${TRANSLATE_LIMITS.paragraphsMax} paragraphs (post, reply, quote, retweeted quote)`,
        });
      }
    }),
});
export type TranslateRequestBody = z.infer<typeof TranslateRequestBody>;

/**
 * POST /api/translate answer (FC §7): the English text as paragraphs in the order they were sent,
 * or a sentence saying why not (unconfigured, rate limited, upstream failure, bad body).
 */
export const TranslateResponseBody = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), translation: z.string() }),
  z.object({ success: z.literal(false), error: z.string() }),
]);
export type TranslateResponseBody = z.infer<typeof TranslateResponseBody>;

/** DA §7 translate-text limits: a token name or a selection, not a post. */
export const TRANSLATE_TEXT_MAX = 2_000;

/** DA §8 translate-text messages, quoted exactly. */
export const TRANSLATE_TEXT_MESSAGES = {
  failed: (error?: string) => `Translation failed: ${error || 'Unknown error'}`,
  failedRetry: 'Translation failed. Please try again.',
  /** Ours: DA §5 translate buttons need non-empty text. */
  empty: 'Enter a name to translate first.',
} as const;

const language = z
  .string()
  .regex(/^[A-Z]{2}(-[A-Z]{2,4})?$/, 'must be a language code such as EN or ZH');

/** POST /api/translate-text body (DA §7): {text, source_lang 'EN', target_lang 'ZH'}. */
export const TranslateTextRequestBody = z.object({
  text: z
    .string({ error: mustBeString })
    .trim()
    .min(1, 'must not be empty')
    .max(
      TRANSLATE_TEXT_MAX,
      `must be at most ${TRANSLATE_TEXT_MAX.toLocaleString('en-US')} characters`,
    ),
  source_lang: language.default('EN'),
  target_lang: language.default('ZH'),
});
export type TranslateTextRequestBody = z.infer<typeof TranslateTextRequestBody>;

/** DA §7 answer: success, translation, error. */
export const TranslateTextResponseBody = z.object({
  success: z.boolean(),
  translation: z.string().optional(),
  error: z.string().optional(),
});
export type TranslateTextResponseBody = z.infer<typeof TranslateTextResponseBody>;
