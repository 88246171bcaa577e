import { clientStrip } from '@/lib/content/clients';
import { ClientNames } from '@/components/ui/ClientNames';

/**
 * On the proof's ink band: the client names between hairlines, the label in small capitals over them (beside them from 1,024 px): one run-in
 * line of credits in the display serif at every width, parted by accent dots within a line (`dotted-run`, which hides
 * the dot that would open a line), so no separator is stranded at a line's end: a list, not a grid of tiles.
 */
export function ClientStrip() {
  return (
    <div className="mt-8 border-y border-white/25 py-4 md:mt-16 md:py-5 lg:grid lg:grid-cols-[auto_minmax(0,1fr)] lg:items-baseline lg:gap-x-6">
      <h3 className="max-w-none label-caps leading-6 text-slate-300">{clientStrip.label}</h3>
      <ClientNames tone="ink" size="text-[1.0625rem] leading-7 md:text-xl md:leading-9" className="mt-2 lg:mt-0" />
    </div>
  );
}
