import { createHash } from 'node:crypto';
import {
  AUTO_LAUNCH_MESSAGES,
  type AutoLaunchRuleStored,
  type CreateTokenRequest,
  fieldLimits,
  launchFieldsOfPost,
  type Post,
  presetToken,
  type RuleTrigger,
} from '@launchdeck/protocol';

/**
 * The launch id of a rule's fire on a post: `al_` and 40 characters of the SHA-256 of both ids,
 * base64url. The same rule and post give the same id on every node and after a restart, so the
 * launches table's (user, request id) key is a second guard beside the fire's own row.
 */
export function fireRequestId(ruleId: string, postId: string): string {
  const digest = createHash('sha256').update(`${ruleId}\n${postId}`).digest('base64url');
  return `al_${digest.slice(0, 40)}`;
}

/** What a fire launches: the request as a click would send it, and what My Launches keeps of it. */
export type PostLaunch = {
  request: CreateTokenRequest;
  source: { postId: string; author: string; text: string };
  trigger: RuleTrigger;
};

/**
 * Issue 53: the launch a rule makes of a post, as a card's Deploy fills its form
 * (launchFieldsOfPost: the name from the text, the post's $TICKER or one from the name, the
 * post's link as twitter, the first link as website, its pictures), with the rule's platform,
 * wallet and first buy. A preset (copied into the rule) makes the name and ticker of that name
 * as its hotkey would (presetToken) and picks the image by its image type; without one, the
 * rule's `image` does: the post's first picture (a drawn letter when it has none), or drawn.
 * The field limits are checked by the launch path as for any click. Undefined `request` with a
 * `refusal` when the post gives no name.
 */
export function launchOfPost(
  ruleId: string,
  rule: AutoLaunchRuleStored,
  post: Post,
): PostLaunch | { refusal: string } {
  const { action } = rule;
  const fields = launchFieldsOfPost(post, fieldLimits(action.mode).nameMax);
  if (!fields.name.trim()) return { refusal: AUTO_LAUNCH_MESSAGES.noName };
  const token = action.preset
    ? presetToken(action.preset, fields.name)
    : { name: fields.name, ticker: fields.ticker };
  const picture = fields.images[0];
  const imageType = action.preset?.imageType;
  let image: Pick<CreateTokenRequest, 'image_type' | 'image_url'>;
  if (imageType === 'custom' && action.preset?.customImage)
    image = { image_type: null, image_url: action.preset.customImage };
  else if (imageType === 'ascii' || imageType === 'letter')
    image = { image_type: imageType, image_url: null };
  else if (imageType === undefined && action.image !== 'post')
    image = { image_type: action.image, image_url: null };
  else
    image = picture
      ? { image_type: null, image_url: picture }
      : { image_type: 'letter', image_url: null };
  return {
    request: {
      type: 'create_token',
      mode: action.mode,
      name: token.name,
      ticker: token.ticker,
      website: fields.website,
      twitter: fields.twitter,
      ...image,
      buy_amount: action.buyAmount,
      api_key: action.wallet,
      session_id: '',
      axiom: false,
      request_id: fireRequestId(ruleId, post.id),
    },
    source: fields.source.id
      ? { postId: fields.source.id, author: fields.source.author, text: fields.source.text }
      : { postId: post.id, author: post.author.handle, text: post.text },
    trigger: { kind: 'rule', ruleId, rule: rule.name },
  };
}
