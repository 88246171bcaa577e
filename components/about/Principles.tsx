import { principles } from '@/content/about';
import { Section } from '@/components/ui/Section';

/** Four numbered working principles, set like an editorial list. */
export function Principles() {
  return (
    <Section id="principles" tone="paper" eyebrow={principles.eyebrow} title={principles.title}>
      <ol className="grid gap-x-16 gap-y-10 md:grid-cols-2 md:gap-y-14">
        {principles.items.map((item, index) => (
          <li key={item.title} className="grid grid-cols-[3.5rem_1fr] gap-x-4 border-t border-line pt-6 md:grid-cols-[4.5rem_1fr]">
            <span aria-hidden="true" className="text-3xl font-bold leading-none tracking-tight text-accent tabular-nums md:text-4xl">
              {String(index + 1).padStart(2, '0')}
            </span>
            <div>
              <h3 className="text-xl font-semibold tracking-tight">{item.title}</h3>
              <p className="mt-2 text-muted">{item.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
