import { blog } from '@/lib/content/blog';
import { inShortBox } from '@/lib/render/post-typography';

/** A post's `summary`, before its first section: the answer in brief, for readers and for assistants that quote. */
export function InShort({ summary }: { summary: string }) {
  return (
    <section aria-labelledby="post-summary" data-in-short className={inShortBox[0]}>
      <p id="post-summary" className={inShortBox[1]}>
        {blog.inShort}
      </p>
      <p className={inShortBox[2]}>{summary}</p>
    </section>
  );
}
