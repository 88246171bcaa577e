import { Icon } from '@/components/ui/Icon';
import { readCaseStudy } from '@/lib/content/case-studies';
import { getCaseStudy, getFeaturedCaseStudy } from '@/lib/render/case-studies';
import { caseStudyPath } from '@/lib/render/seo/metadata';
import { localHref } from '@/lib/render/url';

/**
 * Proof where the buying decision is made (Services, Contact): one case study's headline result and its client's
 * words, with the way to the story. The page's content names the case study by its slug; when that one is gone the
 * featured one stands in, and with none at all nothing is shown.
 */
export function CaseStudyProof({ slug, label, compact = false, className = '' }: { slug: string; label: string; compact?: boolean; className?: string }) {
  const study = getCaseStudy(slug) ?? getFeaturedCaseStudy();
  if (!study) return null;
  return (
    <figure aria-label={label} className={className}>
      <p className="text-sm font-semibold uppercase tracking-wider text-muted">{label}</p>
      <p className="mt-3 flex flex-wrap items-baseline gap-x-3">
        <span className={`whitespace-nowrap font-display font-semibold leading-none tracking-tight text-accent ${compact ? 'text-4xl' : 'text-5xl md:text-6xl'}`}>
          {study.headline.value}
        </span>{' '}
        <span className="text-ink">{study.headline.label}</span>
      </p>
      <blockquote className={compact ? 'mt-4' : 'mt-6'}>
        <p className={`font-display leading-snug text-ink before:-ml-[0.45em] before:text-accent before:content-['“'] after:text-accent after:content-['”'] ${compact ? 'text-lg' : 'text-xl md:text-2xl'}`}>
          {study.quote.text}
        </p>
      </blockquote>
      <figcaption className="mt-4 text-sm text-muted">
        <span className="block font-semibold text-ink">{study.quote.name}</span>
        {study.quote.role}
        <a
          href={localHref(caseStudyPath(study.slug))}
          className="mt-2 flex min-h-11 w-fit items-center gap-2 text-base font-semibold text-accent underline decoration-accent/40 underline-offset-4 hover:text-accent-hover"
        >
          <span>
            {readCaseStudy}
            <span className="sr-only">: {study.client}</span>
          </span>
          <Icon name="arrow-right" className="size-5" />
        </a>
      </figcaption>
    </figure>
  );
}
