import { useState } from 'react';

/** FC §8: broken avatars become this default picture, drawn inline (no external file). */
function DefaultAvatar({ size }: { size: number }) {
  return (
    <svg
      className="card-avatar card-avatar-default"
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      data-testid="default-avatar"
    >
      <circle cx="20" cy="20" r="20" className="card-avatar-default-bg" />
      <circle cx="20" cy="15.5" r="7" className="card-avatar-default-fg" />
      <path
        d="M7 34c2.5-6.5 7.3-9.5 13-9.5S30.5 27.5 33 34a18 18 0 0 1-26 0z"
        className="card-avatar-default-fg"
      />
    </svg>
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
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => {
        brokenAvatars.add(src);
        setBroken(src);
      }}
    />
  );
}
