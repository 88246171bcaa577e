import { Icon } from '@/components/ui/Icon';
import { footerCompany, footerServices, type NavLink } from '@/lib/content/navigation';
import { site } from '@/lib/content/site';
import { localHref } from '@/lib/render/url';
import { ExternalLink } from '@/components/ui/ExternalLink';

/** The profile link's mark: the network's own where it is LinkedIn (as the share links draw it), else an outward arrow. */
const profileIcon = /(^|\.)linkedin\.com$/i.test(new URL(site.profileUrl).hostname) ? 'linkedin' : 'square-arrow-out-up-right';

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={`${title} links`}>
      <h2 className="font-sans label-caps text-ink">{title}</h2>
      <ul className="mt-3">
        {links.map((link) => (
          <li key={link.href}>
            <a href={localHref(link.href)} className="inline-flex min-h-11 min-w-11 items-center text-ink hover:text-accent">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The colophon, as a magazine closes an issue: under a heavy rule in ink on white, her name set large in the display
 * serif as the page's last word (the brand as the top bar sets it, her name over the practice's in small capitals, at
 * masthead size), the blurb and the ways to reach her, then the link columns; the copyright under a hairline. On
 * phones the columns sit under her name, Services a little wider than Company, so a service's name holds one line and
 * Company starts near the middle; from 768 px they stand beside her name, each as wide as its links.
 */
export function SiteFooter() {
  return (
    <footer className="border-t-[3px] border-ink bg-white text-muted">
      <div className="mx-auto grid w-full max-w-site grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-x-6 gap-y-6 px-5 py-8 sm:grid-cols-2 sm:gap-10 sm:px-8 md:grid-cols-[minmax(0,1fr)_auto_auto] md:gap-x-12 md:py-16 lg:grid-cols-4">
        <div className="col-span-2 md:col-span-1 lg:col-span-2">
          <p className="flex flex-col">
            <span className="font-display text-[2.5rem] font-semibold leading-none tracking-[-0.025em] text-ink md:text-[2.75rem] lg:text-[3.5rem]">{site.owner}</span>
            <span className="mt-2 text-xs font-semibold uppercase leading-4 tracking-[0.16em] text-accent md:mt-3">{site.brand}</span>
          </p>
          <p className="mt-4 max-w-md text-[0.9375rem] leading-6 text-ink md:mt-6 md:text-base md:leading-relaxed">{site.blurb}</p>
          <ul className="mt-4 text-ink md:mt-6 md:space-y-1">
            <li>
              <a href={`mailto:${site.email}`} className="inline-flex min-h-11 items-center gap-2 hover:text-accent">
                <Icon name="mail" className="size-5" />
                {site.email}
              </a>
            </li>
            <li>
              <ExternalLink href={site.profileUrl} className="inline-flex min-h-11 items-center gap-2 hover:text-accent">
                <Icon name={profileIcon} className="size-5" />
                {site.owner} on {site.profileLabel}
              </ExternalLink>
            </li>
          </ul>
        </div>
        <LinkColumn title="Services" links={footerServices} />
        <LinkColumn title="Company" links={footerCompany} />
      </div>
      <div className="mx-auto w-full max-w-site px-5 sm:px-8">
        <p className="border-t border-line py-5 text-sm text-muted md:py-6">
          © {site.copyrightYear} {site.brand}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
