import type { Metadata } from 'next';
import { Icon } from '@/components/ui/Icon';
import { PageShell } from '@/components/layout/PageShell';
import { PostNotFound } from '@/components/blog/PostNotFound';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { footerCompany, mainNav, notFoundPage } from '@/lib/content/navigation';
import { localHref } from '@/lib/render/url';
import { FirstScreenEnd } from '@/components/ui/FirstScreenEnd';

// Next writes `noindex` into every not-found page itself: `robots: null` drops the layout's `index, follow`,
// which would contradict it in a second tag.
export const metadata: Metadata = {
  title: notFoundPage.title,
  robots: null,
};

/** Every page of the site but the home page, from the top bar and the footer's Company links: the "one click away". */
const destinations = [...mainNav, ...footerCompany].filter((link, index, all) => link.href !== notFoundPage.home.href && all.findIndex((other) => other.href === link.href) === index);

export default function NotFound() {
  return (
    <PageShell>
      <Container className="py-24 text-center md:py-32">
        <div data-not-found>
          <div data-not-found-page>
            <p className="font-display text-8xl font-semibold leading-none tracking-tight text-accent md:text-9xl">{notFoundPage.code}</p>
            <h1 className="mt-4 text-4xl tracking-tight md:text-5xl">{notFoundPage.headline}</h1>
            <p className="mx-auto mt-4 max-w-md text-lg text-muted">
              {notFoundPage.text}
            </p>
            <ButtonLink href={notFoundPage.home.href} className="mt-8">
              <Icon name="house" className="size-5" />
              {notFoundPage.home.label}
            </ButtonLink>
            {/* On phones a ruled index on the page margins, like every other list, each page a row 48 px tall (a
                thumb's tap); from 640 px one centred line of links, each 44 px tall. */}
            <ul className="mx-auto mt-8 max-w-none border-t border-line text-left sm:mt-6 sm:flex sm:max-w-md sm:flex-wrap sm:justify-center sm:gap-x-6 sm:border-0 sm:text-center">
              {destinations.map((link) => (
                <li key={link.href} className="border-b border-line sm:border-0">
                  <a
                    href={localHref(link.href)}
                    className="flex min-h-12 items-center justify-between gap-3 font-semibold text-ink hover:text-accent sm:inline-flex sm:min-h-11 sm:min-w-11 sm:justify-center sm:text-accent sm:underline sm:decoration-accent/40 sm:underline-offset-4 sm:hover:text-accent-hover sm:hover:decoration-accent-hover"
                  >
                    {link.label}
                    <Icon name="arrow-right" className="size-5 text-accent sm:hidden" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {/* A CDN answers /blog/{unknown} with this page too; there the head script marks the document
              (data-in-blog) before first paint and app/globals.css shows this variant instead. */}
          <div data-post-not-found>
            <PostNotFound />
          </div>
          <FirstScreenEnd />
        </div>
      </Container>
    </PageShell>
  );
}
