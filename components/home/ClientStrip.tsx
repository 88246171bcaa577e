import { clientStrip } from '@/content/clients';

/** A quiet row of client names, set as wordmarks. */
export function ClientStrip() {
  return (
    <div className="mt-16 border-y border-line py-8 md:mt-20 md:py-10">
      <h3 className="text-center text-sm font-semibold uppercase tracking-wider text-muted">{clientStrip.label}</h3>
      <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-8 gap-y-3 md:gap-x-12">
        {clientStrip.names.map((name) => (
          <li key={name} className="text-base font-semibold tracking-tight text-ink/70 md:text-lg">
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
