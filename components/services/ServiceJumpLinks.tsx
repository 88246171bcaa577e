import { Icon } from '@/components/ui/Icon';
import { serviceFamilies } from '@/lib/content/services';

/** Under the Services lead: a ruled link to each service family, its name over what it covers. */
export function ServiceJumpLinks() {
  return (
    <nav aria-label="Service families" className="mt-10">
      <ul className="grid border-t border-ink sm:grid-cols-2 sm:gap-x-8">
        {serviceFamilies.map((family) => (
          <li key={family.id} className="max-w-none border-b border-line">
            <a href={`#${family.id}`} className="group flex min-h-11 items-start justify-between gap-4 py-4">
              <span>
                <span className="block font-semibold text-ink group-hover:text-accent">{family.eyebrow}</span>
                <span className="mt-1 block text-sm text-muted">
                  {family.offerings.length} services: {family.summary}
                </span>
              </span>
              <Icon name="arrow-down" className="mt-1 size-5 shrink-0 text-accent" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
