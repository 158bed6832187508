import type { PostInput } from '../post.ts';
import { type ClassifiablePost, PostKind, postKindsOf } from './post-kind.ts';

// FC §5: CJK (Han, kana), Cyrillic, Arabic, Thai, Hebrew, Korean (Hangul).
const FOREIGN_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Thai}\p{Script=Hebrew}]/gu;

/** Number of characters of the scripts that get a Translate button. */
export function countForeignCharacters(text: string): number {
  return text.match(FOREIGN_SCRIPT)?.length ?? 0;
}

type TranslatableFields = ClassifiablePost &
  Pick<PostInput, 'text' | 'replyTo' | 'quotedTweet' | 'retweetedQuote'>;

/** FC §5: the kinds that never get a Translate button. */
const NOT_TRANSLATED: ReadonlySet<PostKind> = new Set([
  PostKind.siteMessage,
  PostKind.external,
  PostKind.deleted,
]);

/**
 * FC §5: offered when the post's text blocks (post, reply, quote, retweeted quote, the ones
 * translation covers) hold 3+ foreign-script characters, and the post is not a site message,
 * an external message or deleted (by any of the evidence for those kinds).
 */
export function isTranslatable(post: TranslatableFields): boolean {
  if (postKindsOf(post).some((kind) => NOT_TRANSLATED.has(kind))) return false;
  const blocks = [post.text, post.replyTo?.text, post.quotedTweet?.text, post.retweetedQuote?.text];
  return countForeignCharacters(blocks.filter(Boolean).join('\n')) >= 3;
}
