import type { TwoFactorRepository } from '../../account-security/index.ts';
import type { AuditLog } from '../audit/audit-log.ts';

export type TwoFactorAdminDeps = {
  repo: Pick<TwoFactorRepository, 'requireTwoFactor' | 'setRequireTwoFactor'>;
  audit: AuditLog;
};

/**
 * Requiring two-factor login for everyone: a trader without it is led to set it up at the next
 * login, and refused launches and wallet changes until then. Audited like every admin change.
 */
export class TwoFactorAdmin {
  constructor(private readonly deps: TwoFactorAdminDeps) {}

  required(): Promise<boolean> {
    return this.deps.repo.requireTwoFactor();
  }

  async setRequired(actor: string, required: boolean): Promise<boolean> {
    await this.deps.repo.setRequireTwoFactor(required);
    await this.deps.audit.record({
      actor,
      action: 'settings.require_2fa',
      target: null,
      detail: required
        ? 'Two-factor login required for everyone'
        : 'Two-factor login no longer required',
    });
    return required;
  }
}
