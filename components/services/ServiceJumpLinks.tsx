import { Icon } from '@/components/ui/Icon';
import { serviceFamilies } from '@/content/services';

/** Two cards at the top of the page that jump to each service family. */
export function ServiceJumpLinks() {
  return (
    <nav aria-label="Service families">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        {serviceFamilies.map((family) => (
          <li key={family.id}>
            <a
              href={`#${family.id}`}
              className="group flex min-h-11 items-start justify-between gap-4 rounded-card border border-line bg-white p-5 transition hover:-translate-y-0.5 hover:border-accent md:p-6"
            >
              <span>
                <span className="block text-lg font-semibold text-ink group-hover:text-accent">{family.eyebrow}</span>
                <span className="mt-1 block text-muted">
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
