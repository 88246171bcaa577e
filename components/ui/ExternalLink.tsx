import type { AnchorHTMLAttributes } from 'react';

/**
 * A link that leaves the site: new tab, no opener, no referrer, and says so to screen readers
 * (`note`, ' (opens in a new tab)' unless given). Other anchor attributes (class, data-*) pass through.
 */
export function ExternalLink({
  note = ' (opens in a new tab)',
  children,
  ...attributes
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & { href: string; note?: string }) {
  return (
    <a {...attributes} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only">{note}</span>
    </a>
  );
}
