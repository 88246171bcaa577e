import { clientStrip } from '@/lib/content/clients';

/** The client names as one typographic run in the display serif, parted by accent dots within a line (`dotted-run`): a list, not a grid of tiles. */
export function ClientStrip() {
  return (
    <div className="mt-6">
      <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-300">{clientStrip.label}</h3>
      <div className="dotted-run mt-3 [--dot-color:#5eead4]">
        <ul className="max-w-none font-display text-base leading-7 text-white sm:text-lg sm:leading-9 md:text-xl md:leading-10 lg:text-lg lg:leading-9">
          {clientStrip.names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
