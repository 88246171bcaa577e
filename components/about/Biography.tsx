import { biography } from '@/lib/content/about';
import { Section } from '@/components/ui/Section';
import { Figures } from '@/components/ui/Figures';
import { Signature } from '@/components/ui/Signature';
import { HangingMark } from '@/components/ui/Quotation';

/**
 * The story as an asymmetric split (the heading beside a readable column from 1,024 px), signed at its end in her hand,
 * with its one line set large under the heading, as a magazine sets a pull quote beside the column. Below 1,024 px the
 * column follows the heading and there is no beside, so the line is read once, in the text, and not set again (a
 * quotation after the story repeated what the reader had just read). The pull quote repeats a line of the text, so
 * assistive tech skips it. From 768 to 1,023 px, where the story has the
 * page's width to itself, it is set a step larger (20 px) so its measure (32.75 em, the base rule) fills that width.
 */
export function Biography() {
  return (
    <Section
        id="biography"
        tone="paper"
        split
        aside={
          // The site's one hand for a quotation (the oversized mark hanging over the line), balanced so no line is one word.
          <div aria-hidden="true" className="border-t border-ink pt-6">
            <HangingMark className="text-accent" />
            <p className="text-balance font-display text-quote text-ink">
              <Figures text={biography.pullQuote} endTogether />
            </p>
          </div>
        }
        eyebrow={biography.eyebrow} title={biography.title}>
        <div className="max-w-measure space-y-5 text-lg leading-relaxed md:max-lg:max-w-none md:max-lg:text-xl">
          {biography.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>
              <Figures text={paragraph} />
            </p>
          ))}
          <Signature lazy className="w-48 -rotate-2 pt-2 md:w-56" />
        </div>
      </Section>
  );
}
