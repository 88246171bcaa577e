import { clientStrip } from '@/content/clients';

/** The client names as a typographic list: a small label, then the names in the display serif, parted by hairlines. */
export function ClientStrip() {
  return (
    <div className="mt-6">
      <h3 className="text-sm font-semibold uppercase tracking-wider text-muted">{clientStrip.label}</h3>
      <ul className="mt-3 grid gap-x-8 sm:grid-cols-2">
        {clientStrip.names.map((name) => (
          <li key={name} className="border-b border-line py-2 font-display text-lg text-ink">
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
