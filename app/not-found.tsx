import type { Metadata } from 'next';
import { Icon } from '@/components/ui/Icon';
import { PageShell } from '@/components/layout/PageShell';
import { PostNotFound } from '@/components/blog/PostNotFound';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { notFoundPage } from '@/lib/content/navigation';
import { FirstScreenEnd } from '@/components/ui/FirstScreenEnd';

// Next writes `noindex` into every not-found page itself: `robots: null` drops the layout's `index, follow`,
// which would contradict it in a second tag.
export const metadata: Metadata = {
  title: notFoundPage.title,
  robots: null,
};

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
