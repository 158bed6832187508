import { useState } from 'react';

/**
 * FC §8: broken avatars become this default picture, drawn by CSS gradients in the theme's colours
 * (cards.css), so it is one element per card rather than an SVG tree.
 */
function DefaultAvatar({ size }: { size: number }) {
  return (
    <span
      className="card-avatar card-avatar-default"
      style={{ width: size, height: size }}
      aria-hidden="true"
      data-testid="default-avatar"
    />
  );
}

/**
 * Avatar URLs that failed to load in this page. An account's avatar repeats on each of its posts:
 * once its URL is dead, the next card shows the default at once instead of asking for it again and
 * swapping pictures on the error (a request, an error event and a second render per post in a
 * burst). One entry per dead URL seen, a few hundred at most.
 */
const brokenAvatars = new Set<string>();

/** A round profile picture with a reserved box, replaced by the default when missing or broken. */
export function Avatar({ src, size = 40 }: { src?: string | undefined; size?: number }) {
  // Only re-renders this avatar when its picture fails; brokenAvatars says which ones did.
  const [, setBroken] = useState<string | null>(null);
  if (!src || brokenAvatars.has(src)) return <DefaultAvatar size={size} />;
  return (
    <img
      className="card-avatar"
      src={src}
      alt=""
      width={size}
      height={size}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => {
        brokenAvatars.add(src);
        setBroken(src);
      }}
    />
  );
}
