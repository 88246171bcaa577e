import type { ReactNode } from 'react';
import { localHref } from '@/lib/render/url';

const style = 'inline-flex items-center rounded-full bg-accent-tint px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-accent-hover';
const linkStyle =
  'min-h-6 transition-colors hover:bg-accent hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/** Small tinted label for categories and content types; a link when given `href` (e.g. a category's topic hub). */
export function Badge({ children, href, className = '' }: { children: ReactNode; href?: string; className?: string }) {
  if (href) {
    return (
      <a href={localHref(href)} className={`${style} ${linkStyle} ${className}`}>
        {children}
      </a>
    );
  }
  return <span className={`${style} ${className}`}>{children}</span>;
}
