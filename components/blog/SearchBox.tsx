import { blog } from '@/lib/content/blog';
import { localHref } from '@/lib/render/url';
import { Icon } from '@/components/ui/Icon';
import { own } from '@/lib/render/own-markup';

/**
 * Search across the Help Centre: a search form whose results list fills in as the reader types
 * (lib/browser/search.ts, loaded by this page alone as /search.js, which loads the Pagefind index written by
 * scripts/postbuild/search-index.ts only once the reader searches). The words
 * the script shows ride on the form. Hidden where scripts are off (`scripting: none`), where the lists and topics
 * below are the way in; present from the first paint otherwise, so showing it moves nothing.
 */
export function SearchBox({ className = 'mt-10 max-w-2xl' }: { className?: string }) {
  const { search } = blog;
  return (
    <form
      role="search"
      action={localHref('/blog')}
      data-search
      data-pagefind={localHref('/pagefind/pagefind.js')}
      data-none={search.none}
      data-one={search.one}
      data-many={search.many}
      data-searching={search.searching}
      data-failed={search.failed}
      className={`${className} [@media(scripting:none)]:hidden`}
    >
      <label htmlFor="search-query" className="text-sm font-semibold text-ink">
        {search.label}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id="search-query"
          name="q"
          type="search"
          placeholder={search.placeholder}
          autoComplete="off"
          aria-describedby="search-status"
          className="min-h-11 w-full min-w-0 rounded-card border border-ink/20 bg-white px-4 text-base text-ink placeholder:text-muted focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        />
        <button
          type="submit"
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-card bg-accent px-4 font-semibold text-white hover:bg-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          <Icon name="search" className="size-4" />
          <span className="sr-only sm:not-sr-only">{search.button}</span>
        </button>
      </div>
      <p id="search-status" role="status" className="mt-3 text-sm text-muted" />
      <ol data-search-results className="space-y-3 empty:hidden" />
      <script src={localHref('/search.js')} defer {...own} />
    </form>
  );
}
