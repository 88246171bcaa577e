import { principles } from '@/lib/content/about';
import { Figures } from '@/components/ui/Figures';
import { Section } from '@/components/ui/Section';

/**
 * The working principles as the rules she writes by, not as numbered steps: each title in the display serif's italic,
 * her voice, over what it means in practice, under a rule in ink; two by two from 768 px. An ordered list, in the
 * order the content gives (scripts/prebuild/subset-font.ts cuts the italic to the titles' characters).
 */
export function Principles() {
  return (
    <Section id="principles" eyebrow={principles.eyebrow} title={principles.title}>
      <ol className="grid gap-y-6 md:grid-cols-2 md:gap-x-16 md:gap-y-12">
        {principles.items.map((item) => (
          <li key={item.title} className="max-w-none border-t border-ink pt-4 md:pt-6">
            <h3 className="font-display text-2xl font-semibold italic leading-snug tracking-[-0.01em] text-ink md:text-[1.75rem]">{item.title}</h3>
            <p className="mt-2 max-w-measure text-muted max-sm:text-base max-sm:leading-relaxed md:mt-3">
              <Figures text={item.body} />
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
