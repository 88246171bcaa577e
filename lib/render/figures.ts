/**
 * Figures that must not break from their unit or across their hyphen ("2-48hr", "10+ sectors", "3-5 posts"): a
 * figure (digits with an optional range, sign or suffix) with the word that follows it. components/ui/Figures.tsx
 * keeps each on one line.
 */
const figure = /[£$€]?\d[\d,.]*(?:[-–][£$€]?\d[\d,.]*)?(?:[+%x]|[kKM]\+?|hr\b)*(?:\s+[A-Za-z][\w’'-]*)?/g;

/** A sum in whole pounds as a price is written: 3500 → "£3,500". */
export const pounds = (value: number) => `£${value.toLocaleString('en-GB')}`;

/** The runs with each ampersand of the text between figures kept with the word before it ("Strategist &"), so no line opens on "&". */
function ampersandRuns(runs: { text: string; keep: boolean }[]): { text: string; keep: boolean }[] {
  return runs.flatMap((run) =>
    run.keep
      ? [run]
      : run.text
          .split(/(\S+\s+&(?=\s))/)
          .filter(Boolean)
          .map((text) => ({ text, keep: /^\S+\s+&$/.test(text) })),
  );
}

/**
 * The text cut into runs: `keep` runs are a figure with its unit, or an ampersand with the word before it; the rest
 * may wrap anywhere as usual.
 */
export function figureRuns(text: string): { text: string; keep: boolean }[] {
  const runs: { text: string; keep: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(figure)) {
    const start = match.index ?? 0;
    // Only a figure with a hyphen, a sign or a unit word is at risk; a bare number breaks nowhere.
    if (!/[-–+%\s]|hr|\d[kKMx]/.test(match[0])) continue;
    if (start > last) runs.push({ text: text.slice(last, start), keep: false });
    runs.push({ text: match[0], keep: true });
    last = start + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), keep: false });
  return ampersandRuns(runs);
}

/**
 * The runs with each hyphenated word of the text between figures kept whole too ("page-structure", "On-page"), for
 * a list of short items in small type: a line ending on "On-" reads as a mistake.
 */
export function hyphenatedRuns(runs: { text: string; keep: boolean }[]): { text: string; keep: boolean }[] {
  return runs.flatMap((run) =>
    run.keep
      ? [run]
      : run.text
          .split(/(\S*\p{L}-\p{L}\S*)/u)
          .filter(Boolean)
          .map((text) => ({ text, keep: /\p{L}-\p{L}/u.test(text) })),
  );
}

/** A run's last two words and what comes before them ("… who to recommend." → "… who " and "to recommend."). */
export function lastWords(text: string): { before: string; words: string } | undefined {
  const match = /\S+\s+\S+\s*$/.exec(text);
  if (!match) return undefined;
  return { before: text.slice(0, match.index), words: match[0] };
}

/**
 * A short line of phrases joined by ampersands ("Senior Content Strategist & LinkedIn Ghostwriter") as its phrases,
 * each ampersand kept with the phrase before it, for a kicker that should break only between them; undefined when the
 * line has no ampersand or a phrase longer than `longest` characters (which must be free to wrap on a phone).
 */
export function ampersandPhrases(text: string, longest = 30): string[] | undefined {
  const parts = text.split(/\s+&\s+/);
  if (parts.length < 2) return undefined;
  const phrases = parts.map((part, index) => (index < parts.length - 1 ? `${part} &` : part));
  return phrases.every((phrase) => phrase.length <= longest) ? phrases : undefined;
}
