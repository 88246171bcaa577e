import { profileCard } from '@/lib/content/about';
import { site } from '@/lib/content/site';
import { ClientNames } from '@/components/ui/ClientNames';
import { Portrait } from '@/components/ui/Portrait';
import { Quotation } from '@/components/ui/Quotation';

/**
 * The proof beside the About hero, no box: who she has written for (the client strip's names, set in the display
 * serif as a run of credits) and where she works, then a client's words about working with her. The names lead so a
 * phone shows proof before the first scroll under the hero's long lead; from 768 px to 1,024 px the two sit side by
 * side, from 1,024 px the names over the quotation. With a portrait, her photo and her name as its caption come before
 * the quotation; without one her name is not printed again beside the lead that opens with it (her signature signs
 * her story further down). No result figure: those are the case studies' and the pages that sell.
 */
export function ProfileCard() {
  const { quote } = profileCard;
  return (
    <div className="border-t border-ink pt-8 md:grid md:grid-cols-2 md:gap-x-10 lg:block lg:border-l lg:border-t-0 lg:border-line lg:pl-12 lg:pt-0">
      <div role="group" aria-label={profileCard.clientsLabel}>
        <p className="label-caps text-muted">{profileCard.clientsLabel}</p>
        <ClientNames lines size="text-xl leading-8 xl:text-2xl xl:leading-9" className="mt-3" />
        <p className="mt-4 text-sm leading-6 text-muted">{profileCard.caption}</p>
      </div>
      <div className="mt-8 border-t border-line pt-6 md:mt-0 md:border-l md:border-t-0 md:pl-10 md:pt-0 lg:mt-10 lg:border-l-0 lg:border-t lg:pl-0 lg:pt-8">
        {site.portrait && (
          <>
            <Portrait frame="large" className="mb-4" />
            <p className="mb-8">
              <span className="block font-display text-2xl font-semibold leading-tight tracking-tight text-ink">{site.owner}</span>
              <span className="mt-1 block label-caps text-accent-hover">{site.role}</span>
            </p>
          </>
        )}
        <Quotation text={quote.text} name={quote.name} role={quote.role} size="small" />
      </div>
    </div>
  );
}
