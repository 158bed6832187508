import { type Connections, onlineNames } from '../../realtime/connections.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { quoted } from '../audit/audit-log.ts';

export type AlertsAdminDeps = {
  connections: Connections;
  /** Shows the Admin Announcement to every connected user but the sender, on every node. */
  alertOthers: (message: string, sender: string) => void;
  audit: AuditLog;
};

/** The admin's Alerts tab (FC §6): one message to everyone connected. */
export class AlertsAdmin {
  constructor(private readonly deps: AlertsAdminDeps) {}

  /**
   * Answers how many distinct users were connected to receive it (DA §7 recipientCount). The
   * admin who sent it is not one of them: their own windows do not pop the announcement up.
   */
  async send(actor: string, message: string): Promise<number> {
    const names = onlineNames(await this.deps.connections());
    names.delete(actor.toLowerCase());
    const recipients = names.size;
    this.deps.alertOthers(message, actor);
    await this.deps.audit.record({
      actor,
      action: 'alert.send',
      target: null,
      detail: `Alert to ${recipients} user(s): ${quoted(message)}`,
    });
    return recipients;
  }
}
