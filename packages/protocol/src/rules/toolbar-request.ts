import type { DeployMode } from '../deploy-settings.ts';
import { TOOLBAR_DEFAULTS, type ToolbarDeployInput } from '../deploy-toolbar.ts';
import { fieldLimits, normalizeTwitter } from './deploy-fields.ts';
import { generateTicker } from './ticker.ts';

/** What the toolbar knows when one of its launch buttons is pressed. */
export type ToolbarLaunch = {
  selection: string;
  post: { id: string; authorHandle: string; text: string; url?: string };
  mode: DeployMode;
  amount: number;
  /** ASCII and Letter draw the image; Deploy takes the post's first image (letter without one). */
  image: { type: 'letter' | 'ascii' } | { url: string };
  apiKey: string;
  sessionId: string;
  requestId?: string;
};

/**
 * DA §3 toolbar variant: the selection (spaces collapsed, cut to the mode's name limit) as the
 * name, its ticker by the DA §5 rule, description '.', priority fee and tip 0.0035, the post's
 * id, author and text, and the post's link as twitter.
 */
export function toolbarDeployRequest(launch: ToolbarLaunch): ToolbarDeployInput {
  const name = launch.selection
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, fieldLimits(launch.mode).nameMax);
  const image =
    'url' in launch.image
      ? { image_type: null, image_url: launch.image.url }
      : { image_type: launch.image.type, image_url: null };
  return {
    mode: launch.mode,
    name,
    symbol: generateTicker(name),
    description: TOOLBAR_DEFAULTS.description,
    amount: launch.amount,
    priority_fee: TOOLBAR_DEFAULTS.priorityFee,
    tip: TOOLBAR_DEFAULTS.tip,
    source_tweet_id: launch.post.id,
    source_tweet_author: launch.post.authorHandle,
    source_tweet_text: launch.post.text,
    ...image,
    twitter: launch.post.url ? normalizeTwitter(launch.post.url) : '',
    api_key: launch.apiKey,
    session_id: launch.sessionId,
    ...(launch.requestId ? { request_id: launch.requestId } : {}),
  };
}
