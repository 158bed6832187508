import { LIMITS } from './limits.ts';

/**
 * User-visible strings quoted by the specs, written once and shared by UI, server and tests. A
 * number in a message is read from LIMITS, so the text cannot disagree with the rule it names.
 */
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
  nestedTooDeep: `Request is nested too deeply: at most ${LIMITS.nestingDepthMax} levels of arrays and objects`,
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',
  storageUnavailable:
    'The server cannot reach its database right now. Please try again in a moment.',
  // FC §2 / §4
  sessionExpired: 'Your session has expired. You must reload the page to continue.',
  sessionExpiredNote: 'All features are disabled until you reload the page.',
  // Issue 50: a session ended from another device says so, not "expired"
  sessionEndedElsewhere:
    'This session was ended from another of your devices. You must reload the page to continue.',
  connectionLost: 'Connection lost - Feed offline',
  popupBlocked: 'Popup blocked! Please allow popups for this site and try again.',
  secureLogin: 'Secure login required',
  // Ours: a browser built for another version of the socket contract
  appUpdated: 'Please reload: the app was updated',
  // DA §5 admin validation
  usernamePasswordRequired: 'Username and password are required',
  usernameEmpty: 'Username cannot be empty',
  passwordEmpty: 'Password cannot be empty',
  discordRequired: 'Discord ID is required for enhanced users',
  discordInvalid: 'Invalid Discord user ID format (must be 17-19 digits)',
  usernameExists: 'Username already exists',
  usernameInvalid: 'Username may only contain letters, digits, dots, dashes and underscores',
  usernameTooLong: `Username must be at most ${LIMITS.usernameMax} characters`,
  passwordTooLong: `Password must be at most ${LIMITS.passwordMax} characters`,
  userNotFound: 'User not found',
  reservedAdmin: 'The admin account cannot be modified, kicked or deleted',
  usernameDiscordRequired: 'Username and Discord user ID are required',
  handleRequired: 'Handle is required',
  handleInvalid: 'Handle may only contain letters, digits, dots, dashes, colons and underscores',
  alertMessageRequired: 'Please enter a message',
  alertMessageTooLong: `Message must be at most ${LIMITS.alertMessageMax} characters`,
  whitelistUsernameRequired: 'Username is required',
  // DA §8 successes
  userAdded: 'User added successfully',
  userUpdated: 'User updated successfully',
  userDeleted: 'User deleted successfully',
  userKicked: 'User kicked successfully',
  // DA §4 / §8: any admin call answered 401 or 403 logs the admin out with this
  adminSessionEnded: 'Session expired or access denied',
  // FC §5 login required (and ours in the same words for the other chat and group events)
  loginToCreateGroup: 'Please log in to create a private group',
  loginToJoinGroup: 'Please log in to join a private group',
  loginToLeaveGroups: 'Please log in to leave groups',
  loginToEditGroup: 'Please log in to edit a group',
  loginToDeleteGroup: 'Please log in to delete a group',
  loginToListGroups: 'Please log in to see your groups',
  loginToListMembers: 'Please log in to see group members',
  loginToListUsernames: 'Please log in to search users',
  loginToChat: 'Please log in to chat',
  loginToSetChatMode: 'Please log in to change the chat mode',
  loginToSyncClock: 'Please log in to sync the clock',
  clockPingsTooFast: `Too many clock pings: at most ${LIMITS.clockPingsPerMinute} a minute`,
  // FC §6 chat permissions
  chatNotAllowed: 'You do not have permission to chat',
  commandNotAllowed: 'You do not have permission to use this command',
  // Ours: chat message rules
  chatMessageEmpty: 'Message cannot be empty',
  chatMessageTooLong: `Message must be at most ${LIMITS.chatMessageMax} characters`,
  chatMessageNotPlain: 'Message must be plain text: HTML tags are not allowed',
  chatRateLimited: 'You are sending messages too fast. Please wait a few seconds.',
  chatMuted: 'Chat is muted. Switch to Public Chat or Group Chat to send messages.',
  tooManyPending: 'Too many requests at once. Wait for the answers, then try again.',
  // FC §4 / §8 chat mode
  groupModeNeedsGroup: 'You must join a group first to use Group Chat mode',
  chatModeInvalid: 'Chat mode must be public, group or mute',
  // FC §5 / §8 groups
  groupNameRequired: 'Group name is required',
  groupNameTooLong: `Group name must be at most ${LIMITS.groupNameMax} characters`,
  groupNameEmpty: 'Group name cannot be empty',
  groupNameNotPlain: 'Group name must be plain text: HTML tags are not allowed',
  groupNameExists: 'A group with this name already exists',
  invitedUsersRequired: 'Invited users list is required for invite-only groups',
  invitedUsersTooMany: `At most ${LIMITS.invitedUsersMax} invited users per group`,
  invitedUsersInvalid: 'Invited users must be a list of usernames',
  chatCodeRequired: 'Chat code is required',
  chatCodeInvalid: 'Chat code must be 8 uppercase letters or digits',
  chatCodeExists: 'Chat code already exists',
  groupNotFound: 'No group found with that code',
  groupInviteOnly: 'This group is invite-only and you are not on its invite list',
  groupEditCreatorOnly: 'Only the group creator can edit this group',
  groupDeleteCreatorOnly: 'Only the group creator can delete this group',
  groupNotMember: 'You are not a member of this group',
  // FC §8 fallbacks when the server gives no text
  groupCreateFailed: 'Failed to create group',
  groupUpdateFailed: 'Failed to update group',
  groupMembersFailed: 'Failed to get group members',
  groupLeaveFailed: 'Failed to leave group',
  // Ours: the server's messages for the other admin actions (DA §8 'server messages')
  userEnabled: 'User enabled',
  userDisabled: 'User disabled',
  discordIdSet: 'Discord user ID set',
  accountBlocked: 'Account blocked',
  accountUnblocked: 'Account unblocked',
  accountAlreadyBlocked: 'Account is already blocked',
  accountNotBlocked: 'Account is not blocked',
  testPostSent: 'Test post sent',
  testPostAuthorBlocked:
    'Test posts come from @launchdeck, which is blocked: unblock it in Blocked Accounts first',
  whitelistAdded: 'User added to the command whitelist',
  whitelistRemoved: 'User removed from the command whitelist',
  whitelistNotListed: 'User is not on the command whitelist',
  canChatEnabled: 'User may chat',
  canChatDisabled: 'User may no longer chat',
  canDeployEnabled: 'User may create tokens',
  canDeployDisabled: 'User may no longer create tokens',
} as const;
