import { caseStudiesSection } from '@/content/case-studies';
import { linkedinBrands, portfolioCategories, portfolioLinks } from '@/content/portfolio';

const chip =
  'inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-ink transition-colors hover:border-accent hover:text-accent';

/** Chips under the hero that jump to the case studies (when there are any), each sector and the LinkedIn section. */
export function CategoryJumpLinks({ withCaseStudies }: { withCaseStudies: boolean }) {
  const targets = [
    ...(withCaseStudies ? [{ id: caseStudiesSection.id, label: caseStudiesSection.navLabel }] : []),
    ...portfolioCategories.map((category) => ({ id: category.id, label: category.name })),
    { id: linkedinBrands.id, label: linkedinBrands.navLabel },
  ];
  return (
    <nav aria-label={portfolioLinks.jumpLinksLabel} className="mt-10">
      <ul className="flex flex-wrap gap-2.5">
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
