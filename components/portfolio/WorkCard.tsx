import { portfolioLinks, type PortfolioItem } from '@/content/portfolio';
import { Badge } from '@/components/ui/Badge';
import { OutboundLink } from './OutboundLink';

/** The address without scheme or "www.", shown so a reader knows where the link goes. */
function displayHost(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/** One work sample: type badge, title, where it lives and a 'View Work' link that opens it in a new tab. */
export function WorkCard({ item }: { item: PortfolioItem }) {
  return (
    <article className="flex h-full flex-col rounded-card border border-line bg-white p-6">
      <div>
        <Badge>{item.type}</Badge>
      </div>
      <h4 className="mt-4 text-lg font-semibold leading-snug tracking-tight">{item.title}</h4>
      <p className="mt-1 truncate text-sm text-muted">{displayHost(item.url)}</p>
      <div className="mt-auto pt-5">
        <OutboundLink href={item.url} action={portfolioLinks.viewWork} name={item.title} />
      </div>
    </article>
  );
}
