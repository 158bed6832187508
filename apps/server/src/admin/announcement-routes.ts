import { AnnouncementRequestBody, MESSAGES, type MessageResponseBody } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../http/errors.ts';
import type { AdminService } from './service.ts';

/** FC §6: the admin's announcement, shown to every connected user as Admin Announcement. */
export function registerAnnouncementRoutes(app: FastifyInstance, admin: AdminService): void {
  app.post('/announcements', async (request): Promise<MessageResponseBody> => {
    const { message } = parseBody(AnnouncementRequestBody, request.body);
    admin.announce(message);
    return { message: MESSAGES.announcementSent };
  });
}
