import type { ReactNode } from 'react';

/** Its colour on each ground: the accent on paper, teal on ink, the accent's tint on the accent band. */
const tones = { paper: 'text-accent', ink: 'text-teal-300', accent: 'text-accent-tint' };

/** The short uppercase label above a heading. */
export function Eyebrow({ children, className = '', tone = 'paper' }: { children: ReactNode; className?: string; tone?: keyof typeof tones }) {
  return <p className={`max-w-none text-sm font-semibold uppercase tracking-wider ${tones[tone]} ${className}`}>{children}</p>;
}
