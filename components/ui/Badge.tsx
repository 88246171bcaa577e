import type { ReactNode } from 'react';

/** Small tinted label for categories and content types. */
export function Badge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center rounded-full bg-accent-tint px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-accent-hover">
      {children}
    </span>
  );
}
