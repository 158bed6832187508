import type { Post } from '@launchdeck/protocol';

const COUNT = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** FC §3 reactions: emoji and count. */
export function Reactions({ reactions }: { reactions: Post['reactions'] }) {
  if (!reactions?.length) return null;
  return (
    <ul className="reactions" aria-label="Reactions">
      {reactions.map((reaction, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: reactions have no id and never reorder within a version
        <li key={index} className="reaction">
          <span className="reaction-emoji">{reaction.emoji}</span>
          <span className="reaction-count">{COUNT.format(reaction.count)}</span>
        </li>
      ))}
    </ul>
  );
}
