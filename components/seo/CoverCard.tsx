import { coverSize } from '@/lib/render/covers';
import { ogSafeText } from '@/lib/render/seo/og';
import { colour } from './OgCard';

/** Three grounds, chosen by the kind of work so that a row of covers alternates: paper, accent, ink. */
const grounds = [
  { background: colour.paper, text: colour.ink, label: colour.accentHover, mark: colour.accent },
  { background: colour.accent, text: '#ffffff', label: colour.accentTint, mark: colour.accentTint },
  { background: colour.ink, text: '#ffffff', label: '#cbd5e1', mark: '#5eead4' },
] as const;

function groundFor(kind: string) {
  const sum = Array.from(kind).reduce((total, char) => total + char.charCodeAt(0), 0);
  return grounds[sum % grounds.length];
}

/** Type size that keeps a line of the work within five lines of the cover, large enough to read on a phone's card. */
const excerptSize = (excerpt: string) => (excerpt.length > 130 ? 44 : excerpt.length > 100 ? 50 : 56);

/**
 * A cover (960 x 600) drawn at build time by the share-image renderer, for work with no image of its own: the work
 * itself, a line of the piece set large in the display serif as a pull quote, under the kind of work, with who it was
 * for along the foot. Never the title: the card or page prints that beside the cover.
 */
export function CoverCard({ excerpt, client, kind }: { excerpt: string; client: string; kind: string }) {
  const ground = groundFor(kind);
  const line = ogSafeText(excerpt);
  const size = excerptSize(line);
  return (
    <div
      style={{
        ...coverSize,
        display: 'flex',
        flexDirection: 'column',
        padding: '56px 72px 52px',
        background: ground.background,
        color: ground.text,
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
        <div style={{ width: 48, height: 4, background: ground.mark }} />
        <div style={{ fontSize: 24, fontWeight: 700, letterSpacing: 3, textTransform: 'uppercase', color: ground.label }}>{ogSafeText(kind)}</div>
      </div>
      <div style={{ flex: 1, display: 'flex', alignItems: 'center' }}>
        <div style={{ display: 'flex', fontFamily: 'Fraunces', fontWeight: 600, fontSize: size, lineHeight: 1.2, letterSpacing: -0.5 }}>
          <span style={{ color: ground.mark, marginLeft: -Math.round(size * 0.48), width: Math.round(size * 0.48) }}>“</span>
          <span>{`${line}”`}</span>
        </div>
      </div>
      <div style={{ display: 'flex', fontSize: 26, fontWeight: 400, color: ground.label }}>{ogSafeText(client)}</div>
    </div>
  );
}
