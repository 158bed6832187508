import type { WorkerMessage } from './sw-notification.ts';

/**
 * Calls `listener` with each message the service worker sends this window (WorkerMessage; the
 * page reads each itself). Nothing where there is no service worker. Returns a stop function.
 */
export function onWorkerMessage(listener: (data: unknown) => void): () => void {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return () => {};
  const onMessage = (event: MessageEvent) => listener(event.data);
  container.addEventListener('message', onMessage);
  // Messages sent before the page listened wait in the client's queue until this.
  container.startMessages();
  return () => container.removeEventListener('message', onMessage);
}

/** Is it the worker's word that the push service replaced this browser's subscription? */
export const isSubscriptionChange = (data: unknown): data is WorkerMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'push-subscription-change';
