import type { Post } from '@launchdeck/protocol';
import type { PostTranslation } from '../../translation/index.ts';
import { TranslateButton } from '../../translation/index.ts';
import { ExternalLink } from '../ExternalLink.tsx';
import { PLATFORM_LABELS, postUrl } from '../platform.ts';

type Props = { post: Post; translation?: PostTranslation };

/** The card's action row: Translate (when offered) and a link to the post on its platform. */
export function CardActions({ post, translation }: Props) {
  const url = postUrl(post);
  if (!url && !translation?.offered) return null;
  return (
    <footer className="card-actions">
      {translation ? <TranslateButton translation={translation} /> : null}
      {url ? (
        <ExternalLink href={url} className="card-action-link">
          View on {PLATFORM_LABELS[post.platform]}
        </ExternalLink>
      ) : null}
    </footer>
  );
}
