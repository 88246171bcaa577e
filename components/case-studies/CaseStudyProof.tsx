import { Icon } from '@/components/ui/Icon';
import { Figures } from '@/components/ui/Figures';
import { readCaseStudy } from '@/lib/content/case-studies';
import { getCaseStudy, getFeaturedCaseStudy } from '@/lib/render/case-studies';
import { caseStudyPath } from '@/lib/render/seo/metadata';
import { localHref } from '@/lib/render/url';

export interface PageQuote {
  text: string;
  name: string;
  role: string;
}

/**
 * Proof where the buying decision is made (Services, Contact): one case study's headline result, its client and the
 * way to the story. The page's content names the case study by its slug; when that one is gone the featured one
 * stands in, and with none at all nothing is shown. The client's words are the page's own (`PageQuote`, below), not
 * the study's quote, which its own page and the portfolio already carry: each page shows proof once, its own.
 */
export function CaseStudyProof({
  slug,
  label,
  quote,
  compact = false,
  className = '',
}: {
  slug: string;
  label: string;
  quote?: PageQuote;
  compact?: boolean;
  className?: string;
}) {
  const study = getCaseStudy(slug) ?? getFeaturedCaseStudy();
  if (!study) return null;
  return (
    <div role="group" aria-label={label} className={className}>
      <p className="text-sm font-semibold uppercase tracking-wider text-muted">{label}</p>
      <p className={`${compact ? 'mt-1' : 'mt-3'} flex flex-wrap items-baseline gap-x-3`}>
        <span className={`whitespace-nowrap font-display font-semibold leading-none tracking-tight text-accent ${compact ? 'text-3xl md:text-4xl' : 'text-4xl sm:text-5xl md:text-6xl'}`}>
          {study.headline.value}
        </span>{' '}
        <span className={`text-ink ${compact ? 'max-sm:text-[0.9375rem]' : ''}`}>{study.headline.label}</span>
      </p>
      <p className={`${compact ? '' : 'mt-2'} flex flex-wrap items-center gap-x-3 text-sm text-muted`}>
        <span>
          <span className="font-semibold text-ink">{study.client}</span>
          {!compact && `, ${study.sector}`}
        </span>
        <a
          href={localHref(caseStudyPath(study.slug))}
          className="inline-flex min-h-11 w-fit items-center gap-2 text-base font-semibold text-accent underline decoration-accent/40 underline-offset-4 hover:text-accent-hover"
        >
          <span>
            {readCaseStudy}
            <span className="sr-only">: {study.client}</span>
          </span>
          <Icon name="arrow-right" className="size-5" />
        </a>
      </p>
      {quote && <ProofQuote quote={quote} className={compact ? 'mt-4 border-t border-line pt-4' : 'mt-5 border-t border-line pt-5 sm:mt-6 sm:pt-6'} compact={compact} />}
    </div>
  );
}

/** A client's words, set in the serif with hanging marks, attribution in muted type under them. */
export function ProofQuote({ quote, compact = false, className = '' }: { quote: PageQuote; compact?: boolean; className?: string }) {
  return (
    <figure className={className}>
      <blockquote>
        <p className={`text-pretty font-display leading-snug text-ink before:-ml-[0.45em] before:text-accent before:content-['“'] after:text-accent after:content-['”'] ${compact ? 'text-lg' : 'text-lg sm:text-xl md:text-2xl'}`}>
          <Figures text={quote.text} endTogether />
        </p>
      </blockquote>
      <figcaption className="mt-3 text-sm text-muted">
        <span className="block font-semibold text-ink">{quote.name}</span>
        {quote.role}
      </figcaption>
    </figure>
  );
}
