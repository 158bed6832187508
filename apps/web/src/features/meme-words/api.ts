import { MEME_WORDS_PATHS, MemeSettingsResponse } from '@launchdeck/protocol';
import { get, post } from '../../lib/http.ts';

export const memeWordsApi = {
  read: (session: string) => get(MEME_WORDS_PATHS.get, MemeSettingsResponse, { session }),
  add: (session: string, word: string) =>
    post(MEME_WORDS_PATHS.add, MemeSettingsResponse, { word }, { session }),
  remove: (session: string, word: string) =>
    post(MEME_WORDS_PATHS.remove, MemeSettingsResponse, { word }, { session }),
  toggle: (session: string, enabled: boolean) =>
    post(MEME_WORDS_PATHS.toggle, MemeSettingsResponse, { enabled }, { session }),
};
export type MemeWordsApi = typeof memeWordsApi;
