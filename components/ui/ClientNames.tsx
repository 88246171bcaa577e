import { clientStrip } from '@/lib/content/clients';

/**
 * The names of her clients (content/clients.json) as a run of credits in the display serif, parted by accent dots
 * within a line (`dotted-run`, which hides the dot that would open a line). `size`: the names' size and leading;
 * `className`: the run's place (its margins).
 */
export function ClientNames({ size, className = '' }: { size: string; className?: string }) {
  return (
    <div className={`dotted-run [--dot-color:var(--color-accent)] ${className}`}>
      <ul className={`max-w-none font-display text-ink ${size}`}>
        {clientStrip.names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </div>
  );
}
