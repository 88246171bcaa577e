import { career } from '@/lib/content/about';
import { Figures } from '@/components/ui/Figures';
import { Section } from '@/components/ui/Section';

/**
 * Her career as a magazine sets a CV column: a ruled list under a rule in ink, hairlines between the rows, newest
 * first, in the order the content gives; on white between her story and her strengths (both on paper). Each entry is
 * one row from 768 px: the years in the display serif with tabular figures in a narrow column, beside the role
 * (semibold) over its organisation, then the one sentence of what she did there in muted text, under them to 1,023 px
 * and in a third column from 1,024 px. That column starts where the story's text does above it (the sections' 12
 * columns with 4 rem gaps: seven of them wide, less the 2 rem gap it adds back as padding), so the page keeps one
 * line. On phones the years stand over the role. A role wraps balanced, never inside a hyphenated word
 * (“Plain-English”). An ordered list, not headings: the entries are read as one record.
 */
export function Career() {
  return (
    <Section id="career" eyebrow={career.eyebrow} title={career.title}>
      <ol className="divide-y divide-line border-t border-ink">
        {career.entries.map((entry) => (
          <li
            key={`${entry.years} ${entry.role}`}
            className="max-w-none py-5 md:grid md:grid-cols-[8rem_minmax(0,1fr)] md:items-baseline md:gap-x-8 md:py-6 lg:grid-cols-[7rem_minmax(0,1fr)_calc(7/12*(100%+4rem)-2rem)]"
          >
            <p className="font-display text-lg font-semibold leading-7 tabular-nums text-ink md:row-span-2 md:text-xl lg:row-span-1">{entry.years}</p>
            <p className="mt-1 leading-7 text-ink md:mt-0">
              <span className="block text-balance font-semibold">
                <Figures text={entry.role} hyphenated />
              </span>
              <span className="block">
                <Figures text={entry.organisation} />
              </span>
            </p>
            <p className="mt-2 max-w-measure text-muted max-sm:text-base max-sm:leading-relaxed md:col-start-2 lg:col-start-3 lg:mt-0 lg:pl-8">
              <Figures text={entry.summary} />
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
