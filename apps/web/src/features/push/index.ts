export {
  currentSubscription,
  type PushServer,
  PushSetupError,
  type PushSetupFailure,
  type PushSupport,
  pushSupport,
  rememberedPush,
  rememberPush,
  turnOnPush,
} from './browser-push.ts';
export {
  desktopNotificationsOn,
  notificationPermission,
  setDesktopNotifications,
  startDesktopNotifications,
} from './desktop-notifier.ts';
export { type PushResyncServer, startPushResync } from './resync.ts';
export { PUSH_TEXT } from './strings.ts';
export { isOpenPostMessage } from './sw-notification.ts';
export { onWorkerMessage } from './worker-messages.ts';
