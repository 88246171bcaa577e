import { portfolioLinks, type PortfolioItem } from '@/lib/content/portfolio';
import { sampleCoverKey } from '@/lib/render/covers';
import { siteOf } from '@/lib/render/url';
import { Badge } from '@/components/ui/Badge';
import { CoverPicture } from '@/components/ui/CoverPicture';
import { OutboundLink } from './OutboundLink';

/**
 * A card that leads its row across the grid, its words beside its cover (three fifths and two) as a magazine captions
 * a picture, level with the cover's middle behind an accent rule, its link right under its words (not at the foot of
 * the cover): from 768 px, and back to a card of the row from 1,024 px (`tablet`) or at every width from 768
 * (`always`).
 */
const across = {
  tablet: { article: 'md:grid md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:gap-x-8 lg:flex', words: 'md:block md:self-center md:border-l-2 md:border-accent md:pl-6 md:pt-0 lg:flex lg:self-stretch lg:border-0 lg:pl-0 lg:pt-5' },
  always: { article: 'md:grid md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:gap-x-8', words: 'md:block md:self-center md:border-l-2 md:border-accent md:pl-6 md:pt-0' },
} as const;

/**
 * One work sample: its cover (a line of the piece), type badge, title, where it lives and a 'View Work' link that
 * opens it in a new tab, at the card's foot so the links of a row line up; the cover over the words at every width
 * (but beside them on a card that leads across its row, `lead`). Its title is an h4 under a sector's h3, or an h3
 * (`level`) where the cards follow a section's h2 directly.
 */
export function WorkCard({ item, sizes, level = 4, lead }: { item: PortfolioItem; sizes: string; level?: 3 | 4; lead?: keyof typeof across }) {
  const Title = level === 3 ? 'h3' : 'h4';
  return (
    <article className={`flex h-full flex-col ${lead ? across[lead].article : ''}`}>
      <CoverPicture coverKey={sampleCoverKey(item.title)} sizes={sizes} lineWhileLoading className="rounded-card border border-line" />
      <div className={`flex flex-1 flex-col pt-4 sm:pt-5 ${lead ? across[lead].words : ''}`}>
        <div>
          <Badge>{item.type}</Badge>
        </div>
        <Title className="mt-2 text-lg font-semibold leading-snug tracking-tight sm:mt-3">{item.title}</Title>
        <p className="mt-0.5 min-w-0 text-sm text-muted [overflow-wrap:anywhere] sm:mt-1">{siteOf(item.url)}</p>
        <div className="mt-auto pt-2 sm:pt-3">
          <OutboundLink href={item.url} action={portfolioLinks.viewWork} name={item.title} />
        </div>
      </div>
    </article>
  );
}
