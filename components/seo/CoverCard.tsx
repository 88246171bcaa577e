import type { ReactElement, ReactNode } from 'react';
import { coverLine, coverSize, type CoverForm } from '@/lib/render/covers';
import { colour } from './OgCard';

/**
 * The smallest type a cover may carry: a cover is shown as narrow as about 220 px (a row of three at 768 px), a
 * quarter of its 960 px, and no text may draw under 12 px there. So the line of the work is the only text; the rest
 * of the page (navigation, body copy, buttons, names) is drawn as bars, as a designer's mock-up greeks it.
 */
const minimumType = 54;


const typeFor = (line: string, sizes: [number, number, number]) => Math.max(minimumType, line.length > 90 ? sizes[2] : line.length > 60 ? sizes[1] : sizes[0]);

/** A run of greeked text: rounded bars of the given widths (per cent). */
function bars({ widths, height = 12, gap = 14, tone }: { widths: number[]; height?: number; gap?: number; tone: string }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap, width: '100%' }}>
      {widths.map((width, index) => (
        <div key={index} style={{ width: `${width}%`, height, borderRadius: height / 2, background: tone }} />
      ))}
    </div>
  );
}

function frame(background: string, children: ReactNode): ReactElement {
  return <div style={{ ...coverSize, display: 'flex', position: 'relative', overflow: 'hidden', background, fontFamily: 'Inter' }}>{children}</div>;
}

/** A website or landing page: a browser window, the line as the page's headline, its button in the accent. */
function PageCover({ excerpt }: { excerpt: string }) {
  const line = coverLine(excerpt, 'page');
  return frame(
    colour.accentTint,
      <div style={{ position: 'absolute', left: 64, top: 52, width: 832, height: 620, display: 'flex', flexDirection: 'column', background: '#ffffff', borderRadius: 14, border: `2px solid ${colour.line}`, boxShadow: '0 18px 40px rgba(15, 23, 42, 0.10)' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, height: 56, padding: '0 24px', borderBottom: `2px solid ${colour.line}` }}>
          <div style={{ width: 14, height: 14, borderRadius: 7, background: '#f87171' }} />
          <div style={{ width: 14, height: 14, borderRadius: 7, background: '#fbbf24' }} />
          <div style={{ width: 14, height: 14, borderRadius: 7, background: '#34d399' }} />
          <div style={{ marginLeft: 24, width: 380, height: 26, borderRadius: 13, background: '#f1f5f9' }} />
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', padding: '30px 56px 0' }}>
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <div style={{ width: 120, height: 16, borderRadius: 8, background: colour.ink }} />
            <div style={{ display: 'flex', gap: 18 }}>
              {[60, 72, 56].map((width) => (
                <div key={width} style={{ width, height: 10, borderRadius: 5, background: '#cbd5e1' }} />
              ))}
              <div style={{ width: 84, height: 10, borderRadius: 5, background: colour.accent }} />
            </div>
          </div>
          <div style={{ display: 'flex', marginTop: 36, fontFamily: 'Fraunces', fontWeight: 600, fontSize: typeFor(line, [62, 58, 54]), lineHeight: 1.12, letterSpacing: -1, color: colour.ink }}>{line}</div>
          <div style={{ display: 'flex', alignItems: 'center', gap: 20, marginTop: 30 }}>
            <div style={{ width: 176, height: 48, borderRadius: 8, background: colour.accent }} />
            <div style={{ width: 140, height: 48, borderRadius: 8, border: `2px solid #cbd5e1` }} />
          </div>
        </div>
      </div>
  );
}

/** A leaflet: folded open on a dark ground, the line on its front panel, the inside panel greeked. */
function LeafletCover({ excerpt }: { excerpt: string }) {
  const line = coverLine(excerpt, 'leaflet');
  return frame(
    colour.ink,
      <div style={{ position: 'absolute', left: 132, top: 40, display: 'flex', transform: 'rotate(-3deg)', boxShadow: '0 24px 48px rgba(0, 0, 0, 0.35)' }}>
        <div style={{ width: 250, height: 540, display: 'flex', flexDirection: 'column', padding: '48px 30px', background: '#eef2f0', borderRight: '2px solid #cbd5e1' }}>
          <div style={{ width: 64, height: 64, borderRadius: 32, background: colour.accent, marginBottom: 32 }} />
          {bars({ widths: [90, 100, 80, 95, 60], tone: '#cbd5e1' })}
          <div style={{ height: 36 }} />
          {bars({ widths: [100, 85, 92, 70], tone: '#cbd5e1' })}
        </div>
        <div style={{ width: 440, height: 540, display: 'flex', flexDirection: 'column', background: '#ffffff' }}>
          <div style={{ height: 26, background: colour.accent }} />
          <div style={{ display: 'flex', flexDirection: 'column', flex: 1, padding: '40px 40px 36px' }}>
            <div style={{ display: 'flex', fontFamily: 'Fraunces', fontWeight: 600, fontSize: minimumType, lineHeight: 1.1, letterSpacing: -0.5, color: colour.ink }}>{line}</div>
            <div style={{ display: 'flex', marginTop: 28 }}>{bars({ widths: [100, 90, 96, 60], tone: '#e2e8f0' })}</div>
            <div style={{ display: 'flex', marginTop: 'auto', alignItems: 'center', justifyContent: 'space-between' }}>
              <div style={{ width: 150, height: 12, borderRadius: 6, background: '#cbd5e1' }} />
              <div style={{ width: 64, height: 28, borderRadius: 4, background: colour.accentHover }} />
            </div>
          </div>
        </div>
      </div>
  );
}

