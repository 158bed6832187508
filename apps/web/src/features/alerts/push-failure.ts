import { PushSetupError, type PushSetupFailure } from '../push/index.ts';
import { failureText } from './failure.ts';
import { ALERTS_TEXT as T } from './strings.ts';

/** Each step's sentence; the server's own words for its refusals (the key's 503, the save). */
const SENTENCES: Readonly<Record<PushSetupFailure, (error: PushSetupError) => string>> = {
  denied: () => T.notificationsBlocked,
  dismissed: () => T.pushDismissed,
  unsupported: () => T.pushUnsupported,
  worker: (error) => T.pushWorkerFailed(error.message),
  key: (error) => failureText(error.cause, T.pushKeyFailed),
  'push-service': (error) => T.pushServiceFailed(error.message),
  subscribe: (error) => T.pushSubscribeFailed(error.message),
  save: (error) => failureText(error.cause, T.addPushFailed),
};

/** Why turning push on failed, in a sentence for under the control. */
export function pushFailureText(error: unknown): string {
  return error instanceof PushSetupError ? SENTENCES[error.failure](error) : T.addPushFailed;
}
