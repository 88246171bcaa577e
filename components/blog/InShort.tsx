import { blog } from '@/lib/content/blog';
import { inShortBox } from '@/lib/render/post-typography';

/**
 * A post's `summary`, before its first section: the answer in brief, for readers and for assistants that quote. From
 * 768 to 1,023 px it takes the post's one column and the body's size (20 px), as the body does.
 */
export function InShort({ summary }: { summary: string }) {
  return (
    <section aria-labelledby="post-summary" data-in-short className={`${inShortBox[0]} md:max-lg:max-w-none`}>
      <p id="post-summary" className={inShortBox[1]}>
        {blog.inShort}
      </p>
      <p className={`${inShortBox[2]} md:max-lg:text-xl`}>{summary}</p>
    </section>
  );
}
