import type { ClientToServerEvents, ServerToClientEvents } from '@launchdeck/protocol';
import { API_KEY_LIMITS } from '@launchdeck/protocol';
import type { Server } from 'socket.io';
import type { FeedBus } from '../feed/index.ts';
import { HttpError } from '../http/errors.ts';
import type { ApiKeyGuard } from '../http/guards.ts';
import type { Core, ModuleHooks } from '../module.ts';
import type { SocketData } from '../realtime/types.ts';
import { FeedTail } from './feed-tail.ts';
import { ApiKeysRepository } from './keys-repository.ts';
import {
  BOT_API_MESSAGES,
  type BotApiRoutesDeps,
  registerBotApiRoutes,
  streamHandshakeCheck,
} from './routes.ts';
import { type StreamLimits, StreamServer } from './stream-server.ts';

/**
 * What one node tells the others about bot streams, through Socket.IO's serverSideEmit (the
 * Redis adapter's request channel; never told back to the node that sent it).
 */
type BotApiServerEvents = {
  /** A key was revoked: its streams close (4001) on every node. */
  bot_api_key_revoked: (keyId: string) => void;
  /** A login was disabled, deleted or its sessions ended: its streams' keys are checked again. */
  bot_api_user_ended: (username: string) => void;
};

/**
 * Issue 51 item 4's module: the trader's bot API keys, the `/api/v1` calls made with them, and the
 * live stream (GET /api/v1/stream, stream-server.ts). Each key's calls, stream handshakes
 * included, are counted in the shared window counter (every node together).
 *
 * `userEnded(username)`: tell it when a login is disabled or deleted or its sessions are ended
 * (the admin's endUser); its streams whose key no longer admits close, on every node.
 */
export function createBotApiModule(
  core: Core,
  deps: {
    /** The account-security module's TwoFactorService (its verdict on a code; whether 2FA is required). */
    twoFactor: {
      verify: BotApiRoutesDeps['verifyCode'];
      isRequired: BotApiRoutesDeps['twoFactorRequired'];
    };
    bus: FeedBus;
    /** The stream's limits (tests shorten them). */
    streamLimits?: Partial<StreamLimits>;
  },
) {
  const keys = new ApiKeysRepository(core.db);
  const guard: ApiKeyGuard = {
    callerOf: (keyHash) => keys.callerOf(keyHash),
    admit: async (caller) => {
      const calls = await core.counter.add(`api-key:${caller.keyId}`, 1, 60_000);
      if (calls > API_KEY_LIMITS.callsPerMinute) throw new HttpError(429, BOT_API_MESSAGES.tooFast);
    },
    badKey: BOT_API_MESSAGES.badKey,
  };
  const tail = new FeedTail({ db: core.db, bus: deps.bus, log: core.log });
  const streams = new StreamServer({
    db: core.db,
    tail,
    guard,
    check: streamHandshakeCheck(guard),
    log: core.log,
    limits: deps.streamLimits,
  });

  // The realtime server's inter-server events are typed empty (realtime/types.ts); these are ours.
  const cluster = core.io as unknown as Server<
    ClientToServerEvents,
    ServerToClientEvents,
    BotApiServerEvents,
    SocketData
  >;
  const recheck = (username: string) =>
    void streams
      .recheckUser(username)
      .catch((error: unknown) =>
        core.log.warn({ err: String(error) }, 'bot stream: could not check a login’s streams'),
      );
  cluster.on('bot_api_key_revoked', (keyId) => streams.closeKey(keyId));
  cluster.on('bot_api_user_ended', recheck);
  // Only the Redis adapter carries these to other nodes; the in-memory one has none to tell.
  const tellOthers = <E extends keyof BotApiServerEvents>(event: E, value: string) => {
    if (core.redis) (cluster.serverSideEmit as (e: E, v: string) => void)(event, value);
  };

  const hooks: ModuleHooks = {
    registerRoutes: async (http) => {
      registerBotApiRoutes(http, {
        db: core.db,
        keys,
        guard,
        verifyCode: (userId, code) => deps.twoFactor.verify(userId, code),
        twoFactorRequired: () => deps.twoFactor.isRequired(),
        onRevoked: (keyId) => {
          streams.closeKey(keyId);
          tellOthers('bot_api_key_revoked', keyId);
        },
      });
      // Fastify made its http.Server already; it listens later (the caller's listen()).
      await tail.start();
      streams.attach(http.server);
    },
    stop: async () => {
      await streams.stop();
      await tail.stop();
    },
  };
  const userEnded = (username: string) => {
    recheck(username);
    tellOthers('bot_api_user_ended', username);
  };
  return { hooks, keys, guard, streams, userEnded };
}
