/*
 * The service worker at /sw.js (scope /), issue 51: Web Push alerts only, no fetch handler and
 * no cache. Built on its own by vite.config.ts (serviceWorker()) into dist/sw.js, without a hash:
 * a browser looks for a new version at the same address. Typechecked by tsconfig.sw.json (the
 * WebWorker library), not with the page's code. Its logic is src/features/push/sw-*.ts.
 */
import {
  onActivate,
  onInstall,
  onNotificationClick,
  onPush,
  onSubscriptionChange,
} from './features/push/sw-worker.ts';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', (event) => onInstall(self, event));
self.addEventListener('activate', (event) => onActivate(self, event));
self.addEventListener('push', (event) => onPush(self, event));
self.addEventListener('notificationclick', (event) => onNotificationClick(self, event));
self.addEventListener('pushsubscriptionchange', (event) => onSubscriptionChange(self, event));
