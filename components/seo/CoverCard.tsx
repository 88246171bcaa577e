import { coverSize } from '@/lib/render/covers';
import { ogSafeText } from '@/lib/render/seo/og';
import { colour } from './OgCard';

/** Three grounds, chosen by the kind of work so that a row of covers alternates: paper, accent, ink. */
const grounds = [
  { background: colour.paper, text: colour.ink, label: colour.accentHover, rule: colour.accent },
  { background: colour.accent, text: '#ffffff', label: colour.accentTint, rule: '#ffffff' },
  { background: colour.ink, text: '#ffffff', label: '#cbd5e1', rule: colour.accentTint },
] as const;

function groundFor(kind: string) {
  const sum = Array.from(kind).reduce((total, char) => total + char.charCodeAt(0), 0);
  return grounds[sum % grounds.length];
}

/** Title size that keeps a title within four lines of the cover. */
const titleSize = (title: string) => (title.length > 48 ? 60 : title.length > 28 ? 70 : 82);

/**
 * A typographic cover (960 x 600) drawn at build time by the share-image renderer, for work with no image of its own:
 * the kind of work as a label, the title in the display serif, and who it was for along the foot.
 */
export function CoverCard({ title, client, kind }: { title: string; client: string; kind: string }) {
  const ground = groundFor(kind);
  const headline = ogSafeText(title);
  return (
    <div
      style={{
        ...coverSize,
        display: 'flex',
        flexDirection: 'column',
        padding: '64px 72px 56px',
        background: ground.background,
        color: ground.text,
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
        <div style={{ width: 48, height: 4, background: ground.rule }} />
        <div style={{ fontSize: 26, fontWeight: 700, letterSpacing: 3, textTransform: 'uppercase', color: ground.label }}>{ogSafeText(kind)}</div>
      </div>
      <div style={{ flex: 1, display: 'flex', alignItems: 'center' }}>
        <div style={{ fontFamily: 'Fraunces', fontWeight: 600, fontSize: titleSize(headline), lineHeight: 1.08, letterSpacing: -1.5 }}>{headline}</div>
      </div>
      <div style={{ display: 'flex', fontSize: 28, fontWeight: 400, color: ground.label }}>{ogSafeText(client)}</div>
    </div>
  );
}
