import type { ReactNode } from 'react';
import { badgePill as pill } from '@/lib/render/post-typography';
import { localHref } from '@/lib/render/url';


/**
 * Small tinted label for categories and content types. With `href` (a category's topic hub) it is a link whose
 * tap area is 44 px high around the small pill.
 */
export function Badge({ children, href, className = '' }: { children: ReactNode; href?: string; className?: string }) {
  if (!href) return <span className={`${pill} ${className}`}>{children}</span>;
  return (
    <a
      href={localHref(href)}
      className={`group/badge -my-2.5 inline-flex min-h-11 items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${className}`}
    >
      <span className={`${pill} transition-colors group-hover/badge:bg-accent group-hover/badge:text-white`}>{children}</span>
    </a>
  );
}
