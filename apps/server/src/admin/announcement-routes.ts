import { AnnouncementRequestBody, MESSAGES, type MessageResponseBody } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/service.ts';
import { parseBody } from '../http/errors.ts';
import { requireAdmin } from '../http/session-guard.ts';
import { ROOMS } from '../realtime/rooms.ts';
import type { RealtimeServer } from '../realtime/types.ts';
import type { UsersService } from '../users/service.ts';

/** FC §6: the admin's announcement, shown to every connected user as Admin Announcement. */
export function registerAnnouncementRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; users: UsersService; io: RealtimeServer },
): void {
  app.post('/api/admin/announcements', async (request): Promise<MessageResponseBody> => {
    await requireAdmin(deps.auth, (name) => deps.users.isAdmin(name), request);
    const { message } = parseBody(AnnouncementRequestBody, request.body);
    deps.io.to(ROOMS.online).emit('admin_alert', { message });
    return { message: MESSAGES.announcementSent };
  });
}
