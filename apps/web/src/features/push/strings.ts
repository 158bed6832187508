/**
 * The words of alerts shown by this browser (issue 51): the service worker's notification of a
 * push it cannot read, and this browser's name. A post's notification is worded by the protocol
 * (postNotification), as the server's push is.
 */
export const PUSH_TEXT = {
  /** A push whose payload is unreadable: a push must always show a notification. */
  genericTitle: 'New alert',
  genericBody: 'Open Launchdeck to see it.',
  /** Why turning push on gave up waiting for the service worker. */
  workerLate: (seconds: number) => `it was not running after ${seconds} s`,
  /** This browser's push channel's name: "Chrome on Linux". */
  browserOn: (browser: string, system: string) => `${browser} on ${system}`,
  aBrowser: 'A browser',
} as const;
