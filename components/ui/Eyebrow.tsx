import type { ReactNode } from 'react';

/** Its colour on each ground: ink on paper (the rule in the accent), teal on ink. */
const tones = { paper: 'text-ink before:bg-accent', ink: 'text-teal-300 before:bg-teal-300' };

/** The kicker over a headline: small capitals, widely spaced, led by a short rule in the accent (a magazine's kicker, not a badge). */
export function Eyebrow({ children, className = '', tone = 'paper' }: { children: ReactNode; className?: string; tone?: keyof typeof tones }) {
  return (
    <p className={`flex max-w-none items-center gap-3 text-xs font-semibold uppercase leading-5 tracking-[0.16em] before:h-0.5 before:w-6 before:shrink-0 before:content-[''] ${tones[tone]} ${className}`}>
      {children}
    </p>
  );
}
