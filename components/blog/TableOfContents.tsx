import { Icon } from '@/components/ui/Icon';
import { blog } from '@/lib/content/blog';
import { nestToc, type TocEntry } from '@/lib/render/headings';

const linkStyle =
  '-ml-px flex min-h-11 items-center border-l-2 border-transparent py-2 pr-3 text-sm leading-snug lg:min-h-0 lg:py-1 lg:leading-tight transition-colors hover:text-accent aria-[current=true]:border-accent aria-[current=true]:bg-accent-tint aria-[current=true]:text-accent-hover';

function TocLink({ entry }: { entry: TocEntry }) {
  return (
    <a href={`#${entry.id}`} className={`${linkStyle} ${entry.level === 2 ? 'pl-3 font-semibold text-ink' : 'pl-7 text-muted'}`}>
      {entry.text}
    </a>
  );
}

/**
 * The post's Table of Contents: every level-2 and level-3 heading, level-2 emphasised.
 * On phones a collapsible block above the body; on wide screens always open and sticky in the
 * sidebar, on white from the bar down so the sidebar's cards pass under it (lib/browser/toc.ts opens it; CSS `::details-content` shows it before that, and without scripts).
 * lib/browser/toc.ts also moves focus to the chosen heading and marks the section being read.
 */
export function TableOfContents({ entries, className = '' }: { entries: TocEntry[]; className?: string }) {
  if (entries.length === 0) return null;
  return (
    // The wrapper is the box the sticky TOC travels in (its grid area on wide screens).
    <div className={className}>
      {/* lib/browser/toc.ts opens it on wide screens before React hydrates under `npm run dev`: that attribute may differ. */}
      <details
        data-toc
        suppressHydrationWarning
        className="group rounded-card border border-line bg-white lg:sticky lg:top-16 lg:z-10 lg:max-h-[calc(100dvh-5rem)] lg:pt-4 lg:overflow-y-auto lg:[scrollbar-width:thin] lg:rounded-none lg:border-0 lg:details-content:[content-visibility:visible]"
      >
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 font-semibold [&::-webkit-details-marker]:hidden supports-[selector(::details-content)]:lg:hidden">
          {blog.tableOfContents}
          <Icon name="chevron-down" className="size-5 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
        </summary>
        <nav aria-label={blog.tableOfContents} className="border-t border-line px-2 pb-3 pt-2 lg:border-0 lg:p-0">
          <p aria-hidden="true" className="mb-3 hidden label-caps text-muted lg:block">
            {blog.tableOfContents}
          </p>
          <ol className="lg:border-l lg:border-line">
            {nestToc(entries).map((section) => (
              <li key={section.id}>
                <TocLink entry={section} />
                {section.children.length > 0 && (
                  <ol>
                    {section.children.map((entry) => (
                      <li key={entry.id}>
                        <TocLink entry={entry} />
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ol>
        </nav>
      </details>
    </div>
  );
}
