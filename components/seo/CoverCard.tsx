import type { ReactElement, ReactNode } from 'react';
import { coverLine, coverSize, type CoverForm } from '@/lib/render/covers';
import { colour } from './OgCard';

/**
 * The smallest type a cover may carry: a cover is shown as narrow as about 220 px (four across at 1,024 px), under a
 * quarter of its 960 px, and no text may draw under 12 px there. So the line of the work is the only text. Nothing
 * stands in for text either (no greeked bars, which read as a page still loading): the shape of the page it was
 * published in is drawn with rules, a window's edge, a fold, her mark (a ring in the accent), and the line fills it.
 */
const minimumType = 54;

const typeFor = (line: string, sizes: [number, number, number]) => Math.max(minimumType, line.length > 90 ? sizes[2] : line.length > 60 ? sizes[1] : sizes[0]);
/** A short line is set larger, so it fills its shape rather than leaving it mostly empty. */
const shortLine = (line: string, size: number) => (line.length <= 40 ? Math.round(size * 1.3) : line.length <= 60 ? Math.round(size * 1.12) : size);

/** The one face of every excerpt on every cover: the display serif, as her writing is set across the site. */
const excerptFace = { fontFamily: 'Fraunces', fontWeight: 600 } as const;

/** A composition: the ground, the page on it, and how much larger than the base the line is set. */
interface Look {
  ground: string;
  sheet: string;
  text: string;
  rule: string;
  scale: number;
}

function frame(background: string, children: ReactNode): ReactElement {
  return <div style={{ ...coverSize, display: 'flex', position: 'relative', overflow: 'hidden', background, fontFamily: 'Inter' }}>{children}</div>;
}

/** Her mark: a ring in the accent, as the monogram's seal is drawn. */
function ring(size: number, tone: string, fill = 'transparent') {
  return <div style={{ width: size, height: size, borderRadius: size / 2, border: `${Math.round(size / 9)}px solid ${tone}`, background: fill }} />;
}

const pageLooks: Look[] = [
  { ground: colour.accentTint, sheet: '#ffffff', text: colour.ink, rule: colour.accent, scale: 0 },
  { ground: colour.ink, sheet: '#ffffff', text: colour.ink, rule: colour.accent, scale: 0 },
  { ground: colour.paper, sheet: '#ffffff', text: colour.accentHover, rule: colour.ink, scale: 6 },
];

/** A website or landing page: a window with the line as the page's headline under an accent rule; the window's bar carries her mark only (no coloured dots: every cover shares one frame of rules and her ring). */
function PageCover({ excerpt, variant }: { excerpt: string; variant: number }) {
  const line = coverLine(excerpt, 'page');
  const look = pageLooks[variant % pageLooks.length];
  // The three compositions: the window centred on a tint; lower on ink, running off the foot; wide on paper, the line larger.
  const place = [
    { left: 64, top: 52, width: 832 },
    { left: 96, top: 72, width: 832 },
    { left: 36, top: 36, width: 888 },
  ][variant % 3];
  return frame(
    look.ground,
    <div style={{ position: 'absolute', ...place, height: 640, display: 'flex', flexDirection: 'column', background: look.sheet, borderRadius: 14, border: `2px solid ${colour.line}`, boxShadow: '0 18px 40px rgba(15, 23, 42, 0.12)' }}>
      <div style={{ display: 'flex', alignItems: 'center', height: 52, padding: '0 24px', borderBottom: `2px solid ${colour.line}` }}>
        <div style={{ display: 'flex', marginLeft: 'auto' }}>{ring(30, colour.accent)}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', padding: '40px 56px 0' }}>
        <div style={{ width: 96, height: 8, background: look.rule }} />
        <div style={{ display: 'flex', marginTop: 28, ...excerptFace, fontSize: shortLine(line, typeFor(line, [62, 58, 54])) + look.scale, lineHeight: 1.1, letterSpacing: -1, color: look.text }}>{line}</div>
      </div>
    </div>,
  );
}

const leafletGrounds = [colour.ink, colour.accentHover, '#1e293b'];

