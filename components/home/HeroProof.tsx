import { Icon } from '@/components/ui/Icon';
import { heroProof } from '@/content/case-studies';
import type { CaseStudy } from '@/lib/render/case-studies';
import { caseStudyPath } from '@/lib/render/seo/metadata';
import { localHref } from '@/lib/render/url';
import { HeadlineFigure } from '@/components/case-studies/HeadlineFigure';

const variants = {
  /** Under the lead below 1,024 px: the figure beside its label, the client and the link on one ruled line. */
  compact: { region: 'mt-8 border-l-2 border-accent pl-5 lg:hidden', figure: 'inline' as const },
  /** The hero's second column from 1,024 px. */
  column: { region: 'hidden border-l-2 border-accent pl-8 lg:block', figure: 'large' as const },
};

/** The featured case study's headline result and its client, in HTML and CSS only, in one of two forms. */
export function HeroProof({ study, variant }: { study: CaseStudy; variant: keyof typeof variants }) {
  const { region, figure } = variants[variant];
  return (
    // A named group, not a landmark: the page holds both forms (CSS shows one), and two landmarks may not share a name.
    <div role="group" aria-label={heroProof.label} className={region}>
      <p className="text-sm font-semibold uppercase tracking-wider text-muted">{heroProof.label}</p>
      <HeadlineFigure
        stat={study.headline}
        size={figure}
        className={variant === 'compact' ? 'mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1' : 'mt-5'}
      />
      <p className={variant === 'compact' ? 'mt-1 text-sm text-muted' : 'mt-6 text-ink'}>
        <span className="font-semibold text-ink">{study.client}</span>
        <span className={variant === 'compact' ? '' : 'block text-muted'}>
          {variant === 'compact' ? ', ' : ''}
          {study.sector}
        </span>
      </p>
      <a
        href={localHref(caseStudyPath(study.slug))}
        className="mt-1 inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline decoration-accent/40 underline-offset-4 hover:text-accent-hover"
      >
        <span>
          {heroProof.cta}
          <span className="sr-only">: {study.client}</span>
        </span>
        <Icon name="arrow-right" className="size-5" />
      </a>
    </div>
  );
}
