import { homeWork } from '@/lib/content/home';
import { WorkCard } from '@/components/portfolio/WorkCard';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Container } from '@/components/ui/Container';
import { ScrollHint } from '@/components/ui/ScrollHint';
import { sidewaysCardToTablet, sidewaysRowToTablet } from '@/components/ui/sideways-row';

// The grid from 768 px, by the count: one piece across (its words beside its cover), two side by side, three as a
// piece across over two side by side up to 1,023 px (three in a row of 704 px would draw a cover's reading type at 10
// px, under the 12 px a cover keeps), then three in a row.
const grid = ['', 'md:grid-cols-1', 'md:grid-cols-2', 'md:grid-cols-2 lg:grid-cols-3'] as const;
// The covers' `sizes` follow the layout: a phone's card (82% of the row), two cards and the edge of a third from
// 640 px (42% of the row each), a half of the column (or three fifths of it, leading across) from 768 px, then a third
// of the column from 1,024 px.
const sizes = '(min-width: 1152px) 22rem, (min-width: 1024px) calc(33vw - 2.5rem), (min-width: 768px) calc(50vw - 2.75rem), (min-width: 640px) 42vw, calc(82vw - 2rem)';
const leadSizes = {
  tablet: '(min-width: 1152px) 22rem, (min-width: 1024px) calc(33vw - 2.5rem), (min-width: 768px) calc(60vw - 3.25rem), (min-width: 640px) 42vw, calc(82vw - 2rem)',
  always: '(min-width: 1152px) 42rem, (min-width: 768px) calc(60vw - 3.25rem), (min-width: 640px) 42vw, calc(82vw - 2rem)',
} as const;

/**
 * The work itself, high on the page: the pieces the owner names (content/pages/home.json `work`), each as its readers
 * met it (its drawn cover: a leaflet, a page, an article), with its type, title and 'View Work' link, as the portfolio
 * sets them. On phones one row that scrolls sideways and snaps card by card, the next card showing at its edge, under
 * the portfolio's hint ("3 samples · swipe →"); from 768 px a grid with every piece whole (three: the first across
 * over two, a row of three from 1,024 px). The heading names the way to the whole portfolio beside it.
 */
export function SelectedWork() {
  const count = homeWork.samples.length;
  const lead = count === 1 ? 'always' : count === 3 ? 'tablet' : undefined;
  return (
    <section id={homeWork.id} aria-labelledby={`${homeWork.id}-title`} className="bg-white py-10 md:py-20">
      <Container>
        <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-8 gap-y-1 border-t-[3px] border-ink pt-4 md:mb-10">
          <h2 id={`${homeWork.id}-title`} className="text-title">
            {homeWork.title}
          </h2>
          <ArrowLink href={homeWork.cta.href}>{homeWork.cta.label}</ArrowLink>
        </div>
        <ScrollHint count={count} scrollsBelow="md" countAlways={false} className="-mt-2 mb-4" />
        <ul className={`${sidewaysRowToTablet} sm:gap-6 md:gap-y-10 lg:gap-8 ${grid[count]}`}>
          {homeWork.samples.map((item, index) => {
            const leads = lead && index === 0 ? lead : undefined;
            return (
              <li key={item.url} className={`${sidewaysCardToTablet} ${count === 1 ? 'max-md:w-full' : ''} ${leads ? (leads === 'tablet' ? 'md:col-span-2 lg:col-span-1' : '') : ''}`}>
                <WorkCard item={item} sizes={leads ? leadSizes[leads] : sizes} level={3} lead={leads} />
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
