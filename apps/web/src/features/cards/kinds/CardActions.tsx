import type { Post } from '@launchdeck/protocol';
import type { PostTranslation } from '../../translation/index.ts';
import { TranslateButton } from '../../translation/index.ts';
import { showPerson } from '../author.ts';
import { ExternalLink } from '../ExternalLink.tsx';
import { useHideAccount } from '../hide-account.tsx';
import { PLATFORM_LABELS, postUrl } from '../platform.ts';
import { CARD_TEXT, hideAccountTitle } from '../strings.ts';

type Props = {
  post: Post;
  translation?: PostTranslation;
  /** Offers Hide account: only cards of a kind the account's filters can hide. */
  hideable?: boolean;
};

/**
 * The card's action row: Translate (when offered), Hide account (the post's account, whose
 * filters the feed applies) and a link to the post on its platform.
 */
export function CardActions({ post, translation, hideable = false }: Props) {
  const hideAccount = useHideAccount();
  const url = postUrl(post);
  const author = showPerson(post.author);
  const hide = hideable && hideAccount && author.known ? () => hideAccount(author.handle) : null;
  if (!url && !translation?.offered && !hide) return null;
  return (
    <footer className="card-actions">
      {translation ? <TranslateButton translation={translation} /> : null}
      {hide ? (
        <button
          type="button"
          className="card-action-button"
          title={hideAccountTitle(author.handle)}
          onClick={hide}
        >
          {CARD_TEXT.hideAccount}
        </button>
      ) : null}
      {url ? (
        <ExternalLink href={url} className="card-action-link">
          View on {PLATFORM_LABELS[post.platform]}
        </ExternalLink>
      ) : null}
    </footer>
  );
}
