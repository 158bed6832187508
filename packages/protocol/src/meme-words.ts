import { z } from 'zod';
import { MEME_WORD_LIMITS } from './rules/meme-words.ts';

/**
 * Ours (FC §5 / §8 leave the server side unshown): a trader's meme words live on the server, so
 * they follow the trader to any browser. Every call needs `x-session-id`; a refusal answers
 * `{ error }` with the FC §5 message and a 4xx status.
 */
export const MEME_WORDS_PATHS = {
  /** GET: the list and whether highlighting is on. */
  get: '/api/meme-words',
  /** POST { word }. */
  add: '/api/meme-words/add',
  /** POST { word }. */
  remove: '/api/meme-words/remove',
  /** POST { enabled }. */
  toggle: '/api/meme-words/toggle',
} as const;

/** The trader's meme settings: the words (lowercased, in the order added) and the highlighting switch. */
export const MemeSettings = z.object({
  words: z.array(z.string().max(MEME_WORD_LIMITS.wordMax)).max(MEME_WORD_LIMITS.wordsMax),
  enabled: z.boolean(),
});
export type MemeSettings = z.infer<typeof MemeSettings>;

const typedWord = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
  // Longer than any word, so the rule (not the schema) says what is wrong with a long one.
  .max(MEME_WORD_LIMITS.wordMax * 4, `must be at most ${MEME_WORD_LIMITS.wordMax * 4} characters`);

/** POST /api/meme-words/add and /remove body: the word as typed; the server applies FC §5. */
export const MemeWordBody = z.object({ word: typedWord });
export type MemeWordBody = z.infer<typeof MemeWordBody>;

/** POST /api/meme-words/toggle body. */
export const MemeToggleBody = z.object({
  enabled: z.boolean({ error: 'must be true or false' }),
});
export type MemeToggleBody = z.infer<typeof MemeToggleBody>;

/** Every answer of these calls: the settings after the call (and, for add and remove, the word). */
export const MemeSettingsResponse = MemeSettings.extend({ word: z.string().optional() });
export type MemeSettingsResponse = z.infer<typeof MemeSettingsResponse>;
