import { Icon } from '@/components/ui/Icon';
import { localHref } from '@/lib/render/url';

export interface Crumb {
  name: string;
  path: string;
}

/** The trail from the home page to this one; the last crumb is the current page (not a link). */
export function Breadcrumbs({ trail, label = 'Breadcrumb' }: { trail: Crumb[]; label?: string }) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-x-1 text-sm text-muted">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex min-w-0 items-center gap-x-1">
              {last ? (
                <span aria-current="page" className="line-clamp-1 font-medium text-ink">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <a href={localHref(crumb.path)} className="inline-flex min-h-11 min-w-11 items-center underline-offset-4 hover:text-accent hover:underline">
                    {crumb.name}
                  </a>
                  <Icon name="chevron-right" className="size-4 shrink-0" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
