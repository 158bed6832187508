import type { Post } from '@launchdeck/protocol';

/**
 * The words of alerts shown by this browser (issue 51): the service worker's notification of a
 * push it cannot read, the in-tab notification of a post (the server's push message's words,
 * apps/server/src/alerts/push-message.ts and alert-message.ts), and this browser's name.
 */
export const PUSH_TEXT = {
  /** A push whose payload is unreadable: a push must always show a notification. */
  genericTitle: 'New alert',
  genericBody: 'Open Launchdeck to see it.',
  /** A new post's headline: "New post on X". */
  newPost: 'New post',
  newPostOn: (platform: string) => `New post on ${platform}`,
  /** The title: "New post on X · Name (@handle)". */
  title: (headline: string, author: string, handle: string) =>
    handle ? `${headline} · ${author} (@${handle})` : `${headline} · ${author}`,
  /** The body's first line, the post's first contract address. */
  addressLine: (address: string) => `CA ${address}`,
  noText: 'No text',
  /** Why turning push on gave up waiting for the service worker. */
  workerLate: (seconds: number) => `it was not running after ${seconds} s`,
  /** This browser's push channel's name: "Chrome on Linux". */
  browserOn: (browser: string, system: string) => `${browser} on ${system}`,
  aBrowser: 'A browser',
} as const;

/** The platforms a headline names (the server's alert messages name these, no others). */
export const PLATFORM_NAMES: Readonly<Partial<Record<Post['platform'], string>>> = {
  twitter: 'X',
  truthsocial: 'Truth Social',
  instagram: 'Instagram',
  bluesky: 'Bluesky',
};
