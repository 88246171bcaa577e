import { portfolioLinks, type PortfolioItem } from '@/lib/content/portfolio';
import { sampleCoverKey } from '@/lib/render/covers';
import { siteOf } from '@/lib/render/url';
import { Badge } from '@/components/ui/Badge';
import { CoverPicture } from '@/components/ui/CoverPicture';
import { OutboundLink } from './OutboundLink';

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
        <p className="mt-0.5 min-w-0 text-sm text-muted [overflow-wrap:anywhere] sm:mt-1">{siteOf(item.url)}</p>
        {/* Under the address in every row on phones; at the card's foot from 640 px. */}
        <div className="sm:mt-auto sm:pt-3">
          <OutboundLink href={item.url} action={portfolioLinks.viewWork} name={item.title} />
        </div>
      </div>
    </article>
  );
}
