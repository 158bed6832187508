/**
 * The tab's own notification of a post is worded by the protocol, as the server's push message is
 * (postNotification): the same title, body and tag, so a browser that gets both shows one.
 */
export {
  POST_NOTIFICATION_BODY_MAX as NOTIFICATION_BODY_MAX,
  type PostNotificationText as PostNotification,
  postNotification,
} from '@launchdeck/protocol';
