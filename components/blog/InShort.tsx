import { blog } from '@/content/blog';

/** A post's `summary`, before its first section: the answer in brief, for readers and for assistants that quote. */
export function InShort({ summary }: { summary: string }) {
  return (
    <section aria-labelledby="post-summary" data-in-short className="mb-10 max-w-measure border-l-2 border-accent py-1 pl-6">
      <p id="post-summary" className="text-sm font-semibold uppercase tracking-wider text-accent-hover">
        {blog.inShort}
      </p>
      <p className="mt-2 text-lg leading-relaxed text-ink">{summary}</p>
    </section>
  );
}
