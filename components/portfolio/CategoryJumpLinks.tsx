import { Icon } from '@/components/ui/Icon';
import { caseStudiesSection } from '@/lib/content/case-studies';
import { linkedinBrands, portfolioCategories, portfolioLinks } from '@/lib/content/portfolio';

/**
 * Links under the hero to the case studies (when there are any), each sector and the LinkedIn section. On phones
 * chips that wrap onto as many lines as they need, so every one shows (a line cut at the screen's edge read as the
 * end of the list, not as "scrolls"); from 768 px a ruled index in two columns, every entry the column's width, so no
 * chip is wider than its neighbour; from 1,024 px, beside the two pieces of work, one column, as a contents list.
 */
export function CategoryJumpLinks({ withCaseStudies }: { withCaseStudies: boolean }) {
  const targets = [
    ...(withCaseStudies ? [{ id: caseStudiesSection.id, label: caseStudiesSection.navLabel }] : []),
    ...portfolioCategories.map((category) => ({ id: category.id, label: category.name })),
    { id: linkedinBrands.id, label: linkedinBrands.navLabel },
  ];
  return (
    <nav
      aria-label={portfolioLinks.jumpLinksLabel}
      className="mt-6 md:mt-10"
    >
      <ul className="flex flex-wrap gap-2 md:grid md:grid-cols-2 md:gap-x-8 md:gap-y-0 md:border-t md:border-ink lg:grid-cols-1">
        {targets.map((target) => (
          <li key={target.id} className="max-w-none md:border-b md:border-line">
            <a
              href={`#${target.id}`}
              className="flex min-h-11 items-center justify-between gap-3 whitespace-nowrap rounded-full border border-line bg-white px-3.5 text-sm font-medium text-ink transition-colors hover:border-accent hover:text-accent md:rounded-none md:border-0 md:bg-transparent md:px-0 md:text-base"
            >
              {target.label}
              <Icon name="arrow-down" className="size-4 text-accent max-md:hidden" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
