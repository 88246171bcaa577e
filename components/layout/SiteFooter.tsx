import { Icon } from '@/components/ui/Icon';
import { footerCompany, footerServices, type NavLink } from '@/lib/content/navigation';
import { site } from '@/lib/content/site';
import { localHref } from '@/lib/render/url';
import { ExternalLink } from '@/components/ui/ExternalLink';

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={`${title} links`}>
      <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-3">
        {links.map((link) => (
          <li key={link.href}>
            <a href={localHref(link.href)} className="inline-flex min-h-11 min-w-11 items-center text-slate-300 hover:text-white">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid w-full max-w-site grid-cols-2 gap-x-6 gap-y-6 px-5 py-8 sm:gap-10 sm:px-8 md:py-16 lg:grid-cols-4">
        <div className="col-span-2">
          {/* The brand as the top bar sets it: her name in the display serif over the practice's in small capitals. */}
          <p className="flex flex-col">
            <span className="font-display text-[1.375rem] font-semibold leading-[1.1] tracking-[-0.015em] text-white">{site.owner}</span>
            <span className="mt-1 text-xs font-semibold uppercase leading-4 tracking-[0.16em] text-teal-300">{site.brand}</span>
          </p>
          <p className="mt-4 max-w-md">{site.blurb}</p>
          <ul className="mt-4 md:mt-6 md:space-y-1">
            <li>
              <a href={`mailto:${site.email}`} className="inline-flex min-h-11 items-center gap-2 hover:text-white">
                <Icon name="mail" className="size-5" />
                {site.email}
              </a>
            </li>
            <li>
              <ExternalLink href={site.profileUrl} className="inline-flex min-h-11 items-center gap-2 hover:text-white">
                <Icon name="square-arrow-out-up-right" className="size-5" />
                {site.owner} on {site.profileLabel}
              </ExternalLink>
            </li>
          </ul>
        </div>
        <LinkColumn title="Services" links={footerServices} />
        <LinkColumn title="Company" links={footerCompany} />
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto w-full max-w-site px-5 py-5 text-sm md:py-6 text-slate-400 sm:px-8">
          © {site.copyrightYear} {site.brand}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
