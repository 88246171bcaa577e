import { ArrowLink } from '@/components/ui/ArrowLink';
import { Figures } from '@/components/ui/Figures';
import { Quotation } from '@/components/ui/Quotation';
import { readCaseStudy } from '@/lib/content/case-studies';
import { getCaseStudy, getFeaturedCaseStudy } from '@/lib/render/case-studies';
import { caseStudyPath } from '@/lib/render/seo/metadata';

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
    // From 768 to 1,023 px, where the hero stacks and the proof has the page's width, the client's words sit beside the
    // result rather than under it; from 1,024 px the proof is the hero's narrow second column and they stack again.
    <div role="group" aria-label={label} className={`${quote && !compact ? 'md:max-lg:grid md:max-lg:grid-cols-2 md:max-lg:gap-x-10' : ''} ${className}`}>
      <div>
        <p className="label-caps text-muted">{label}</p>
        <p className={`${compact ? 'mt-1' : 'mt-3'} flex flex-wrap items-baseline gap-x-3`}>
          <span className={`whitespace-nowrap font-display font-semibold leading-none tracking-tight text-accent ${compact ? 'text-3xl md:text-4xl' : 'text-4xl sm:text-5xl md:text-6xl'}`}>
            {study.headline.value}
          </span>{' '}
          <span className="text-pretty text-ink max-sm:text-[0.9375rem]">{study.headline.label}</span>
        </p>
        <p className={`${compact ? '' : 'mt-2'} flex flex-wrap items-center gap-x-3 text-sm text-muted`}>
          <span>
            <span className="font-semibold text-ink">{study.client}</span>
            {!compact && `, ${study.sector}`}
          </span>
          <ArrowLink href={caseStudyPath(study.slug)} className="w-fit text-base" context={study.client}>
            {readCaseStudy}
          </ArrowLink>
        </p>
      </div>
      {quote && (
        <ProofQuote
          quote={quote}
          className={compact ? 'mt-4 border-t border-line pt-4' : 'mt-5 border-t border-line pt-5 sm:mt-6 sm:pt-6 md:max-lg:mt-0 md:max-lg:border-t-0 md:max-lg:border-l md:max-lg:pl-10 md:max-lg:pt-0'}
        />
      )}
    </div>
  );
}

/**
 * A client's words, in the site's one hand for a quotation (`Quotation`: the oversized mark hanging above the line,
 * the credit under a short rule), a step smaller than a page's full quotation.
 */
export function ProofQuote({ quote, className = '' }: { quote: PageQuote; className?: string }) {
  return <Quotation text={<Figures text={quote.text} endTogether />} name={quote.name} role={quote.role} size="small" className={className} />;
}
