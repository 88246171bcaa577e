import { portfolioLinks, type PortfolioItem } from '@/lib/content/portfolio';
import { sampleCoverKey } from '@/lib/render/covers';
import { Badge } from '@/components/ui/Badge';
import { CoverPicture } from '@/components/ui/CoverPicture';
import { OutboundLink } from './OutboundLink';

/** The address without scheme or "www.", shown so a reader knows where the link goes. */
function displayHost(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/**
 * One work sample: its cover (a line of the piece), type badge, title, where it lives and a 'View Work' link that
 * opens it in a new tab. `compact` (phones, for samples that are not featured) drops the cover and sets the sample as
 * one ruled row.
 */
export function WorkCard({ item, sizes, compact = false }: { item: PortfolioItem; sizes: string; compact?: boolean }) {
  return (
    <article className="flex h-full flex-col">
      <div className={compact ? 'hidden sm:block' : ''}>
        <CoverPicture coverKey={sampleCoverKey(item.title)} sizes={sizes} className="rounded-card border border-line" />
      </div>
      <div className={`flex flex-1 flex-col ${compact ? 'pt-0 sm:pt-5' : 'pt-5'}`}>
        <div>
          <Badge>{item.type}</Badge>
        </div>
        <h4 className="mt-2 text-lg font-semibold leading-snug tracking-tight sm:mt-3">{item.title}</h4>
        {/* On phones the address and the link share a line; from 640 px the address follows the title, the link sits at the card's foot. */}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 sm:contents">
          <p className="min-w-0 text-sm text-muted [overflow-wrap:anywhere] sm:mt-1">{displayHost(item.url)}</p>
          <div className="shrink-0 sm:mt-auto sm:pt-3">
            <OutboundLink href={item.url} action={portfolioLinks.viewWork} name={item.title} />
          </div>
        </div>
      </div>
    </article>
  );
}
