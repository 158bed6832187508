import { type Post, PostKind } from '@launchdeck/protocol';
import { DeployButton } from '../../deploy/index.ts';
import { TranslatedText, usePostTranslation } from '../../translation/index.ts';
import { showPerson } from '../author.ts';
import { CardHeader } from '../CardHeader.tsx';
import { ExternalLink } from '../ExternalLink.tsx';
import { RepostIcon } from '../icons.tsx';
import { ImageAddresses } from '../image-addresses/ImageAddresses.tsx';
import { Embeds } from '../media/Embeds.tsx';
import { LinkPreview } from '../media/LinkPreview.tsx';
import { PostMedia } from '../media/PostMedia.tsx';
import { Reactions } from '../media/Reactions.tsx';
import { PostText } from '../PostText.tsx';
import { profileUrl } from '../platform.ts';
import { CARD_TEXT } from '../strings.ts';
import { CardActions } from './CardActions.tsx';
import { ReferencedBlock } from './ReferencedBlock.tsx';

export type PostVariant =
  | typeof PostKind.original
  | typeof PostKind.reply
  | typeof PostKind.repost
  | typeof PostKind.quote
  | typeof PostKind.retweetedQuote;

/** A repost's own text is "RT @someone: the original"; the card shows the original. */
const RT_PREFIX = /^RT @[^\s:]+:\s*/;

/** "↻ name reposted", naming the watched account that reposted. */
function RepostLine({ post }: { post: Post }) {
  const who = showPerson(post.author);
  const href = who.known ? profileUrl(post.platform, who.handle) : null;
  return (
    <p className="card-repost-line">
      <RepostIcon />
      {href ? (
        <ExternalLink href={href} className="card-repost-who">
          {who.name}
        </ExternalLink>
      ) : (
        <span className="card-repost-who">{who.name}</span>
      )}{' '}
      {CARD_TEXT.reposted}
    </p>
  );
}

/**
 * FC §2 post card in its five variants: original, reply (parent shown above the reply), repost
 * (the original post under a "reposted" line), quote (the quoted post in a bordered block) and
 * retweeted quote (a repost whose original quotes another post).
 */
export function PostCard({ post, variant }: { post: Post; variant: PostVariant }) {
  const translation = usePostTranslation(post);
  const reposted = variant === PostKind.repost || variant === PostKind.retweetedQuote;
  const shownAuthor = reposted
    ? (post.retweetedUser ?? post.originalAuthor ?? post.author)
    : post.author;
  const text = reposted
    ? (post.originalTweetText ?? post.retweetComment ?? post.text.replace(RT_PREFIX, ''))
    : post.text;
  const media = reposted ? (post.originalMedia ?? post.media) : post.media;
  const handle = showPerson(shownAuthor).handle;
  const replyTo = variant === PostKind.reply ? post.replyTo : undefined;
  const quoted = variant === PostKind.quote ? post.quotedTweet : undefined;
  const retweetedQuote = variant === PostKind.retweetedQuote ? post.retweetedQuote : undefined;

  return (
    <>
      {reposted ? <RepostLine post={post} /> : null}
      <CardHeader
        person={shownAuthor}
        platform={post.platform}
        createdAt={post.createdAt}
        created_at={post.created_at}
        editedAt={post.editedAt}
        post={post}
        start={<DeployButton post={post} side="left" />}
        end={<DeployButton post={post} side="right" />}
      />
      {replyTo ? (
        <>
          <p className="card-replying">
            {CARD_TEXT.replyingTo} @{showPerson(replyTo).handle}
          </p>
          <ReferencedBlock post={replyTo} platform={post.platform} variant="parent">
            <TranslatedText translation={translation} block="reply" />
          </ReferencedBlock>
        </>
      ) : null}
      <PostText text={text} platform={post.platform} />
      <TranslatedText translation={translation} block="post" />
      <PostMedia media={media} handle={handle} postId={post.id} />
      {post.imageAddresses ? <ImageAddresses addresses={post.imageAddresses} text={text} /> : null}
      <LinkPreview card={post.card} text={text} createdAt={post.createdAt} />
      <Embeds embeds={post.embeds} />
      {quoted ? (
        <ReferencedBlock post={quoted} platform={post.platform} variant="quote">
          <TranslatedText translation={translation} block="quote" />
        </ReferencedBlock>
      ) : null}
      {retweetedQuote ? (
        <ReferencedBlock post={retweetedQuote} platform={post.platform} variant="quote">
          <TranslatedText translation={translation} block="retweetedQuote" />
        </ReferencedBlock>
      ) : null}
      <Reactions reactions={post.reactions} />
      <CardActions post={post} translation={translation} hideable />
    </>
  );
}
