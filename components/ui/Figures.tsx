import { figureRuns, hyphenatedRuns, lastWords } from '@/lib/render/figures';

/**
 * Text with every figure kept on one line with its unit ("2-48hr turnarounds", "10+ sectors") and every ampersand with
 * the word before it ("Strategist &"), the rest wrapping as usual; with `endTogether` its last two words are kept on one line too, so a lede never ends on a single word; with
 * `hyphenated` every hyphenated word is kept whole (a list of short items in small type).
 */
export function Figures({ text, endTogether = false, hyphenated = false }: { text: string; endTogether?: boolean; hyphenated?: boolean }) {
  const runs = hyphenated ? hyphenatedRuns(figureRuns(text)) : figureRuns(text);
  const last = runs.at(-1);
  const end = endTogether && last && !last.keep ? lastWords(last.text) : undefined;
  if (end) runs.splice(-1, 1, ...[{ text: end.before, keep: false }, { text: end.words, keep: true }].filter((run) => run.text));
  return runs.map((run, index) =>
    run.keep ? (
      <span key={index} className="whitespace-nowrap">
        {run.text}
      </span>
    ) : (
      run.text
    ),
  );
}
