/**
 * Her edit, shown (components/ui/Edit.tsx): a client's original line, her rewrite of it, a margin note on what the
 * edit did and a credit. An edit must change the line: one whose before and after read the same (ignoring case,
 * spacing and punctuation) is refused, naming the file and the field, as an empty one is.
 */
import type { z } from 'zod';
import { editorUi, flag, group, line, paragraph } from './fields';

/** The words compared: letters and digits only, in lower case. */
const words = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * The rule every edit keeps, wherever it is written (here and in a case study's front matter,
 * lib/render/case-study-schema.ts): a rewrite that reads the same as the original is refused on "after".
 */
export function refuseUnchanged(value: { before: string; after: string }, context: z.RefinementCtx) {
  if (words(value.before) && words(value.before) === words(value.after)) {
    context.addIssue({ code: 'custom', path: ['after'], message: 'must differ from "before": an edit shows the line changed, so write your rewrite here' });
  }
}

export const edit = (label = 'My edit, before and after') => {
  const fields = group({
    label: line({ label: 'Heading over it', hint: 'Small capitals over the edit, e.g. "One line, before and after".' }),
    beforeLabel: line({ label: 'Word before the original', hint: 'e.g. Before (screen readers hear it too).' }),
    before: paragraph({ label: 'Before (the line as the client had it)', hint: 'Shown struck through.' }),
    afterLabel: line({ label: 'Word before the rewrite', hint: 'e.g. After.' }),
    after: paragraph({ label: 'After (your rewrite)', hint: 'Set large in the display face.' }),
    note: line({ label: 'Margin note', hint: 'What the edit did, in a sentence, e.g. "Cut the throat-clearing; opened with the buyer’s question."' }),
    client: line({ hint: 'Who it was for, e.g. Kestrel Analytics.' }),
    kind: line({ label: 'What it was', hint: 'e.g. Service page, Appeal email.' }),
    sample: flag({ label: 'Sample (replace before launch)' }),
  });
  return fields.superRefine(refuseUnchanged).register(editorUi, { ...editorUi.get(fields), label });
};

/** An edit's words as parsed: what components/ui/Edit.tsx sets. */
export type EditWords = z.output<ReturnType<typeof edit>>;
