/** User-visible strings quoted by the specs, written once and shared by UI, server and tests. */
export const MESSAGES = {
  // Login (ours: one message for wrong and disabled, so usernames cannot be enumerated)
  loginFailed: 'Invalid username or password',
  loginRateLimited: 'Too many login attempts. Please wait a minute and try again.',
  rememberedLoginFailed: 'Saved login is no longer valid. Please log in again.',
  notLoggedIn: 'You must be logged in',
  sessionInvalid: 'Session expired or invalid',
  adminOnly: 'Admin access required',
  badRequest: 'Invalid request',
  bodyNotObject: 'Request body must be a JSON object',
  bodyTooLarge: 'Request body is too large',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',
  // FC §2 / §4
  sessionExpired: 'Your session has expired. You must reload the page to continue.',
  sessionExpiredNote: 'All features are disabled until you reload the page.',
  connectionLost: 'Connection lost - Feed offline',
  popupBlocked: 'Popup blocked! Please allow popups for this site and try again.',
  secureLogin: 'Secure login required',
  // DA §5 admin validation
  usernamePasswordRequired: 'Username and password are required',
  usernameEmpty: 'Username cannot be empty',
  passwordEmpty: 'Password cannot be empty',
  discordRequired: 'Discord ID is required for enhanced users',
  discordInvalid: 'Invalid Discord user ID format (must be 17-19 digits)',
  usernameExists: 'Username already exists',
  usernameInvalid: 'Username may only contain letters, digits, dots, dashes and underscores',
  usernameTooLong: 'Username must be at most 32 characters',
  passwordTooLong: 'Password must be at most 256 characters',
  userNotFound: 'User not found',
  reservedAdmin: 'The admin account cannot be modified, kicked or deleted',
  // DA §8 successes
  userAdded: 'User added successfully',
  userDeleted: 'User deleted successfully',
} as const;
