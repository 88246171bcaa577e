import { Fragment } from 'react';
import { ampersandPhrases } from '@/lib/render/figures';
import { Figures } from './Figures';

/**
 * A short line of text that breaks only where it reads well: phrases joined by ampersands each kept whole ("Senior
 * Content Strategist & / LinkedIn Ghostwriter", "Content Strategy & / AI Search Optimisation"), else its figures kept
 * with their units (`Figures`; `endTogether` as there).
 */
export function PhraseLine({ text, endTogether = false }: { text: string; endTogether?: boolean }) {
  const phrases = ampersandPhrases(text);
  if (!phrases) return <Figures text={text} endTogether={endTogether} />;
  return phrases.map((phrase, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      <span className="whitespace-nowrap">{phrase}</span>
    </Fragment>
  ));
}
