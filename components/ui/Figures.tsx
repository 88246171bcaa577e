import { figureRuns, lastWords } from '@/lib/render/figures';

/**
 * Text with every figure kept on one line with its unit ("2-48hr turnarounds", "10+ sectors"), the rest wrapping as
 * usual; with `endTogether` its last two words are kept on one line too, so a lede never ends on a single word.
 */
export function Figures({ text, endTogether = false }: { text: string; endTogether?: boolean }) {
  const runs = figureRuns(text);
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
