import type { ReactNode } from 'react';
import { PhraseLine } from './PhraseLine';

/** Its colour on each ground: the accent on paper, its light shade on ink. */
const tones = { paper: 'text-accent', ink: 'text-accent-on-ink' };

/**
 * The kicker over a headline, in the writer's voice: the display serif's italic, in the accent, set as written (sentence
 * case), with no rule and no capitals, as a magazine leads into a feature. Not a label: a line of her own. A line of
 * text keeps its figures with their units and its ampersands off a line's start (`Figures`); a line of short phrases
 * joined by ampersands breaks only between them ("Senior Content Strategist & / LinkedIn Ghostwriter").
 */
export function Eyebrow({ children, className = '', tone = 'paper' }: { children: ReactNode; className?: string; tone?: keyof typeof tones }) {
  const text = typeof children === 'string' ? <span><PhraseLine text={children} /></span> : children;
  return <p className={`flex max-w-none font-display text-lg italic leading-6 text-balance md:text-xl md:leading-7 ${tones[tone]} ${className}`}>{text}</p>;
}
