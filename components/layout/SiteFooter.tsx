import { Mail } from 'lucide-react';
import { footerCompany, footerServices, type NavLink } from '@/content/navigation';
import { site } from '@/content/site';
import { localHref } from '@/lib/render/url';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { Monogram } from '@/components/ui/Monogram';

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={`${title} links`}>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <a href={localHref(link.href)} className="inline-flex min-h-11 items-center text-slate-300 hover:text-white">
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
      <div className="mx-auto grid w-full max-w-site gap-10 px-5 py-14 sm:grid-cols-2 sm:px-8 md:py-16 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <p className="flex items-center gap-2.5 text-lg font-bold text-white">
            <Monogram />
            {site.brand}
          </p>
          <p className="mt-4 max-w-md">{site.blurb}</p>
          <ul className="mt-6 space-y-1">
            <li>
              <a href={`mailto:${site.email}`} className="inline-flex min-h-11 items-center gap-2 hover:text-white">
                <Mail aria-hidden="true" className="size-5" />
                {site.email}
              </a>
            </li>
            <li>
              <ExternalLink href={site.profileUrl} className="inline-flex min-h-11 items-center gap-2 hover:text-white">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
                  <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />
                </svg>
                {site.owner} on {site.profileLabel}
              </ExternalLink>
            </li>
          </ul>
        </div>
        <LinkColumn title="Services" links={footerServices} />
        <LinkColumn title="Company" links={footerCompany} />
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto w-full max-w-site px-5 py-6 text-sm text-slate-400 sm:px-8">
          © {site.copyrightYear} {site.brand}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
