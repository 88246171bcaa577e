import { aboutCtas, type CtaBox } from '@/lib/content/about';
import { BookCallLink } from '@/components/ui/BookCallLink';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Section } from '@/components/ui/Section';
import { Figures } from '@/components/ui/Figures';

const tones = {
  light: { box: 'border border-line bg-white', label: 'text-accent', title: '', body: 'text-muted', button: 'primary' },
  dark: { box: 'bg-ink text-white', label: 'text-accent-on-ink', title: 'text-white', body: 'text-slate-300', button: 'inverse' },
} as const;

function Box({ box, tone, bookCall = false }: { box: CtaBox; tone: keyof typeof tones; bookCall?: boolean }) {
  const style = tones[tone];
  return (
    <article className={`flex flex-col rounded-card p-4 sm:p-8 lg:p-10 ${style.box}`}>
      <p className={`label-caps ${style.label}`}>{box.audience}</p>
      <h3 className={`mt-3 font-display text-2xl font-semibold tracking-tight md:text-3xl ${style.title}`}>{box.title}</h3>
      <p className={`mt-4 max-w-measure ${style.body}`}>
        <Figures text={box.body} />
      </p>
      <div className="mt-auto flex flex-col gap-3 pt-8 sm:flex-row sm:flex-wrap">
        {/* The same button at every width: label and arrow; on phones it spans the box with tighter side padding. */}
        <ButtonLink href={box.cta.href} variant={style.button} className="w-full max-sm:px-4 sm:w-auto sm:whitespace-nowrap" arrow>
          {box.cta.label}
        </ButtonLink>
        {bookCall && <BookCallLink className="w-full sm:w-auto" />}
      </div>
    </article>
  );
}

/** Two routes in: businesses to the enquiry form (or a call, when booking is set up), executives to LinkedIn ghostwriting. */
export function AboutCtas() {
  return (
    <Section id="work-with-me" tone="paper" eyebrow={aboutCtas.eyebrow} title={aboutCtas.title}>
      <div className="grid gap-5 lg:grid-cols-2 lg:gap-6">
        {aboutCtas.boxes.map((box, index) => (
          <Box key={box.audience} box={box} tone={index === 0 ? 'light' : 'dark'} bookCall={index === 0} />
        ))}
      </div>
    </Section>
  );
}
