import { homeWork } from '@/lib/content/home';
import { WorkCard } from '@/components/portfolio/WorkCard';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Container } from '@/components/ui/Container';
import { sidewaysCard, sidewaysRow } from '@/components/ui/sideways-row';

// The covers' `sizes` follow the layout: a phone's card (82% of the row), two cards and the edge of a third from
// 640 px (42% of the row each), then a third of the column from 1,024 px.
const sizes = '(min-width: 1152px) 22rem, (min-width: 1024px) calc(33vw - 2.5rem), (min-width: 640px) 42vw, calc(82vw - 2rem)';

/**
 * The work itself, high on the page: the pieces the owner names (content/pages/home.json `work`), each as its readers
 * met it (its drawn cover: a leaflet, a page, an article), with its type, title and 'View Work' link, as the portfolio
 * sets them. Below 1,024 px one row that scrolls sideways and snaps card by card, the next card showing at its edge;
 * from 1,024 px a row of three. The heading names the way to the whole portfolio beside it.
 */
export function SelectedWork() {
  return (
    <section id={homeWork.id} aria-labelledby={`${homeWork.id}-title`} className="bg-white py-12 md:py-20">
      <Container>
        <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-8 gap-y-1 border-t-[3px] border-ink pt-4 md:mb-10">
          <h2 id={`${homeWork.id}-title`} className="text-title">
            {homeWork.title}
          </h2>
          <ArrowLink href={homeWork.cta.href}>{homeWork.cta.label}</ArrowLink>
        </div>
        <ul className={`${sidewaysRow} sm:gap-6 lg:grid-cols-3 lg:gap-8`}>
          {homeWork.samples.map((item) => (
            <li key={item.url} className={sidewaysCard}>
              <WorkCard item={item} sizes={sizes} level={3} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
