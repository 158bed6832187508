import { useState } from 'react';

type Props = { src: string; className: string; alt?: string };

/** An image that disappears when it fails to load (FC §8: broken images are hidden). */
export function SafeImage({ src, className, alt = '' }: Props) {
  const [broken, setBroken] = useState<string | null>(null);
  if (broken === src) return null;
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setBroken(src)}
    />
  );
}
