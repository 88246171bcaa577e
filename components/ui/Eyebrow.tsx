import type { ReactNode } from 'react';

/** The short uppercase label above a heading. */
export function Eyebrow({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <p className={`max-w-none text-sm font-semibold uppercase tracking-wider text-accent ${className}`}>{children}</p>;
}
