import { Icon } from '@/components/ui/Icon';
import { blog } from '@/lib/content/blog';
import type { ShareLink } from '@/lib/render/share';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { SidebarCard } from './SidebarCard';

/**
 * Share Article: real links to each network's share address (a new tab without scripts), each with its network's
 * mark, three across from 640 px where the card runs the page's width (one a line in the sidebar from 1,024 px);
 * lib/browser/share.ts opens them as 600 x 400 popups instead.
 */
export function ShareCard({ links }: { links: ShareLink[] }) {
  return (
    <SidebarCard title={blog.share}>
      <ul className="grid gap-2 sm:grid-cols-3 lg:grid-cols-1">
        {links.map((link) => (
          <li key={link.network} className="max-w-none">
            <ExternalLink
              href={link.href}
              note=" (opens in a new window)"
              data-share={link.network}
              className="flex min-h-11 items-center gap-3 rounded-card border border-line px-4 py-2 font-medium transition-colors hover:border-accent hover:text-accent"
            >
              <Icon name={link.network} className="size-5 shrink-0" />
              {link.label}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </SidebarCard>
  );
}
