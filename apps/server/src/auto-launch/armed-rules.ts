import {
  type AlertRuleStored,
  matchesAlertRule,
  normalizeHandle,
  type Post,
} from '@launchdeck/protocol';
import type { FeedChange } from '../feed/index.ts';
import type { StoredAutoLaunchRule } from './rules-repository.ts';

/** An armed rule with what matching needs: its trigger as the alert matcher reads it, its owner's meme words. */
export type ArmedRule = StoredAutoLaunchRule & {
  match: AlertRuleStored;
  memeWords: readonly string[];
};

/** The source name ingest keeps on the administrator's test posts (sources/test-posts.ts). */
export const TEST_POST_SOURCE = 'admin-test';

/** The feed events that bring a post into the feed for the first time. */
const CREATED = new Set([
  'tweet',
  'following_update',
  'profile_update',
  'profile_pinned_update',
  'external_message',
]);

/**
 * The post a stored feed change brings for the first time, or undefined: an edit, a later
 * version (an address read from a picture), a deletion, a post already deleted, or a change with
 * no post never fires a rule. A post seen again after a source's reconnect or a restart is
 * stored as a later version (or not at all), so it is never one of these.
 */
export function newPostOf(change: FeedChange): Post | undefined {
  const { post } = change;
  if (!post || post.isDeleted || !CREATED.has(change.event.event)) return undefined;
  return post;
}

/**
 * How old the post was when it reached us, seconds: its arrival (`timing.received`) or now,
 * whichever is later, less its platform time (`timing.source`). Undefined without timings (the
 * post's age cannot be told: it fires nothing).
 */
export function postAgeSeconds(post: Post, now: number): number | undefined {
  const timing = post.timing;
  if (!timing) return undefined;
  return (Math.max(timing.received, now) - timing.source) / 1000;
}

/** The trigger as matchesAlertRule reads a rule. */
export function matchOf(rule: StoredAutoLaunchRule['rule']): AlertRuleStored {
  return {
    name: rule.name,
    ...rule.trigger,
    updates: false,
    channels: [],
    enabled: rule.enabled,
  };
}

/**
 * The armed rules, indexed by the accounts they watch (every rule names at least one), so a
 * post is matched only against the rules of its author: matching costs the same with 100 rules
 * of other accounts as with none.
 */
export class ArmedRules {
  private readonly byAccount = new Map<string, ArmedRule[]>();
  private readonly all: ArmedRule[];

  constructor(rules: ArmedRule[]) {
    this.all = rules;
    for (const rule of rules) {
      for (const account of new Set(rule.rule.trigger.accounts.map(normalizeHandle))) {
        const list = this.byAccount.get(account) ?? [];
        list.push(rule);
        this.byAccount.set(account, list);
      }
    }
  }

  get size(): number {
    return this.all.length;
  }

  rules(): readonly ArmedRule[] {
    return this.all;
  }

  find(id: string): ArmedRule | undefined {
    return this.all.find((rule) => rule.id === id);
  }

  /**
   * The rules `post` fires (a new post, newPostOf): its author's rules that are enabled, take
   * test posts when it is one, allow its age, and whose trigger matches it (matchesAlertRule).
   */
  firedBy(post: Post, now: number): ArmedRule[] {
    const candidates = this.byAccount.get(normalizeHandle(post.author.handle));
    if (!candidates) return [];
    const age = postAgeSeconds(post, now);
    if (age === undefined) return [];
    const test = post.source === TEST_POST_SOURCE;
    return candidates.filter(
      (armed) =>
        armed.rule.enabled &&
        (!test || armed.rule.testPosts) &&
        age <= armed.rule.maxPostAgeSeconds &&
        matchesAlertRule(armed.match, post, 'created', armed.memeWords),
    );
  }
}
