import { portfolioLinks, type PortfolioItem } from '@/content/portfolio';
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
 * one ruled row, the link beside the title.
 */
export function WorkCard({ item, sizes, compact = false }: { item: PortfolioItem; sizes: string; compact?: boolean }) {
  return (
    <article className={`flex h-full flex-col ${compact ? 'max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:items-end max-sm:gap-x-4' : ''}`}>
      <div className={compact ? 'hidden sm:block' : ''}>
        <CoverPicture coverKey={sampleCoverKey(item.title)} sizes={sizes} className="rounded-card border border-line" />
      </div>
      <div className={`flex flex-1 flex-col ${compact ? 'pt-0 sm:pt-5' : 'pt-5'}`}>
        <div>
          <Badge>{item.type}</Badge>
        </div>
        <h4 className="mt-2 text-lg font-semibold leading-snug tracking-tight sm:mt-3">{item.title}</h4>
        <p className="mt-1 truncate text-sm text-muted">{displayHost(item.url)}</p>
      </div>
      <div className={compact ? 'sm:pt-3' : 'pt-3'}>
        <OutboundLink href={item.url} action={portfolioLinks.viewWork} name={item.title} />
      </div>
    </article>
  );
}
