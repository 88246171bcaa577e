import { blog } from '@/content/blog';
import { blogPagePath, pageLinks } from '@/lib/render/blog-pages';
import { localHref } from '@/lib/render/url';
import { Icon } from '@/components/ui/Icon';

const cell = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-3 text-sm font-medium transition-colors';
const link = `${cell} border-line bg-white text-ink hover:border-accent hover:text-accent`;

/**
 * Under the list when it has more than one page: newer and older posts (`rel="prev"` and `rel="next"`), and the
 * numbers of the first, the last and the nearby pages, the current one marked. Plain links: every page is reached
 * without scripts, by readers and crawlers alike.
 */
export function Pagination({ current, total }: { current: number; total: number }) {
  if (total <= 1) return null;
  const { pagination } = blog;
  return (
    <nav aria-label={pagination.label} className="mt-14 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-8">
      {current > 1 ? (
        <a href={localHref(blogPagePath(current - 1))} rel="prev" className={`${link} gap-2 px-4`}>
          <Icon name="arrow-left" className="size-4" />
          {pagination.newer}
        </a>
      ) : (
        <span />
      )}
      <ol className="flex flex-wrap items-center gap-2">
        {pageLinks(current, total).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={number}>
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
        <a href={localHref(blogPagePath(current + 1))} rel="next" className={`${link} gap-2 px-4`}>
          {pagination.older}
          <Icon name="arrow-right" className="size-4" />
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
