import { clientStrip } from '@/content/clients';

/** The client names as one typographic run in the display serif, parted by accent dots: a list, not a grid of tiles. */
export function ClientStrip() {
  return (
    <div className="mt-6">
      <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-300">{clientStrip.label}</h3>
      <ul className="mt-3 max-w-none text-balance font-display text-base leading-8 text-white sm:text-lg sm:leading-9 md:text-xl md:leading-10">
        {clientStrip.names.map((name, index) => (
          <li key={name} className="inline">
            <span className="whitespace-nowrap">
              <span>{name}</span>
              {index < clientStrip.names.length - 1 && (
                <span aria-hidden="true" className="mx-2 text-teal-300">
                  ·
                </span>
              )}
            </span>{' '}
          </li>
        ))}
      </ul>
    </div>
  );
}
