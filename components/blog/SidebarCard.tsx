import type { ReactNode } from 'react';
import { headingId } from '@/lib/render/headings';

/**
 * A titled card in the post sidebar, a region named by its heading. Its id has a double hyphen,
 * which a post's heading ids never have, so the two cannot clash.
 */
export function SidebarCard({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = `sidebar--${headingId(title)}`;
  return (
    <section aria-labelledby={id} className={`rounded-card border border-line bg-white p-6 ${className}`}>
      <h2 id={id} className="font-sans text-sm font-semibold uppercase tracking-wider text-muted">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
