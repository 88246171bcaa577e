import { heroProof } from '@/lib/content/case-studies';
import { sampleCoverKey, showcasePieces } from '@/lib/render/covers';
import { CoverPicture } from '@/components/ui/CoverPicture';
import { WorkCredit } from '@/components/ui/WorkExcerpt';

/**
 * The portfolio's first screen shows the work: two pieces as their readers met them (their covers: a page in its
 * browser, a leaflet, a post in the feed), each with a credit set as the site sets every credit; from 640 px both
 * side by side, and stacked in the hero's second column from 1,024 px. On phones the first alone, its line set as the
 * site's clipping (the serif behind an accent rule) rather than its cover: the case-study cards that follow carry the
 * covers there, and a phone's first visit pays for one picture, not two. The covers load lazily, so a phone never
 * fetches the one it hides. They are never a piece a case study shows (the build refuses one), whose cards follow
 * straight after.
 */
export function PortfolioShowcase() {
  return (
    <div className="border-t-[3px] border-ink pt-3">
      <p className="max-w-none label-caps text-muted">{heroProof.workLabel}</p>
      <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-1 lg:gap-5">
        {showcasePieces().map((item, index) => (
          <figure key={item.url} className={index > 0 ? 'hidden sm:block' : undefined}>
            {index === 0 && (
              <blockquote cite={item.url} className="border-l-2 border-accent pl-5 sm:hidden">
                <p className="text-pretty font-display text-[1.5rem] leading-[1.25] tracking-[-0.015em] text-ink">{item.excerpt}</p>
              </blockquote>
            )}
            <div className="hidden sm:block">
              <CoverPicture
                coverKey={sampleCoverKey(item.title)}
                sizes="(min-width: 1152px) 23rem, (min-width: 1024px) 34vw, calc(50vw - 2.75rem)"
                lineWhileLoading
                className="rounded-card border border-line"
              />
            </div>
            <WorkCredit client={item.title} kind={item.type} url={item.url} className="mt-3" />
          </figure>
        ))}
      </div>
    </div>
  );
}
