import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { registerCredentialsRoutes } from './admin/credentials-routes.ts';
import { LoginLimiter } from './auth/login-limiter.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { AuthService } from './auth/service.ts';
import { SessionsRepository } from './auth/sessions-repository.ts';
import type { Config } from './config.ts';
import { installErrorHandler } from './http/errors.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { createGateway, type Gateway } from './realtime/gateway.ts';
import type { RealtimeServer } from './realtime/types.ts';
import type { Storage } from './storage/database.ts';
import { UsersRepository } from './users/repository.ts';
import { UsersService } from './users/service.ts';
import { registerWebApp } from './web/static.ts';

export type AppDeps = { storage: Storage };

export type App = {
  http: FastifyInstance;
  io: RealtimeServer;
  gateway: Gateway;
  auth: AuthService;
  users: UsersService;
  /** Stops accepting connections and closes sockets; storage is the caller's to close. */
  close: () => Promise<void>;
};

// Bodies up to 2 MiB reach the schema, so an oversized field gets the schema's 400 message.
const BODY_LIMIT = 2 * 1024 * 1024;

/** Composition root: builds services from their dependencies and wires HTTP and Socket.IO. */
export async function createApp(deps: AppDeps, config: Config): Promise<App> {
  const http = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers["x-session-id"]', 'req.headers.authorization'],
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
  });
  installErrorHandler(http);
  await registerSecurityHeaders(http);
  await http.register(rateLimit, { global: false });

  const io: RealtimeServer = new Server(http.server, {
    path: '/socket.io',
    serveClient: false,
    perMessageDeflate: false,
    maxHttpBufferSize: 100_000,
  });

  const usersRepo = new UsersRepository(deps.storage.db);
  const users = new UsersService(usersRepo, config.adminUsername);
  const auth = new AuthService({
    users: usersRepo,
    sessions: new SessionsRepository(deps.storage.db),
    limiter: new LoginLimiter(config.loginLimit.maxFailures, config.loginLimit.windowMs),
    sessionTtlMs: config.sessionTtlMs,
    rememberTtlMs: config.rememberTtlMs,
    isAdmin: (name) => users.isAdmin(name),
  });
  const gateway = createGateway(io, { auth, log: http.log });

  registerAuthRoutes(http, { auth, onSessionEnded: gateway.endSession });
  registerCredentialsRoutes(http, { auth, users, onUserRemoved: gateway.endUser });
  await registerWebApp(http, config.webDist);

  return {
    http,
    io,
    gateway,
    auth,
    users,
    close: async () => {
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await http.close();
    },
  };
}
