import { caseStudiesSection } from '@/content/case-studies';
import { linkedinBrands, portfolioCategories, portfolioLinks } from '@/content/portfolio';

const chip =
  'flex min-h-11 items-center justify-center whitespace-nowrap rounded-full border border-line bg-white px-4 text-sm font-medium text-ink transition-colors hover:border-accent hover:text-accent';

/** Two even rows from 768 px: as many columns as half the chips, rounded up (Tailwind needs each class written out). */
const twoRows: Record<number, string> = {
  1: 'md:grid-cols-[repeat(1,auto)]',
  2: 'md:grid-cols-[repeat(1,auto)]',
  3: 'md:grid-cols-[repeat(2,auto)]',
  4: 'md:grid-cols-[repeat(2,auto)]',
  5: 'md:grid-cols-[repeat(3,auto)]',
  6: 'md:grid-cols-[repeat(3,auto)]',
  7: 'md:grid-cols-[repeat(4,auto)]',
  8: 'md:grid-cols-[repeat(4,auto)]',
};

/**
 * Chips under the hero that jump to the case studies (when there are any), each sector and the LinkedIn section, laid
 * out so no chip is left alone on a line: one row that scrolls sideways on phones (it runs to the screen's edge and
 * fades there, so a cut chip shows there is more), two even rows in columns from 768 px. More than eight stay one
 * scrolling row at every width.
 */
export function CategoryJumpLinks({ withCaseStudies }: { withCaseStudies: boolean }) {
  const targets = [
    ...(withCaseStudies ? [{ id: caseStudiesSection.id, label: caseStudiesSection.navLabel }] : []),
    ...portfolioCategories.map((category) => ({ id: category.id, label: category.name })),
    { id: linkedinBrands.id, label: linkedinBrands.navLabel },
  ];
  const columns = twoRows[targets.length];
  const rows = columns ? `md:grid md:w-auto md:justify-start ${columns}` : '';
  return (
    <nav aria-label={portfolioLinks.jumpLinksLabel} className="-mx-5 mt-10 overflow-x-auto px-5 sm:-mx-8 sm:px-8 max-md:[mask-image:linear-gradient(to_right,black_calc(100%-3rem),transparent)]">
      <ul className={`flex w-max gap-2.5 ${rows}`}>
        {targets.map((target) => (
          <li key={target.id}>
            <a href={`#${target.id}`} className={chip}>
              {target.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
