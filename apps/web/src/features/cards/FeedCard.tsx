import { classifyPost, type Post, PostKind } from '@launchdeck/protocol';
import { memo } from 'react';
import { useTrackerSettings } from '../settings/index.ts';
import { HIGHLIGHT_STYLES, highlightFor } from './highlight.ts';
import { DeletedCard } from './kinds/DeletedCard.tsx';
import { ExternalCard } from './kinds/ExternalCard.tsx';
import { FollowingCard } from './kinds/FollowingCard.tsx';
import { PinnedCard } from './kinds/PinnedCard.tsx';
import { PostCard } from './kinds/PostCard.tsx';
import { ProfileUpdateCard } from './kinds/ProfileUpdateCard.tsx';
import { SiteMessageCard } from './kinds/SiteMessageCard.tsx';
import { AddressMarketsProvider } from './market/context.tsx';
import './cards.css';
import './highlight.css';
import './image-addresses/image-addresses.css';
import './kinds.css';
import './market/market.css';
import './media.css';

type Props = {
  post: Post;
  /** Increases whenever the feed entry changes; the card re-renders only then. */
  version: number;
};

function CardBody({ post, kind }: { post: Post; kind: PostKind }) {
  switch (kind) {
    case PostKind.deleted:
      return <DeletedCard post={post} />;
    case PostKind.siteMessage:
      return <SiteMessageCard post={post} />;
    case PostKind.profile:
      return <ProfileUpdateCard post={post} />;
    case PostKind.following:
      return <FollowingCard post={post} />;
    case PostKind.pinned:
      return <PinnedCard post={post} />;
    case PostKind.external:
      return <ExternalCard post={post} />;
    default:
      return <PostCard post={post} variant={kind} />;
  }
}

/**
 * One feed entry as a card (FC §2). The root carries stable test hooks (data-testid, the post id
 * and the kind) and the account's highlight colour (FC §3 accountHighlights).
 */
function FeedCardView({ post }: Props) {
  const handle = post.author?.handle;
  // A colour name (a string), so a settings change re-renders only the cards whose colour changed.
  const highlight = useTrackerSettings((s) => highlightFor(s.accountHighlights, handle));
  const kind = classifyPost(post);
  return (
    <article
      className={highlight ? 'feed-card is-highlighted' : 'feed-card'}
      data-testid="feed-card"
      data-post-id={post.id}
      data-kind={kind}
      data-highlight={highlight ?? undefined}
      style={highlight ? HIGHLIGHT_STYLES[highlight] : undefined}
    >
      <AddressMarketsProvider markets={post.addressMarkets}>
        <CardBody post={post} kind={kind} />
      </AddressMarketsProvider>
    </article>
  );
}

/** Memoised on id + version: a burst of new posts does not re-render the cards already shown. */
export const FeedCard = memo(
  FeedCardView,
  (prev, next) => prev.post.id === next.post.id && prev.version === next.version,
);
