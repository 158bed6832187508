import type { Embed } from '@launchdeck/protocol';
import { ExternalLink } from '../ExternalLink.tsx';
import { SafeImage } from './SafeImage.tsx';
import { VideoPreview } from './VideoPreview.tsx';

function EmbedBlock({ embed }: { embed: Embed }) {
  const text = (
    <span className="embed-body">
      {embed.title ? <span className="embed-title">{embed.title}</span> : null}
      {embed.description ? <span className="embed-description">{embed.description}</span> : null}
    </span>
  );
  return (
    <div className="embed">
      {embed.url ? (
        <ExternalLink href={embed.url} className="embed-link">
          {text}
        </ExternalLink>
      ) : (
        text
      )}
      {embed.video ? (
        <VideoPreview url={embed.video.url} thumbnail={embed.image?.url} />
      ) : embed.image ? (
        <SafeImage className="embed-image" src={embed.image.url} />
      ) : null}
    </div>
  );
}

/** FC §3 embeds: title, description, link, and an image or a video preview. */
export function Embeds({ embeds }: { embeds: readonly Embed[] | undefined }) {
  if (!embeds?.length) return null;
  return (
    <div className="embeds">
      {embeds.map((embed, index) => (
        // Embeds have no id; their order is fixed for a given post version.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <EmbedBlock key={index} embed={embed} />
      ))}
    </div>
  );
}
