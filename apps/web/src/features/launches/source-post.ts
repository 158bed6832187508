import type { LaunchRecord, LaunchSourcePost, LaunchTrigger, Post } from '@launchdeck/protocol';
import { LAUNCHES_TEXT } from './launches-text.ts';

/**
 * The card to show for a launch's post: the feed's own copy while the feed still holds it (media,
 * links and all), else one made from what the launch kept (author, text, the launch's time).
 */
export function sourceCardPost(
  source: LaunchSourcePost,
  launchedAt: number,
  inFeed: Post | null,
): Post {
  if (inFeed) return inFeed;
  return {
    id: source.id,
    text: source.text,
    author: { handle: source.handle },
    createdAt: new Date(launchedAt).toISOString(),
    platform: 'twitter',
    contract_addresses: [],
    seq: 0,
  };
}

/**
 * What set a launch off as My Launches names it: a hotkey (issue 50), 'Hotkey Ctrl+Z · Coinify'
 * ('Hotkey Ctrl+X'), or an auto-launch rule (issue 53), 'Rule: Elon's coins'.
 */
export function triggerText(trigger: LaunchTrigger): string {
  if (trigger.kind === 'rule') return LAUNCHES_TEXT.rule(trigger.rule);
  return [LAUNCHES_TEXT.hotkey(trigger.keybind), trigger.preset].filter(Boolean).join(' · ');
}

/**
 * Where a launch came from, in one line: "Hotkey Ctrl+Z · Coinify · @handle's post" for a hotkey
 * ("Rule: Elon's coins · @handle's post" for a rule),
 * '@handle' for a Deploy or toolbar click on a post, 'Typed by hand' for a form filled by hand.
 */
export function launchSourceText(launch: Pick<LaunchRecord, 'trigger' | 'sourcePost'>): string {
  const { trigger, sourcePost } = launch;
  if (trigger)
    return [triggerText(trigger), sourcePost ? LAUNCHES_TEXT.postOf(sourcePost.handle) : '']
      .filter(Boolean)
      .join(' · ');
  return sourcePost ? LAUNCHES_TEXT.sourcePost(sourcePost.handle) : LAUNCHES_TEXT.noSourcePost;
}
