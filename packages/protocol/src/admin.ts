import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';

/** DA §6: enhanced logins are linked to a chat-platform id, legacy ones are password only. */
export const LoginFormat = { enhanced: 'enhanced', legacy: 'legacy' } as const;
export const LoginFormatSchema = z.enum([LoginFormat.enhanced, LoginFormat.legacy]);
export type LoginFormat = z.infer<typeof LoginFormatSchema>;

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** A username as the admin types it: trimmed, bounded, a safe character set. */
export const Username = z
  .string({ error: MESSAGES.usernamePasswordRequired })
  .trim()
  .min(1, MESSAGES.usernameEmpty)
  .max(LIMITS.usernameMax, MESSAGES.usernameTooLong)
  .regex(USERNAME_PATTERN, MESSAGES.usernameInvalid);

export const DiscordUserId = z
  .string()
  .trim()
  .regex(LIMITS.discordIdPattern, MESSAGES.discordInvalid);

/** POST /api/admin/credentials. Without `format`, a Discord id makes the login enhanced. */
export const AddCredentialRequestBody = z
  .object({
    username: Username,
    password: z
      .string({ error: MESSAGES.usernamePasswordRequired })
      .min(1, MESSAGES.passwordEmpty)
      .max(LIMITS.passwordMax, MESSAGES.passwordTooLong),
    // Empty means "no Discord id" (a legacy login).
    discordUserId: z
      .string()
      .trim()
      .refine((v) => v === '' || LIMITS.discordIdPattern.test(v), MESSAGES.discordInvalid)
      .optional(),
    format: LoginFormatSchema.optional(),
  })
  .refine((body) => body.format !== 'enhanced' || Boolean(body.discordUserId), {
    message: MESSAGES.discordRequired,
    path: ['discordUserId'],
  });
export type AddCredentialRequestBody = z.infer<typeof AddCredentialRequestBody>;

/** One login as the admin panel sees it. Password hashes never leave the server. */
export const Credential = z.object({
  format: LoginFormatSchema,
  discordUserId: z.string().nullable(),
  enabled: z.boolean(),
  canChat: z.boolean(),
  canDeploy: z.boolean(),
  createdAt: z.string(),
});
export type Credential = z.infer<typeof Credential>;

/** GET /api/admin/credentials: username to credential (DA §3 "credentials map"). */
export const CredentialsResponseBody = z.object({
  credentials: z.record(z.string(), Credential),
});
export type CredentialsResponseBody = z.infer<typeof CredentialsResponseBody>;

export const MessageResponseBody = z.object({ message: z.string() });
export type MessageResponseBody = z.infer<typeof MessageResponseBody>;

/** POST /api/admin/toggle-deploy-permission (ours; DA §6 leaves who may deploy unshown). */
export const ToggleDeployPermissionRequestBody = z.object({
  targetUsername: Username,
  canDeploy: z.boolean({ error: 'canDeploy must be true or false' }),
});
export type ToggleDeployPermissionRequestBody = z.infer<typeof ToggleDeployPermissionRequestBody>;