/** Personal branding and ghostwriting: a social post card, the line as the post, the author and reactions greeked. */
function PostCover({ excerpt }: { excerpt: string }) {
  const line = coverLine(excerpt, 'post');
  return frame(
    colour.accent,
      <div style={{ position: 'absolute', left: 100, top: 40, width: 760, height: 540, display: 'flex', flexDirection: 'column', padding: '36px 48px', background: '#ffffff', borderRadius: 16 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <div style={{ width: 72, height: 72, borderRadius: 36, background: colour.accentTint, border: `4px solid ${colour.accent}` }} />
          <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
            <div style={{ width: 200, height: 16, borderRadius: 8, background: colour.ink }} />
            <div style={{ width: 280, height: 12, borderRadius: 6, background: '#cbd5e1' }} />
          </div>
        </div>
        <div style={{ display: 'flex', marginTop: 30, fontSize: line.length <= 50 ? 64 : typeFor(line, [58, 56, 54]), fontWeight: 400, lineHeight: 1.22, letterSpacing: -0.8, color: colour.ink }}>{line}</div>
        {/* The rest of the post, greeked: a short line is the post's hook, so the body follows it. */}
        {line.length <= 50 && <div style={{ display: 'flex', marginTop: 26 }}>{bars({ widths: [100, 68], height: 14, gap: 16, tone: '#d6dde6' })}</div>}
        <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginTop: 'auto', paddingTop: 22, borderTop: `2px solid ${colour.line}` }}>
          {[96, 110, 84].map((width) => (
            <div key={width} style={{ width, height: 14, borderRadius: 7, background: '#cbd5e1' }} />
          ))}
        </div>
      </div>
  );
}

/** A blog post or article: a column of the page, the line as its opening under a ruled kicker, the body greeked. */
function ArticleCover({ excerpt }: { excerpt: string }) {
  const line = coverLine(excerpt, 'article');
  return frame(
    colour.paper,
      <div style={{ position: 'absolute', left: 150, top: 0, width: 660, height: 600, display: 'flex', flexDirection: 'column', padding: '52px 60px 0', background: '#ffffff', borderLeft: `2px solid ${colour.line}`, borderRight: `2px solid ${colour.line}` }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <div style={{ width: 40, height: 4, background: colour.accent }} />
          <div style={{ width: 140, height: 12, borderRadius: 6, background: colour.accent }} />
        </div>
        <div style={{ display: 'flex', marginTop: 30, gap: 28 }}>
          <div style={{ width: 6, background: colour.accent }} />
          <div style={{ display: 'flex', flex: 1, fontFamily: 'Fraunces', fontWeight: 600, fontSize: typeFor(line, [58, 56, 54]), lineHeight: 1.14, letterSpacing: -0.8, color: colour.ink }}>{line}</div>
        </div>
        <div style={{ height: 36 }} />
        {bars({ widths: [100, 96, 100, 88, 100, 94, 70], height: 13, gap: 18, tone: '#d6dde6' })}
      </div>
  );
}

const forms: Record<CoverForm, (props: { excerpt: string }) => ReactElement> = {
  page: PageCover,
  leaflet: LeafletCover,
  post: PostCover,
  article: ArticleCover,
};

/**
 * A cover (960 x 600) drawn at build time by the share-image renderer, for work with no image of its own: the work
 * itself, a line of the piece set in the shape it was published in (lib/render/covers.ts `form`): a web page in a
 * browser, a folded leaflet, a social post, an article column. Never the title: the card or page prints that beside
 * the cover, with the kind of work and who it was for.
 */
export function CoverCard({ excerpt, form }: { excerpt: string; form: CoverForm }) {
  return forms[form]({ excerpt });
}
