import { Icon } from '@/components/ui/Icon';
import { getStarted, mainNav, menuToggleLabel } from '@/lib/content/navigation';
import { site } from '@/lib/content/site';
import { isCurrent, localHref } from '@/lib/render/url';
import { buttonStyles } from '@/components/ui/ButtonLink';

/**
 * Sticky top bar, solid white (nothing under it shows through; a hairline once scrolled). Below the md breakpoint (768 px) the links are a popover the toggle opens and closes with no
 * script (`popovertarget`; Escape and a tap outside close it too; app/globals.css lays it out);
 * lib/browser/menu.ts only closes it after an in-page link.
 */
export function SiteHeader({ current }: { current?: string }) {
  return (
    <header className="site-bar sticky top-0 z-40 border-b border-line bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-card focus:bg-ink focus:px-4 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      <div className="mx-auto flex min-h-16 w-full max-w-site flex-wrap items-center gap-x-3 px-5 sm:gap-x-4 sm:px-8 md:flex-nowrap">
        {/* The brand is a person: her name set in the display serif as a masthead, the practice under it in small
            capitals, one link home. The favicon keeps the monogram. */}
        <a href={localHref('/')} className="mr-auto flex min-h-11 flex-col justify-center whitespace-nowrap py-1">
          <span className="font-display text-[1.1875rem] font-semibold leading-[1.1] tracking-[-0.015em] text-ink sm:text-[1.375rem]">{site.owner}</span>
          <span className="mt-0.5 text-xs font-semibold uppercase leading-4 tracking-[0.16em] text-accent-hover">{site.brand}</span>
        </a>
        <nav aria-label="Main" className="order-last w-full md:order-none md:w-auto">
          <ul id="site-menu" popover="auto" className="hidden flex-col gap-1 md:flex md:flex-row md:items-center md:gap-0 lg:gap-1">
            {mainNav.map((link) => {
              const active = isCurrent(link.href, current);
              return (
                <li key={link.href}>
                  <a
                    href={localHref(link.href)}
                    aria-current={active ? 'page' : undefined}
                    className={`flex min-h-12 items-center rounded-card px-3 font-display text-2xl font-semibold tracking-[-0.015em] md:min-h-11 md:px-2.5 md:font-sans md:text-base md:font-medium md:tracking-normal lg:px-3 transition-colors hover:text-accent ${
                      active ? 'bg-accent-tint text-accent-hover md:bg-transparent md:underline md:decoration-2 md:underline-offset-8' : 'text-ink'
                    }`}
                  >
                    {link.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        {/* The enquiry page has no link of its own in the bar: there the button is its current link, shown pressed by its
            darker fill alone (an outline read as disabled, an inset ring as a double outline, a rule under it as a stray line). */}
        <a
          href={localHref(getStarted.href)}
          aria-current={isCurrent(getStarted.href, current) ? 'page' : undefined}
          className={`${buttonStyles.primary} !px-3.5 text-sm whitespace-nowrap aria-[current=page]:bg-accent-hover sm:!px-4 sm:text-base`}
        >
          {getStarted.label}
        </a>
        <button
          type="button"
          popoverTarget="site-menu"
          data-menu-toggle
          className="-mr-2 inline-flex size-11 items-center justify-center rounded-card text-ink hover:bg-paper md:hidden"
        >
          <Icon name="menu" data-menu-icon="closed" className="size-6" />
          <Icon name="x" data-menu-icon="open" className="size-6" />
          <span className="sr-only">{menuToggleLabel}</span>
        </button>
      </div>
    </header>
  );
}
