import { blog } from '@/lib/content/blog';
import { blogPagePath, pageLinks } from '@/lib/render/blog-pages';
import { localHref } from '@/lib/render/url';
import { Icon } from '@/components/ui/Icon';

const cell = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-3 text-sm font-medium transition-colors';
const link = `${cell} border-line bg-white text-ink hover:border-accent hover:text-accent`;

/**
 * Under the list when it has more than one page: newer and older posts (`rel="prev"` and `rel="next"`), and the
 * numbers of the first, the last and the nearby pages, the current one marked (on a phone: the numbers on a row of
 * their own above, two either side of the current page left out so they fit). Plain links: every page is reached
 * without scripts, by readers and crawlers alike.
 */
export function Pagination({ current, total }: { current: number; total: number }) {
  if (total <= 1) return null;
  const { pagination } = blog;
  return (
    <nav aria-label={pagination.label} className="mt-14 grid grid-cols-2 items-center gap-4 border-t border-line pt-8 sm:flex sm:justify-between">
      {current > 1 ? (
        <a href={localHref(blogPagePath(current - 1))} rel="prev" className={`${link} gap-2 px-4`}>
          <Icon name="arrow-left" className="size-4" />
          {pagination.newer}
        </a>
      ) : (
        <span />
      )}
      <ol className="flex items-center justify-center gap-1.5 max-sm:order-first max-sm:col-span-2 sm:gap-2">
        {pageLinks(current, total).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={number} className={Math.abs(number - current) === 2 && number !== 1 && number !== total ? 'max-sm:hidden' : ''}>
              {number === current ? (
                <span aria-current="page" className={`${cell} border-accent bg-accent text-white`}>
                  <span className="sr-only">{pagination.page(number)}</span>
                  <span aria-hidden="true">{number}</span>
                </span>
              ) : (
                <a href={localHref(blogPagePath(number))} className={link} aria-label={pagination.page(number)}>
                  {number}
                </a>
              )}
            </li>
          ),
        )}
      </ol>
      {current < total ? (
        <a href={localHref(blogPagePath(current + 1))} rel="next" className={`${link} gap-2 justify-self-end px-4`}>
          {pagination.older}
          <Icon name="arrow-right" className="size-4" />
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
