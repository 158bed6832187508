import type { CreateTokenRequest, ToolbarDeployRequest } from '@launchdeck/protocol';
import type { LaunchRequest } from './launcher.ts';

/** What a launch request carries beyond `create_token`'s fields (the toolbar variant's extras). */
export type LaunchExtras = Partial<
  Pick<LaunchRequest, 'description' | 'priorityFeeSol' | 'tipSol' | 'source' | 'trigger'>
> & {
  /** An auto-launch (issue 53): when its rule matched the post (performance.now clock). */
  matchedAt?: number;
};

/** Ours: the post a form launch was filled from, when the form names one (My Launches lists it). */
export function formLaunchExtras(request: CreateTokenRequest): LaunchExtras {
  if (!request.source_tweet_id) return {};
  return {
    source: {
      postId: request.source_tweet_id,
      author: request.source_tweet_author ?? '',
      text: request.source_tweet_text ?? '',
    },
  };
}

/**
 * DA §3 toolbar variant onto the launch path of `create_token`: the selection's name, the symbol
 * as the ticker, the amount as the first buy, the image, links, wallet, session and click id as
 * they are; the description ('.'), the priority fee and tip and the source post as extras. The
 * same checks then apply (DA §5 field limits, the right to deploy, the wallet's owner and chain,
 * one launch at a time, a click launched once, the deadline).
 */
export function launchOfToolbar(toolbar: ToolbarDeployRequest): {
  request: CreateTokenRequest;
  extras: LaunchExtras;
} {
  return {
    request: {
      type: 'create_token',
      mode: toolbar.mode,
      name: toolbar.name,
      ticker: toolbar.symbol,
      website: toolbar.website,
      twitter: toolbar.twitter,
      image_type: toolbar.image_type,
      image_url: toolbar.image_url,
      buy_amount: toolbar.amount,
      api_key: toolbar.api_key,
      session_id: toolbar.session_id,
      axiom: false,
      ...(toolbar.request_id ? { request_id: toolbar.request_id } : {}),
      ...(toolbar.trigger ? { trigger: toolbar.trigger } : {}),
    },
    extras: {
      description: toolbar.description,
      priorityFeeSol: toolbar.priority_fee,
      tipSol: toolbar.tip,
      source: {
        postId: toolbar.source_tweet_id,
        author: toolbar.source_tweet_author,
        text: toolbar.source_tweet_text,
      },
    },
  };
}
