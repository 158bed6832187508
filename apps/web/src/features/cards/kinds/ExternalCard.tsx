import { EVM_ADDRESS, type Post, PostType, SOLANA_ADDRESS } from '@launchdeck/protocol';
import { CardHeader } from '../CardHeader.tsx';
import { ContractAddressChip } from '../ContractAddressChip.tsx';
import { ExternalLink } from '../ExternalLink.tsx';
import { ImageAddresses } from '../image-addresses/ImageAddresses.tsx';
import { PostMedia } from '../media/PostMedia.tsx';
import { PostText } from '../PostText.tsx';
import { CardActions } from './CardActions.tsx';

function chainOf(address: string) {
  if (EVM_ADDRESS.test(address)) return 'bnb' as const;
  if (SOLANA_ADDRESS.test(address)) return 'solana' as const;
  return null;
}

/** Badges naming what kind of alert this is (FC §3 flags). */
function alertBadges(post: Post): string[] {
  const badges: string[] = [];
  if (post.type === PostType.TIME_MARKET || post.is_time_market) badges.push('Time market');
  if (post.is_metadata) badges.push('Metadata');
  if (post.is_website_updated) badges.push('Website updated');
  return badges;
}

/** The alert's address, shown apart unless the text already carries it (and its chip). */
function ProjectAddress({ post }: { post: Post }) {
  const address = post.contractAddress;
  if (!address || post.text.includes(address)) return null;
  const chain = chainOf(address);
  return (
    <p className="external-ca">
      <span className="external-label">CA</span>
      {chain ? <ContractAddressChip address={address} chain={chain} /> : <span>{address}</span>}
    </p>
  );
}

/**
 * FC §2 external message card: an alert from an outside source (launches, time markets, metadata
 * changes) with its project, address and links (FC §3 projectTicker, projectName,
 * contractAddress, website_url, profile_url, tokens_posted, twitter_data.time_fun_url).
 */
export function ExternalCard({ post }: { post: Post }) {
  const links = [
    { label: 'Website', url: post.website_url },
    { label: 'Profile', url: post.profile_url },
    { label: 'time.fun', url: post.twitter_data?.time_fun_url },
  ].filter((link): link is { label: string; url: string } => Boolean(link.url));
  return (
    <>
      <CardHeader
        person={post.author}
        platform={post.platform}
        createdAt={post.createdAt}
        created_at={post.created_at}
        post={post}
        badges={
          <>
            {post.source ? (
              <span className="card-badge card-badge-source">{post.source}</span>
            ) : null}
            {alertBadges(post).map((badge) => (
              <span key={badge} className="card-badge card-badge-alert">
                {badge}
              </span>
            ))}
          </>
        }
      />
      {post.projectName || post.projectTicker ? (
        <p className="external-project">
          {post.projectName ? (
            <span className="external-project-name">{post.projectName}</span>
          ) : null}
          {post.projectTicker ? (
            <span className="post-ticker">${post.projectTicker.replace(/^\$/, '')}</span>
          ) : null}
        </p>
      ) : null}
      <PostText text={post.text} platform={post.platform} />
      <ProjectAddress post={post} />
      <PostMedia media={post.media} handle={post.author.handle} postId={post.id} />
      {/* The project's address has its own chip above: the pictures' are not repeated. */}
      {post.imageAddresses ? (
        <ImageAddresses
          addresses={post.imageAddresses}
          text={`${post.text} ${post.contractAddress ?? ''}`}
        />
      ) : null}
      {links.length > 0 || post.tokens_posted !== undefined ? (
        <p className="external-links">
          {links.map((link) => (
            <ExternalLink key={link.label} href={link.url} className="external-link">
              {link.label}
            </ExternalLink>
          ))}
          {post.tokens_posted !== undefined ? (
            <span className="external-tokens">
              {post.tokens_posted} {post.tokens_posted === 1 ? 'token' : 'tokens'} posted
            </span>
          ) : null}
        </p>
      ) : null}
      <CardActions post={post} />
    </>
  );
}
