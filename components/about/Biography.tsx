import { biography } from '@/lib/content/about';
import { Section } from '@/components/ui/Section';
import { Figures } from '@/components/ui/Figures';
import { Signature } from '@/components/ui/Signature';

/**
 * The story as an asymmetric split (the heading beside a readable column from 1,024 px), signed at its end in her hand.
 * Under the heading, her rule (`pullQuote`: a line she writes by, which the story names but does not repeat) set large
 * in the serif behind an accent rule, as her own lines are set across the site (the hanging quotation mark is for
 * clients' words): beside the story from 1,024 px, where the heading and it stay in view, between heading and story
 * below. From 768 to 1,023 px, where the story has the page's width to itself, it is set a step larger (20 px) so its
 * measure (32.75 em, the base rule) fills that width.
 */
export function Biography() {
  return (
    <Section
      id="biography"
      tone="paper"
      split
      eyebrow={biography.eyebrow}
      title={biography.title}
      intro={
        <p className="mt-6 max-w-[28rem] border-l-2 border-accent pl-5 text-balance font-display text-quote font-semibold text-ink md:mt-8 lg:mt-12">
          <Figures text={biography.pullQuote} endTogether />
        </p>
      }
    >
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
