import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { hasVisibleText } from '../rules/visible-text.ts';

/** DA §6: enhanced logins are linked to a chat-platform id, legacy ones are password only. */
export const LoginFormat = { enhanced: 'enhanced', legacy: 'legacy' } as const;
export const LoginFormatSchema = z.enum([LoginFormat.enhanced, LoginFormat.legacy]);
export type LoginFormat = z.infer<typeof LoginFormatSchema>;

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

/**
 * A username as the admin types it: trimmed, bounded, a safe character set. One of only invisible
 * characters (isVisiblyEmpty) is refused as empty, before the character set names it invalid.
 */
export const Username = z
  .string({ error: MESSAGES.usernamePasswordRequired })
  .trim()
  .min(1, { error: MESSAGES.usernameEmpty, abort: true })
  .refine(hasVisibleText, MESSAGES.usernameEmpty)
  .max(LIMITS.usernameMax, MESSAGES.usernameTooLong)
  .regex(USERNAME_PATTERN, MESSAGES.usernameInvalid);

export const DiscordUserId = z
  .string()
  .trim()
  .regex(LIMITS.discordIdPattern, MESSAGES.discordInvalid);

// DA §5: a password of only spaces is empty; one with spaces around others is kept as typed.
const notBlank = (text: string) => text.trim() !== '';

const Password = z
  .string({ error: MESSAGES.usernamePasswordRequired })
  .refine(notBlank, MESSAGES.passwordEmpty)
  .max(LIMITS.passwordMax, MESSAGES.passwordTooLong);

const isBlank = (value: unknown) =>
  value === undefined || (typeof value === 'string' && !notBlank(value));

/**
 * DA §5 'Username and password are required': checked on the whole body first, so a form with
 * both fields empty gets this sentence rather than the username's own.
 */
const UsernameAndPassword = z
  .looseObject({})
  .refine((body) => !(isBlank(body.username) && isBlank(body.password)), {
    message: MESSAGES.usernamePasswordRequired,
  });

// Empty means "no Discord id" (a legacy login).
const OptionalDiscordUserId = z
  .string()
  .trim()
  .refine((v) => v === '' || LIMITS.discordIdPattern.test(v), MESSAGES.discordInvalid)
  .optional();

/**
 * A login's fields as the admin adds or edits it, `password` being the one rule that differs.
 * Without `format`, a Discord id makes the login enhanced; an enhanced login needs one.
 */
const credentialBody = <P extends z.ZodType>(password: P) =>
  z
    .object({
      username: Username,
      password,
      discordUserId: OptionalDiscordUserId,
      format: LoginFormatSchema.optional(),
    })
    .refine((body) => body.format !== 'enhanced' || Boolean(body.discordUserId), {
      message: MESSAGES.discordRequired,
      path: ['discordUserId'],
    });

/** POST /api/admin/credentials. */
export const AddCredentialRequestBody = UsernameAndPassword.pipe(credentialBody(Password));
export type AddCredentialRequestBody = z.infer<typeof AddCredentialRequestBody>;

/**
 * PUT /api/admin/credentials/{username} (ours). DA §4 edits a login as delete then create; the
 * server does it as one update in one transaction, so a failure loses nothing and the login keeps
 * its wallets, groups and history. An empty or absent password keeps the current one; one of only
 * spaces is refused, as on Add User (DA §5). A new
 * name or password ends the login's sessions.
 */
export const UpdateCredentialRequestBody = credentialBody(
  z
    .string()
    .max(LIMITS.passwordMax, MESSAGES.passwordTooLong)
    .optional()
    .refine((v) => !v || notBlank(v), MESSAGES.passwordEmpty)
    .transform((v) => v || undefined),
);
export type UpdateCredentialRequestBody = z.infer<typeof UpdateCredentialRequestBody>;

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

/**
 * Whether a login's chat-platform id is set. We do not call the chat platform, so this says
 * only that an id is linked, never that the platform knows it.
 */
export const DiscordStatusSchema = z.enum(['linked', 'none']);
export type DiscordStatus = z.infer<typeof DiscordStatusSchema>;

/** DA §3 Admin user status, plus whether the login may deploy and is connected right now. */
export const UserStatus = z.object({
  enabled: z.boolean(),
  format: LoginFormatSchema,
  discordUserId: z.string().nullable(),
  discordStatus: DiscordStatusSchema,
  canChat: z.boolean(),
  canDeploy: z.boolean(),
  /** On the command whitelist (may use /add and /remove). */
  commandWhitelisted: z.boolean(),
  /** Issue 53: auto-launch not turned off for this login by the administrator (absent: on). */
  autoLaunch: z.boolean().optional(),
  /** Has at least one live socket, on any node. */
  online: z.boolean(),
  /** The reserved admin account: the page offers no action on it. */
  reserved: z.boolean(),
  createdAt: z.string(),
});
export type UserStatus = z.infer<typeof UserStatus>;

/** GET /api/admin/user-status: username to status (DA §7 "users map"). */
export const UserStatusResponseBody = z.object({ users: z.record(z.string(), UserStatus) });
export type UserStatusResponseBody = z.infer<typeof UserStatusResponseBody>;

export const MessageResponseBody = z.object({ message: z.string() });
export type MessageResponseBody = z.infer<typeof MessageResponseBody>;

const TargetUsername = z
  .string({ error: MESSAGES.usernameEmpty })
  .pipe(Username.clone().min(1, MESSAGES.usernameEmpty));

/** POST /api/admin/enable-user, /api/admin/disable-user. */
export const TargetUserRequestBody = z.object({ targetUsername: TargetUsername });
export type TargetUserRequestBody = z.infer<typeof TargetUserRequestBody>;

/** POST /api/admin/toggle-chat-permission. */
export const ToggleChatPermissionRequestBody = z.object({
  targetUsername: TargetUsername,
  // A fragment: the error sentence puts the field's name in front ('canChat must be …').
  canChat: z.boolean({ error: 'must be true or false' }),
});
export type ToggleChatPermissionRequestBody = z.infer<typeof ToggleChatPermissionRequestBody>;

/** POST /api/admin/toggle-deploy-permission (ours; DA §6 leaves who may deploy unshown). */
export const ToggleDeployPermissionRequestBody = z.object({
  targetUsername: TargetUsername,
  canDeploy: z.boolean({ error: 'must be true or false' }),
});
export type ToggleDeployPermissionRequestBody = z.infer<typeof ToggleDeployPermissionRequestBody>;

/** POST /api/admin/set-discord-id: a legacy login becomes enhanced (DA §4). */
export const SetDiscordIdRequestBody = z.object({
  targetUsername: z
    .string({ error: MESSAGES.usernameDiscordRequired })
    .trim()
    .min(1, MESSAGES.usernameDiscordRequired)
    .pipe(Username),
  discordUserId: z
    .string({ error: MESSAGES.usernameDiscordRequired })
    .trim()
    .min(1, MESSAGES.usernameDiscordRequired)
    .pipe(DiscordUserId),
});
export type SetDiscordIdRequestBody = z.infer<typeof SetDiscordIdRequestBody>;

/** POST /api/admin/kick/{username}: how many sessions ended. */
export const KickResponseBody = MessageResponseBody.extend({
  sessionsEnded: z.number().int().nonnegative(),
});
export type KickResponseBody = z.infer<typeof KickResponseBody>;
