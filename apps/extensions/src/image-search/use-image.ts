import { DEPLOY_LIMITS } from '@launchdeck/protocol';
import { loadConnection } from '../shared/connection.ts';
import { sendToLaunchdeck, windowsSentence } from '../shared/launchdeck-api.ts';

export const IMAGE_EXTENSION_MESSAGES = {
  notWeb: 'Only an image with a web address (http or https) can be sent to Launchdeck.',
  tooLong: `That image's address is longer than ${DEPLOY_LIMITS.imageUrlMax} characters.`,
} as const;

/** Why an image's address cannot be sent, or undefined when it can. */
export function imageProblem(src: string): string | undefined {
  if (!/^https?:\/\//i.test(src) || !URL.canParse(src)) return IMAGE_EXTENSION_MESSAGES.notWeb;
  if (src.length > DEPLOY_LIMITS.imageUrlMax) return IMAGE_EXTENSION_MESSAGES.tooLong;
  return undefined;
}

/**
 * Sends an image to the trader's open deploy form (POST /api/vamp {updateData {image_url}}: a
 * vamp update adds it first and selects it, DA §4).
 */
export async function useImage(src: string): Promise<{ ok: boolean; message: string }> {
  const problem = imageProblem(src);
  if (problem) return { ok: false, message: problem };
  const outcome = await sendToLaunchdeck(await loadConnection(), {
    updateData: { image_url: src },
  });
  return outcome.ok
    ? { ok: true, message: windowsSentence(outcome.answer.windows) }
    : { ok: false, message: outcome.error };
}

/** FC §7: a Google Images search for the words, in a new tab. */
export function imageSearchUrl(words: string): string {
  return `https://www.google.com/search?tbm=isch&q=${encodeURIComponent(words.trim())}`;
}
