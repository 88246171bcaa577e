import type { ReactNode } from 'react';

/** A titled card in the post sidebar. */
export function SidebarCard({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-card border border-line bg-white p-6 ${className}`}>
      <h2 className="text-base font-bold tracking-tight">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
