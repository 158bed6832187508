import type { Post } from '@launchdeck/protocol';
import { useTrackerSettings } from '../settings/index.ts';
import { useDeployController } from './context.tsx';
import { DEPLOY_TEXT } from './strings.ts';
import './deploy-button.css';

type Props = {
  post: Post;
  /** The card places a slot on each side; the one matching deployButtonPosition shows the button. */
  side: 'left' | 'right';
};

/**
 * FC §2 / DA §2: the Deploy button of a post card, on the side `deployButtonPosition` names,
 * hidden by `disableDeployButton`. Cheap on purpose: two primitive settings reads; the prefill is
 * worked out only on click.
 */
export function DeployButton({ post, side }: Props) {
  const shown = useTrackerSettings(
    (settings) => !settings.disableDeployButton && settings.deployButtonPosition === side,
  );
  const { deployFromPost } = useDeployController();
  if (!shown) return null;
  return (
    <button
      type="button"
      className={`deploy-button is-${side}`}
      aria-label={DEPLOY_TEXT.deployFromPost(post.author.handle)}
      onClick={() => deployFromPost(post)}
    >
      {DEPLOY_TEXT.deploy}
    </button>
  );
}
