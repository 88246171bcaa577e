import { figureRuns } from '@/lib/render/figures';

/** Text with every figure kept on one line with its unit ("2-48hr turnarounds", "10+ sectors"), the rest wrapping as usual. */
export function Figures({ text }: { text: string }) {
  return figureRuns(text).map((run, index) =>
    run.keep ? (
      <span key={index} className="whitespace-nowrap">
        {run.text}
      </span>
    ) : (
      run.text
    ),
  );
}
