import type { ReactNode } from 'react';

const SAFE_HREF = /^https?:\/\//i;

type Props = {
  href: string;
  /** Left out for a link drawn by CSS alone (an icon), named by `label`. */
  children?: ReactNode;
  className?: string;
  label?: string;
  title?: string;
};

/**
 * Every outbound link of a card: a new tab, no opener, no referrer. An href that is not http(s)
 * (it cannot be, per the protocol, but this is the last line) renders as plain text.
 */
export function ExternalLink({ href, children, className, label, title }: Props) {
  if (!SAFE_HREF.test(href)) return <span className={className}>{children}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-label={label}
      title={title}
    >
      {children}
    </a>
  );
}
