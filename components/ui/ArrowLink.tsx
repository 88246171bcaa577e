import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { localHref } from '@/lib/render/local-href';

/**
 * A quiet link that leads on: its words in the accent, underlined, then the arrow. `context` completes its name for
 * screen readers where the words alone repeat ("Read the case study: Halden Ventures"). Internal paths get the base path.
 */
export function ArrowLink({ href, children, context, className = '' }: { href: string; children: ReactNode; context?: string; className?: string }) {
  return (
    <a href={localHref(href)} className={`inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline decoration-accent/40 underline-offset-4 hover:text-accent-hover ${className}`}>
      <span>
        {children}
        {context && <span className="sr-only">: {context}</span>}
      </span>
      <Icon name="arrow-right" className="size-5" />
    </a>
  );
}
