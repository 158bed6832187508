import type { MouseEvent, ReactNode } from 'react';
import { navigate } from './navigation.ts';

type Props = { to: string; className?: string; children: ReactNode };

/**
 * A real link to a place in the app, followed without a reload (`navigate`), so the session is
 * kept. A modified click (new tab or window) is left to the browser.
 */
export function AppLink({ to, className, children }: Props) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} className={className} onClick={follow}>
      {children}
    </a>
  );
}
