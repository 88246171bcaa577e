import { biography } from '@/content/about';
import { Container } from '@/components/ui/Container';
import { Section } from '@/components/ui/Section';
import { Figures } from '@/components/ui/Figures';

/**
 * The story as an asymmetric split (the heading beside a readable column from 1,024 px), then its one line set as the
 * site's full-bleed quotation. The pull quote repeats a line of the text, so assistive tech skips it.
 */
export function Biography() {
  return (
    <>
      <Section id="biography" tone="paper" split eyebrow={biography.eyebrow} title={biography.title}>
        <div className="max-w-measure space-y-5 text-lg leading-relaxed">
          {biography.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>
              <Figures text={paragraph} />
            </p>
          ))}
        </div>
      </Section>
      <div aria-hidden="true" className="bg-ink py-16 text-white md:py-24">
        <Container>
          <p className="mx-auto max-w-4xl text-balance text-center font-display text-quote text-white before:text-teal-300 before:content-['“'] after:text-teal-300 after:content-['”']">
            {biography.pullQuote}
          </p>
        </Container>
      </div>
    </>
  );
}
