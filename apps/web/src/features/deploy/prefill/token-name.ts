/**
 * DA §4 / FC §3: the token name from a post's text, and the whole-word cut of the name fields. The
 * rule lives in the protocol (`rules/post-launch.ts`) so the server fills a launch from a post the
 * same way; re-exported here for the web's importers.
 */
export { cutToLength, tokenNameFromText } from '@launchdeck/protocol';
