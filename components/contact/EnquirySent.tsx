import { Icon } from '@/components/ui/Icon';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { sentPage } from '@/lib/content/contact';
import { FirstScreenEnd } from '@/components/ui/FirstScreenEnd';

/**
 * The thank-you a no-script enquiry ends on. `data-enquiry-sent` tells /enhance.js
 * (lib/browser/enquiry-sent.ts) to forget the draft kept in this browser.
 */
export function EnquirySent() {
  return (
    <div className="bg-paper py-14 md:py-24" data-enquiry-sent="">
      <Container>
        <div className="mx-auto max-w-2xl rounded-card border border-line bg-white p-6 text-center sm:p-10">
          <Icon name="circle-check" className="mx-auto size-12 text-accent" />
          <Eyebrow className="mt-4 justify-center">{sentPage.eyebrow}</Eyebrow>
          <h1 className="mt-3 text-display">{sentPage.headline}</h1>
          <p className="mx-auto mt-5 text-lg text-muted">{sentPage.text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href="/">{sentPage.home}</ButtonLink>
            <ButtonLink href="/blog" variant="secondary">
              {sentPage.blog}
            </ButtonLink>
          </div>
          <FirstScreenEnd />
        </div>
      </Container>
    </div>
  );
}
