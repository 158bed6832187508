import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '../post.ts';
import {
  HANDLE_MESSAGE,
  handleProblem,
  PLATFORM_HANDLES,
  POST_ID_MESSAGE,
  postIdProblem,
} from './post-identifiers.ts';

const X = PLATFORM_HANDLES.twitter.message;
const TRUTH = PLATFORM_HANDLES.truthsocial.message;
const BSKY = PLATFORM_HANDLES.bluesky.message;
const INSTAGRAM = PLATFORM_HANDLES.instagram.message;
const SITE = PLATFORM_HANDLES.site.message;

describe('handleProblem', () => {
  it('has a rule for every platform', () => {
    expect(Object.keys(PLATFORM_HANDLES).sort()).toEqual([...PLATFORMS].sort());
  });

  it.each([
    // any platform (the platform unsaid)
    ['solvector', undefined, undefined],
    ['@solvector', undefined, undefined],
    ['tomas.bsky.social', undefined, undefined],
    ['did:plc:tomasferreira2k7q4x5zabc', undefined, undefined],
    ['user@mastodon.example', undefined, undefined],
    ['<svg onload=alert(1)>', undefined, HANDLE_MESSAGE],
    ['"><img src=x>', undefined, HANDLE_MESSAGE],
    ['sol vector', undefined, HANDLE_MESSAGE],
    ['jürgen', undefined, HANDLE_MESSAGE],
    ['javascript:alert(1)', undefined, HANDLE_MESSAGE],
    // X
    ['solvector', 'twitter', undefined],
    ['@meme_historian', 'twitter', undefined],
    ['a234567890123456', 'twitter', X],
    ['sienna.vale', 'twitter', X],
    ['0x-marrow', 'twitter', X],
    // Truth Social
    ['GovernorHaldane', 'truthsocial', undefined],
    ['PatriotPulse@truthsocial.com', 'truthsocial', undefined],
    ['patriot.pulse', 'truthsocial', TRUTH],
    ['pulse@', 'truthsocial', TRUTH],
    // Bluesky
    ['tomas.bsky.social', 'bluesky', undefined],
    ['did:plc:witchofthewicks4q7z2abcd', 'bluesky', undefined],
    ['did:web:example.com', 'bluesky', undefined],
    ['tomas', 'bluesky', BSKY],
    ['-tomas.bsky.social', 'bluesky', BSKY],
    // Instagram
    ['sienna.vale', 'instagram', undefined],
    ['sienna_vale.2', 'instagram', undefined],
    ['sienna-vale', 'instagram', INSTAGRAM],
    // external alerts and site chat
    ['launchradar', 'external', undefined],
    ['alerts-bot.v2', 'external', undefined],
    ['<b>bot</b>', 'external', HANDLE_MESSAGE],
    ['ann.lee-2', 'site', undefined],
    ['ann@site', 'site', SITE],
  ] as const)('%j on %s → %j', (handle, platform, expected) => {
    expect(handleProblem(handle, platform)).toBe(expected);
  });
});

describe('postIdProblem', () => {
  it.each([
    ['x:1893400000000000777', undefined],
    ['truth:113950000000000904', undefined],
    ['bsky:did:plc:tomasferreira2k7q4x5zabc/3lhbq2x7k5s2a', undefined],
    ['demo-m3x9k2-1a', undefined],
    ['deleted_x:1893400000000000777', undefined],
    ['thread-2', undefined],
    ['42', undefined],
    ['<img src=x onerror=alert(1)>', POST_ID_MESSAGE],
    ['x:1"><script>', POST_ID_MESSAGE],
    ['post 42', POST_ID_MESSAGE],
    ['x:abc', 'must be x: and a numeric post id'],
    ['x:', 'must be x: and a numeric post id'],
    ['truth:12a', 'must be truth: and a numeric status id'],
    ['bsky:3lhbq2x7k5s2a', 'must be bsky: and a DID, a slash and a record key'],
    ['bsky:did:plc:abc/', 'must be bsky: and a DID, a slash and a record key'],
  ])('%j → %j', (id, expected) => {
    expect(postIdProblem(id)).toBe(expected);
  });
});
