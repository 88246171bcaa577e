import { audiences } from '@/lib/content/home';
import { Section } from '@/components/ui/Section';

/**
 * Four audiences as a ruled index, one a row (no boxes, no icons): the name in the display serif beside what they
 * need from 768 px, under it on phones. From 1,024 px one ruled row across the page under the heading, each name over
 * what they need (a split left the heading alone over an empty column once the rows were shorter than the page).
 */
export function Audiences() {
  return (
    <Section id="audiences" tone="paper" eyebrow={audiences.eyebrow} title={audiences.title}>
      <ul className="border-t border-ink lg:grid lg:grid-cols-4 lg:gap-x-10">
        {audiences.items.map((item) => (
          <li key={item.title} className="grid max-w-none gap-1.5 border-b border-line py-3.5 md:grid-cols-12 md:items-baseline md:gap-8 md:py-7 lg:grid-cols-1 lg:content-start lg:gap-2 lg:py-6">
            <h3 className="font-display text-xl font-semibold tracking-tight sm:text-2xl md:col-span-5 lg:col-span-1">{item.title}</h3>
            <p className="text-muted max-sm:text-base max-sm:leading-relaxed md:col-span-7 lg:col-span-1">{item.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
