import type { Post } from '@launchdeck/protocol';

const COUNT = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * FC §3 reactions: emoji and count. The emoji is the pill's own text (a flex item of its own, the
 * pill's gap before the count), so a reaction is two elements.
 */
export function Reactions({ reactions }: { reactions: Post['reactions'] }) {
  if (!reactions?.length) return null;
  return (
    <ul className="reactions" aria-label="Reactions">
      {reactions.map((reaction, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: reactions have no id and never reorder within a version
        <li key={index} className="reaction">
          {reaction.emoji}
          <span className="reaction-count">{COUNT.format(reaction.count)}</span>
        </li>
      ))}
    </ul>
  );
}
