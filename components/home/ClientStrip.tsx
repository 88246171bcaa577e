import { clientStrip } from '@/lib/content/clients';

/**
 * The client names as one run-in line between hairlines: the label in small capitals, then the names in the display
 * serif parted by accent dots within a line (`dotted-run`): a list, not a grid of tiles.
 */
export function ClientStrip() {
  return (
    <div className="mt-10 border-y border-line py-4 md:mt-16 md:grid md:grid-cols-[auto_minmax(0,1fr)] md:items-baseline md:gap-x-6 md:py-5">
      <h3 className="max-w-none text-xs font-semibold uppercase leading-6 tracking-[0.16em] text-muted">{clientStrip.label}</h3>
      <div className="dotted-run mt-1 [--dot-color:var(--color-accent)] md:mt-0">
        <ul className="max-w-none font-display text-lg leading-8 text-ink md:text-xl md:leading-9">
          {clientStrip.names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
