/**
 * User-visible strings of the post age, its delivery-latency tooltip and the header's latency
 * readout, shared by components and tests.
 */
export const LATENCY_TEXT = {
  unknownAge: '—',
  unknownWhy: 'Age not known yet: clock not synced',
  atMost: (age: string) => `< ${age}`,
  loaded: 'Not live: loaded with the feed',
  replayed: 'Not live: replayed after a reconnect',
  held: 'Held while paused: shown when the feed resumed',
  unseen: 'Arrived while the feed was not on screen',
  uncertainWhy: "Only a bound is known: the clock offset's error exceeds the latency",
  toConnector: 'Platform → our connector',
  toPublished: 'Connector → published',
  toScreen: 'Published → this screen',
  total: 'Platform → this screen',
  clockOffset: 'Clock offset (server − this browser)',
  createdAtX: 'created_at, to the second',
  createdAt: 'created_at',
  now: 'now',
  postedNow: 'Posted just now',
  postedAgo: (span: string) => `Posted ${span} ago`,
  postedOn: (day: string) => `Posted on ${day}`,
  tipTitle: 'Delivery latency',
  readoutName: 'Delivery latency',
  readoutEmpty: '—',
  readoutTitle: 'Delivery latency',
  readoutHint: 'Delivery latency: published → this screen, p50 and p99 of the last 100 live posts',
  readoutNote:
    'Published → this screen, last 100 live posts of each source, measured when each card was painted.',
  source: 'Source',
  posts: 'Posts',
  publishedToScreen: 'Published → screen',
  sourceToScreen: 'Source → screen',
  noLivePosts: 'No live posts yet.',
  notSyncedShort: 'not synced yet',
  showPostAge: 'Show post age on cards',
} as const;
