import type { ReactNode } from 'react';
import { headingId } from '@/lib/render/headings';

/** The id of a sidebar card's heading: a double hyphen, which a post's heading ids never have, so the two cannot clash. */
export function sidebarCardId(title: string): string {
  return `sidebar--${headingId(title)}`;
}

/**
 * A titled block of the post sidebar, a region named by its heading (`sidebarCardId`): under a rule in ink, as a
 * margin column is set in print; `boxed` makes it a card on paper (the one call to action).
 */
export function SidebarCard({ title, children, boxed = false, className = '' }: { title: string; children: ReactNode; boxed?: boolean; className?: string }) {
  const id = sidebarCardId(title);
  return (
    <section aria-labelledby={id} className={`${boxed ? 'rounded-card bg-paper p-6' : 'border-t-2 border-ink pt-4'} ${className}`}>
      <h2 id={id} className="font-sans label-caps text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
