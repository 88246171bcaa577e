import { clientStrip } from '@/lib/content/clients';

/**
 * The client names between hairlines, the label in small capitals over them. Below 1,024 px the names are set as a
 * list of credits, one name a line on phones and two columns from 640 px (where the longest name still holds one
 * line), so no name or separator is stranded at a line's end. From 1,024 px, with room for them, they are one run-in line
 * beside the label, in the display serif parted by accent dots within a line (`dotted-run`): a list, not a grid of tiles.
 */
export function ClientStrip() {
  return (
    <div className="mt-10 border-y border-line py-4 md:mt-16 md:py-5 lg:grid lg:grid-cols-[auto_minmax(0,1fr)] lg:items-baseline lg:gap-x-6">
      <h3 className="max-w-none text-xs font-semibold uppercase leading-6 tracking-[0.16em] text-muted">{clientStrip.label}</h3>
      <div className="mt-2 [--dot-color:var(--color-accent)] lg:mt-0 lg:dotted-run">
        <ul className="grid max-w-none gap-y-1 font-display text-lg leading-7 text-ink sm:grid-cols-2 sm:gap-x-8 md:text-xl md:leading-8 lg:gap-0 lg:leading-9">
          {clientStrip.names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
