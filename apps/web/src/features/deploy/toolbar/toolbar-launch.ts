import {
  type DeployMode,
  type LaunchTrigger,
  launchImageUrl,
  type Post,
  type StoredWallet,
  ToolbarDeployRequest,
  type TrackerSettings,
  toolbarDeployRequest,
  whitelistedMode,
} from '@launchdeck/protocol';
import { launchBuyAmount } from '../launch/buy-amount.ts';
import type { LaunchBuild } from '../launch/launch-send.ts';
import { postImageUrls } from '../prefill/prefill.ts';

/** What a launch from the feed starts from: a post and the words taken from it for the name. */
export type QuickTarget = { post: Post; text: string };

/** The toolbar's buttons: ASCII and Letter draw the image, Deploy takes the post's. */
export type QuickImage = 'ascii' | 'letter' | 'post';

/** DA §4: a post's launch goes to the platform of the author's whitelist, else the default mode. */
export function quickMode(post: Post, settings: TrackerSettings): DeployMode {
  return whitelistedMode(post.author.handle, settings) ?? settings.defaultMode;
}

/**
 * The buy amount of a launch from the feed, in the mode's own unit (USD1 as typed): the active
 * wallet's own amount, else the settings' global amount through the getter; DA §9's toolbar
 * reading for SOL: 7 when the trader set no amount. The one getter (launchBuyAmount) decides it.
 */
export function quickBuyAmount(
  mode: DeployMode,
  settings: TrackerSettings,
  wallet: StoredWallet | null,
): number {
  return launchBuyAmount({ place: 'feed', mode, settings, wallet });
}

/** The post on its platform (DA §3 tweetUrl, truthSocialUrl, instagramUrl), sent as twitter. */
export function postLink(post: Post): string | undefined {
  return post.tweetUrl ?? post.truthSocialUrl ?? post.instagramUrl;
}

/** DA §3 image in post: the post's first image a launch can carry, or null. */
export function firstPostImage(post: Post): string | null {
  return postImageUrls(post).find((url) => launchImageUrl.safeParse(url).success) ?? null;
}

/** The usd1 amount is sent divided by 1000 (DA §5), as the form sends it. */
const amountToSend = (mode: DeployMode, amount: number) =>
  mode === 'usd1' ? amount / 1000 : amount;

/**
 * DA §3 toolbar variant (`toolbar_deploy`) for the target: its text as the name and its ticker,
 * description '.', priority fee and tip 0.0035, the post's id, author, text and link; ASCII and
 * Letter send their image_type, Deploy the post's first image (letter when it has none); the
 * hotkey that sent it as `trigger` (issue 50), absent for a click.
 */
export function toolbarBuild(
  target: QuickTarget,
  image: QuickImage,
  settings: TrackerSettings,
  mode: DeployMode,
  trigger?: LaunchTrigger,
): LaunchBuild {
  return (who) => {
    const url = image === 'post' ? firstPostImage(target.post) : null;
    const link = postLink(target.post);
    const parsed = ToolbarDeployRequest.safeParse({
      ...toolbarDeployRequest({
        selection: target.text,
        post: {
          id: target.post.id,
          authorHandle: target.post.author.handle,
          text: target.post.text,
          ...(link ? { url: link } : {}),
        },
        mode,
        amount: amountToSend(mode, quickBuyAmount(mode, settings, who.wallet)),
        image: url ? { url } : { type: image === 'ascii' ? 'ascii' : 'letter' },
        apiKey: who.apiKey,
        sessionId: who.sessionId,
        requestId: who.requestId,
      }),
      ...(trigger ? { trigger } : {}),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { ok: false, error: `${String(issue?.path[0] ?? 'Request')} ${issue?.message}` };
    }
    return { ok: true, send: { event: 'toolbar_deploy', request: parsed.data }, mints: 1 };
  };
}
