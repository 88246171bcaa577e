import { ArrowUpRight } from 'lucide-react';
import type { PortfolioItem } from '@/content/portfolio';
import { Badge } from '@/components/ui/Badge';
import { ExternalLink } from '@/components/ui/ExternalLink';

/** The address without scheme or "www.", shown so a reader knows where the link goes. */
function displayHost(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/** Link styling shared by the portfolio's outbound links ('View Work', 'View Profile', 'View Post'). */
export const outboundLinkStyle =
  '-mx-1 inline-flex min-h-11 items-center gap-1.5 rounded-card px-1 font-semibold text-accent hover:text-accent-hover hover:underline hover:underline-offset-4';

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
        <ExternalLink href={item.url} className={outboundLinkStyle}>
          View Work
          <span className="sr-only">: {item.title}</span>
          <ArrowUpRight aria-hidden="true" className="size-5" />
        </ExternalLink>
      </div>
    </article>
  );
}