/** A leaflet: folded open on a dark ground, the line on its front panel, her mark on the accent inside panel. */
function LeafletCover({ excerpt, variant }: { excerpt: string; variant: number }) {
  const line = coverLine(excerpt, 'leaflet');
  const tilt = [-3, 2, -1.5][variant % 3];
  return frame(
    leafletGrounds[variant % leafletGrounds.length],
    <div style={{ position: 'absolute', left: 132, top: 40, display: 'flex', transform: `rotate(${tilt}deg)`, boxShadow: '0 24px 48px rgba(0, 0, 0, 0.35)' }}>
      <div style={{ width: 250, height: 540, display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '48px 34px', background: variant % 3 === 1 ? colour.paper : colour.accent, borderRight: '2px solid rgba(15, 23, 42, 0.15)' }}>
        {ring(84, variant % 3 === 1 ? colour.accent : '#ffffff')}
        <div style={{ display: 'flex', flexDirection: 'column', gap: 22 }}>
          {[0, 1, 2].map((rule) => (
            <div key={rule} style={{ height: 3, background: variant % 3 === 1 ? colour.line : 'rgba(255, 255, 255, 0.35)' }} />
          ))}
        </div>
      </div>
      <div style={{ width: 440, height: 540, display: 'flex', flexDirection: 'column', background: '#ffffff' }}>
        <div style={{ height: 26, background: colour.accent }} />
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, padding: '44px 40px 40px' }}>
          <div style={{ display: 'flex', ...excerptFace, fontSize: shortLine(line, minimumType), lineHeight: 1.1, letterSpacing: -0.5, color: colour.ink }}>{line}</div>
          <div style={{ display: 'flex', marginTop: 'auto', alignItems: 'center', gap: 16 }}>
            <div style={{ flex: 1, height: 3, background: colour.ink }} />
            {ring(36, colour.accent, colour.accentTint)}
          </div>
        </div>
      </div>
    </div>,
  );
}

const postLooks = [
  { ground: colour.accent, card: '#ffffff' },
  { ground: colour.ink, card: '#ffffff' },
  { ground: colour.accentTint, card: '#ffffff' },
];

/** Personal branding and ghostwriting: a social post, her mark as its author, the line as the post, a ruled foot. */
function PostCover({ excerpt, variant }: { excerpt: string; variant: number }) {
  const line = coverLine(excerpt, 'post');
  const look = postLooks[variant % postLooks.length];
  const size = line.length <= 50 ? 72 : typeFor(line, [62, 58, 54]);
  return frame(
    look.ground,
    <div style={{ position: 'absolute', left: 100, top: 40, width: 760, height: 540, display: 'flex', flexDirection: 'column', padding: '40px 52px', background: look.card, borderRadius: 16, border: variant % 3 === 2 ? `2px solid ${colour.line}` : 'none' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        {ring(76, colour.accent, colour.accentTint)}
        <div style={{ flex: 1, height: 2, background: colour.line }} />
      </div>
      <div style={{ display: 'flex', flex: 1, alignItems: 'center', ...excerptFace, fontSize: size, lineHeight: 1.14, letterSpacing: -0.8, color: colour.ink }}>{line}</div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 28, paddingTop: 24, borderTop: `2px solid ${colour.line}` }}>
        {[0, 1, 2].map((mark) => (
          <div key={mark} style={{ width: 30, height: 30, borderRadius: 15, border: `4px solid ${mark === 0 ? colour.accent : '#94a3b8'}` }} />
        ))}
      </div>
    </div>,
  );
}

const articleLooks = [
  { ground: colour.paper, column: '#ffffff', left: 100 },
  { ground: colour.accentTint, column: '#ffffff', left: 48 },
  { ground: colour.ink, column: colour.paper, left: 152 },
];

/** A blog post or article: a column of the page, the line as its opening under a ruled kicker, closed by her end mark. */
function ArticleCover({ excerpt, variant }: { excerpt: string; variant: number }) {
  const line = coverLine(excerpt, 'article');
  const look = articleLooks[variant % articleLooks.length];
  return frame(
    look.ground,
    <div style={{ position: 'absolute', left: look.left, top: 0, width: 760, height: 600, display: 'flex', flexDirection: 'column', padding: '52px 56px 48px', background: look.column, borderLeft: `2px solid ${colour.line}`, borderRight: `2px solid ${colour.line}` }}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <div style={{ height: 6, background: colour.ink }} />
        <div style={{ height: 2, background: colour.ink }} />
      </div>
      <div style={{ display: 'flex', marginTop: 36, gap: 24 }}>
        <div style={{ width: 8, background: colour.accent }} />
        <div style={{ display: 'flex', flex: 1, ...excerptFace, fontSize: shortLine(line, typeFor(line, [68, 62, 58])), lineHeight: 1.12, letterSpacing: -0.8, color: colour.ink }}>{line}</div>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginTop: 'auto' }}>
        <div style={{ flex: 1, height: 2, background: colour.line }} />
        {ring(32, colour.accent)}
      </div>
    </div>,
  );
}

const forms: Record<CoverForm, (props: { excerpt: string; variant: number }) => ReactElement> = {
  page: PageCover,
  leaflet: LeafletCover,
  post: PostCover,
  article: ArticleCover,
};

/**
 * A cover (960 x 600) drawn at build time by the share-image renderer, for work with no image of its own: the work
 * itself, a line of the piece set in the shape it was published in (lib/render/covers.ts `form`): a web page in a
 * browser, a folded leaflet, a social post, an article column, in one of three compositions (`variant`) so a row of
 * the same shape does not repeat itself. Never the title: the card or page prints that beside the cover.
 */
export function CoverCard({ excerpt, form, variant }: { excerpt: string; form: CoverForm; variant: number }) {
  return forms[form]({ excerpt, variant });
}
