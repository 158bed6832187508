import { type TranslateRequestBody, TranslateResponseBody } from '@launchdeck/protocol';
import { post } from '../../lib/http.ts';

export const translate = (session: string, body: TranslateRequestBody) =>
  post('/api/translate', TranslateResponseBody, body, { session });
