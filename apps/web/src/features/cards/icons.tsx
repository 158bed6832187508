import type { ReactNode } from 'react';

/**
 * Small line icons drawn inline in the text colour: unlike emoji or rare symbols they look the
 * same on every system, whatever fonts it has. The two a burst repeats most (Copy on every
 * address, Search on every picture) are drawn by CSS gradients (cards.css `.card-glyph`), on the
 * address's button and the picture's search link themselves (their ::after): an inline SVG is a
 * small document of its own to lay out and paint, and those two cost the feed 2–3 % of its
 * main-thread time (`bench:feed-compare`). `CopyIcon` is the same Copy glyph on an element of its
 * own, for copy buttons outside the cards.
 */
function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={className ? `card-icon ${className}` : 'card-icon'}
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/** The Copy icon drawn by CSS on one empty element. */
export const CopyIcon = () => (
  <span className="card-icon card-glyph card-glyph-copy" aria-hidden="true" />
);

export const RepostIcon = () => (
  <Icon>
    <path d="M3 6.5V5a2 2 0 0 1 2-2h7.5M10.5 1l2 2-2 2M13 9.5V11a2 2 0 0 1-2 2H3.5M5.5 15l-2-2 2-2" />
  </Icon>
);

export const PinIcon = () => (
  <Icon>
    <path d="M6 2h4M7 2v4L4.5 9h7L9 6V2M8 9v5" />
  </Icon>
);

export const FollowIcon = () => (
  <Icon>
    <circle cx="6.5" cy="5" r="2.5" />
    <path d="M2 14c.5-2.8 2.2-4.2 4.5-4.2S10.5 11.2 11 14M13 5v4M11 7h4" />
  </Icon>
);

export const LockIcon = () => (
  <Icon>
    <rect x="3" y="7" width="10" height="7" rx="1.5" />
    <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" />
  </Icon>
);

export const LocationIcon = () => (
  <Icon>
    <path d="M8 14.5s4.5-4.2 4.5-7.5a4.5 4.5 0 0 0-9 0c0 3.3 4.5 7.5 4.5 7.5z" />
    <circle cx="8" cy="7" r="1.5" />
  </Icon>
);

export const LinkIcon = () => (
  <Icon>
    <path d="M6.5 9.5l3-3M7 4.5l1-1a2.8 2.8 0 0 1 4 4l-1 1M9 11.5l-1 1a2.8 2.8 0 0 1-4-4l1-1" />
  </Icon>
);

export const PlayIcon = () => (
  <svg className="card-icon" viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true">
    <path d="M5 3l8 5-8 5z" fill="currentColor" />
  </svg>
);

/** A picture: the mark of an address read from an image. */
export const PictureIcon = () => (
  <Icon>
    <rect x="2" y="3" width="12" height="10" rx="1.5" />
    <circle cx="5.5" cy="6.5" r="1" />
    <path d="M2.5 12l3.5-3.5 2.5 2.5 2-2 3 3" />
  </Icon>
);

/** A warning triangle: an address nobody vouches for. */
export const WarningIcon = () => (
  <Icon>
    <path d="M8 2l6.5 11.5h-13z" />
    <path d="M8 6.5v3M8 11.6v.1" />
  </Icon>
);
