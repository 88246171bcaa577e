import type { Metadata } from 'next';
import { Icon } from '@/components/ui/Icon';
import { PageShell } from '@/components/layout/PageShell';
import { PostNotFound } from '@/components/blog/PostNotFound';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { footerCompany, mainNav, notFoundPage } from '@/lib/content/navigation';
import { localHref } from '@/lib/render/url';
import { FirstScreenEnd } from '@/components/ui/FirstScreenEnd';
import { Figures } from '@/components/ui/Figures';

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
      {/* The site's inner-page hero, left-aligned on the logo's edge: the code as the kicker's numeral, the headline, the
          text and the way home on the left; from 1,024 px the other pages beside them behind a hairline, a ruled index
          as every list on the site is (under them on phones and tablets), each row 48 px tall. */}
      <div className="border-b border-line bg-white pb-12 pt-8 md:pb-20 md:pt-16 lg:pt-20">
        <Container>
          <div data-not-found>
            <div data-not-found-page className="grid grid-cols-1 lg:grid-cols-12 lg:gap-x-16">
              <div className="lg:col-span-7">
                <p className="font-display text-7xl font-semibold leading-none tracking-tight text-accent md:text-8xl">{notFoundPage.code}</p>
                <h1 className="mt-5 text-display md:mt-6">
                  {notFoundPage.headline}
                </h1>
                <p className="mt-5 max-w-measure text-lede text-standfirst md:mt-8">
                  <Figures text={notFoundPage.text} endTogether />
                </p>
                <ButtonLink href={notFoundPage.home.href} className="mt-8 w-full sm:w-auto">
                  <Icon name="house" className="size-5" />
                  {notFoundPage.home.label}
                </ButtonLink>
              </div>
              <ul className="mt-10 max-w-none border-t border-ink lg:col-span-5 lg:col-start-8 lg:mt-2 lg:self-start lg:border-l-0">
                {destinations.map((link) => (
                  <li key={link.href} className="max-w-none border-b border-line">
                    <a
                      href={localHref(link.href)}
                      className="group flex min-h-12 items-center justify-between gap-3 font-display text-xl font-semibold text-ink hover:text-accent md:min-h-14 md:text-2xl"
                    >
                      {link.label}
                      <Icon name="arrow-right" className="size-5 text-accent transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
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
          </div>
        </Container>
        <FirstScreenEnd />
      </div>
    </PageShell>
  );
}
