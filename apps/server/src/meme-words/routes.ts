import {
  MEME_WORDS_PATHS,
  MemeSettingsResponse,
  MemeToggleBody,
  MemeWordBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/index.ts';
import { router } from '../http/route.ts';
import type { RouteContract, RouteRateLimit } from '../http/route-contract.ts';
import { ROOMS } from '../realtime/rooms.ts';
import type { RealtimeServer } from '../realtime/types.ts';
import type { MemeChange, MemeWordsService } from './service.ts';

export type MemeWordsRoutesDeps = {
  /** Unused: route() resolves sessions with the app's identity (http/guards.ts); callers may still pass it. */
  auth?: AuthService;
  memeWords: MemeWordsService;
  io: RealtimeServer;
};

/** Generous for a trader typing words, tight enough that a script cannot churn the table. */
export const MEME_WORDS_WRITE_LIMIT = { max: 60, timeWindow: 60_000 } as const;
const RATE_LIMITED = 'Too many meme word changes. Please wait a minute and try again.';

/** One count for the three changes, per session (else per IP). */
const writeLimit: RouteRateLimit = {
  per: 'identity',
  name: 'meme-words',
  ...MEME_WORDS_WRITE_LIMIT,
  message: RATE_LIMITED,
  hook: 'preHandler',
};

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
    rateLimit: writeLimit,
    responses: { 200: MemeSettingsResponse },
  },
  remove: {
    summary: 'Remove a meme word',
    tag,
    auth: 'session',
    body: MemeWordBody,
    rateLimit: writeLimit,
    responses: { 200: MemeSettingsResponse },
  },
  toggle: {
    summary: 'Turn highlighting on or off',
    tag,
    auth: 'session',
    body: MemeToggleBody,
    rateLimit: writeLimit,
    responses: { 200: MemeSettingsResponse },
  },
} satisfies Record<string, RouteContract>;

/**
 * Ours (FC §5 / §8 leave the server unshown): a trader's meme words over HTTP. After each change
 * the new settings go to every window of that trader, on every node (`meme_words`), so another
 * browser's highlighting follows at once.
 */
export function registerMemeWordsRoutes(http: FastifyInstance, deps: MemeWordsRoutesDeps): void {
  const route = router(http);

  route(
    'GET',
    MEME_WORDS_PATHS.get,
    CONTRACTS.get,
    async ({ session }): Promise<MemeSettingsResponse> => deps.memeWords.get(session.userId),
  );

  const changed = (username: string, change: MemeChange): MemeSettingsResponse => {
    deps.io.to(ROOMS.user(username)).emit('meme_words', {
      words: change.words,
      enabled: change.enabled,
    });
    return change;
  };

  route(
    'POST',
    MEME_WORDS_PATHS.add,
    CONTRACTS.add,
    async ({ session, body }): Promise<MemeSettingsResponse> =>
      changed(session.username, await deps.memeWords.add(session.userId, body.word)),
  );

  route(
    'POST',
    MEME_WORDS_PATHS.remove,
    CONTRACTS.remove,
    async ({ session, body }): Promise<MemeSettingsResponse> =>
      changed(session.username, await deps.memeWords.remove(session.userId, body.word)),
  );

  route(
    'POST',
    MEME_WORDS_PATHS.toggle,
    CONTRACTS.toggle,
    async ({ session, body }): Promise<MemeSettingsResponse> =>
      changed(session.username, await deps.memeWords.toggle(session.userId, body.enabled)),
  );
}
