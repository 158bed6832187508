import {
  MEME_WORDS_PATHS,
  MemeSettingsResponse,
  MemeToggleBody,
  MemeWordBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/service.ts';
import { parseBody } from '../http/errors.ts';
import { documented, type RouteContract } from '../http/route-contract.ts';
import { requireSession } from '../http/session-guard.ts';
import { perSessionRateLimit } from '../http/session-rate-limit.ts';
import { ROOMS } from '../realtime/rooms.ts';
import type { RealtimeServer } from '../realtime/types.ts';
import type { MemeChange, MemeWordsService } from './service.ts';

export type MemeWordsRoutesDeps = {
  auth: AuthService;
  memeWords: MemeWordsService;
  io: RealtimeServer;
};

/** Generous for a trader typing words, tight enough that a script cannot churn the table. */
export const MEME_WORDS_WRITE_LIMIT = { max: 60, timeWindow: 60_000 } as const;
const RATE_LIMITED = 'Too many meme word changes. Please wait a minute and try again.';

const tag = 'Meme words';

/** The schemas each call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  get: {
    summary: 'The trader’s meme words and whether highlighting is on',
    tag,
    auth: 'session',
    responses: { 200: MemeSettingsResponse },
  },
  add: {
    summary: 'Add a meme word',
    tag,
    auth: 'session',
    body: MemeWordBody,
    responses: { 200: MemeSettingsResponse },
  },
  remove: {
    summary: 'Remove a meme word',
    tag,
    auth: 'session',
    body: MemeWordBody,
    responses: { 200: MemeSettingsResponse },
  },
  toggle: {
    summary: 'Turn highlighting on or off',
    tag,
    auth: 'session',
    body: MemeToggleBody,
    responses: { 200: MemeSettingsResponse },
  },
} satisfies Record<string, RouteContract>;

/**
 * Ours (FC §5 / §8 leave the server unshown): a trader's meme words over HTTP. After each change
 * the new settings go to every window of that trader, on every node (`meme_words`), so another
 * browser's highlighting follows at once.
 */
export function registerMemeWordsRoutes(http: FastifyInstance, deps: MemeWordsRoutesDeps): void {
  const write = {
    preHandler: perSessionRateLimit(http, 'meme-words', MEME_WORDS_WRITE_LIMIT, RATE_LIMITED),
  };

  http.get(
    MEME_WORDS_PATHS.get,
    documented(CONTRACTS.get),
    async (request): Promise<MemeSettingsResponse> => {
      const session = await requireSession(deps.auth, request);
      return deps.memeWords.get(session.userId);
    },
  );

  const changed = (username: string, change: MemeChange): MemeSettingsResponse => {
    deps.io.to(ROOMS.user(username)).emit('meme_words', {
      words: change.words,
      enabled: change.enabled,
    });
    return change;
  };

  http.post(
    MEME_WORDS_PATHS.add,
    documented(CONTRACTS.add, write),
    async (request): Promise<MemeSettingsResponse> => {
      const session = await requireSession(deps.auth, request);
      const { word } = parseBody(CONTRACTS.add.body, request.body);
      return changed(session.username, await deps.memeWords.add(session.userId, word));
    },
  );

  http.post(
    MEME_WORDS_PATHS.remove,
    documented(CONTRACTS.remove, write),
    async (request): Promise<MemeSettingsResponse> => {
      const session = await requireSession(deps.auth, request);
      const { word } = parseBody(CONTRACTS.remove.body, request.body);
      return changed(session.username, await deps.memeWords.remove(session.userId, word));
    },
  );

  http.post(
    MEME_WORDS_PATHS.toggle,
    documented(CONTRACTS.toggle, write),
    async (request): Promise<MemeSettingsResponse> => {
      const session = await requireSession(deps.auth, request);
      const { enabled } = parseBody(CONTRACTS.toggle.body, request.body);
      return changed(session.username, await deps.memeWords.toggle(session.userId, enabled));
    },
  );
}
