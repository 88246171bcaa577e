import { blog } from '@/content/blog';
import type { ShareLink } from '@/lib/render/share';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { SidebarCard } from './SidebarCard';

const icons: Record<ShareLink['network'], string> = {
  twitter: 'M18.9 1.2h3.7l-8 9.2L24 22.8h-7.4l-5.8-7.6-6.6 7.6H.5L9 13 0 1.2h7.6l5.2 6.9 6.1-6.9Zm-1.3 19.4h2L6.5 3.3H4.3l13.3 17.3Z',
  linkedin:
    'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z',
  facebook:
    'M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.69 4.53-4.69 1.31 0 2.68.24 2.68.24v2.97h-1.51c-1.49 0-1.96.93-1.96 1.89v2.25h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07Z',
};

/**
 * Share Article: real links to each network's share address (a new tab without scripts);
 * lib/browser/share.ts opens them as 600 x 400 popups instead.
 */
export function ShareCard({ links }: { links: ShareLink[] }) {
  return (
    <SidebarCard title={blog.share}>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.network}>
            <ExternalLink
              href={link.href}
              note=" (opens in a new window)"
              data-share={link.network}
              className="flex min-h-11 items-center gap-3 rounded-card border border-line px-4 py-2 font-medium transition-colors hover:border-accent hover:text-accent"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 fill-current">
                <path d={icons[link.network]} />
              </svg>
              {link.label}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </SidebarCard>
  );
}
