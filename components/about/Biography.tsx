import { biography } from '@/content/about';
import { Section } from '@/components/ui/Section';

/** The story in a readable column, with one line pulled out beside it on wide screens. */
export function Biography() {
  return (
    <Section id="biography" tone="paper" eyebrow={biography.eyebrow} title={biography.title}>
      <div className="grid gap-10 lg:grid-cols-12 lg:gap-16">
        <div className="max-w-[68ch] space-y-5 text-lg leading-relaxed lg:col-span-7">
          {biography.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
        {/* A pull quote repeats a line of the text, so assistive tech skips it. */}
        <div className="lg:col-span-5" aria-hidden="true">
          <p className="border-l-2 border-accent pl-6 text-2xl font-medium leading-snug tracking-tight text-ink lg:sticky lg:top-28 md:text-3xl md:leading-snug">
            {biography.pullQuote}
          </p>
        </div>
      </div>
    </Section>
  );
}
