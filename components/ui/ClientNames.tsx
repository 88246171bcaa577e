import { clientStrip } from '@/lib/content/clients';

/**
 * The names of her clients (content/clients.json) as a run of credits in the display serif, parted by accent dots
 * within a line (`dotted-run`, which hides the dot that would open a line), or, `lines`, one name a line, as a credits
 * column lists them (About's card, where a run would pair two short names on one line and leave the rest alone).
 * `size`: the names' size and leading; `tone`: the ground they are set on; `className`: the run's place (its margins).
 */
const tones = {
  paper: 'text-ink [--dot-color:var(--color-accent)]',
  ink: 'text-white [--dot-color:var(--color-accent-on-ink)]',
};

export function ClientNames({ size, tone = 'paper', lines = false, className = '' }: { size: string; tone?: keyof typeof tones; lines?: boolean; className?: string }) {
  return (
    <div className={`${lines ? '' : 'dotted-run'} ${tones[tone]} ${className}`}>
      <ul className={`max-w-none font-display ${size}`}>
        {clientStrip.names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </div>
  );
}
