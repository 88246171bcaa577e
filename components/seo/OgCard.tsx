import { site } from '@/lib/content/site';
import { colour } from '@/lib/render/colours';
import { ogSafeText, ogSize, ogTitleSize } from '@/lib/render/seo/og';

/**
 * The 1200 x 630 share card drawn by next/og at build time: paper background, accent bar, monogram and brand,
 * a label (the post's category) and the headline in the display serif, with the owner and the site's address along the foot.
 */
export function OgCard({ label, title }: { label: string; title: string }) {
  const headline = ogSafeText(title);
  const host = new URL(site.url).host.replace(/^www\./, '');
  return (
    <div
      style={{
        ...ogSize,
        display: 'flex',
        background: colour.paper,
        color: colour.ink,
        fontFamily: 'Inter',
      }}
    >
      <div style={{ width: 24, height: '100%', background: colour.accent }} />
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', padding: '64px 80px 56px 72px' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <div
            style={{
              width: 72,
              height: 72,
              borderRadius: 12,
              background: colour.accent,
              color: '#ffffff',
              fontFamily: 'Fraunces',
              fontSize: 32,
              fontWeight: 600,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            {ogSafeText(site.monogram)}
          </div>
          <div style={{ fontFamily: 'Fraunces', fontSize: 36, fontWeight: 600 }}>{ogSafeText(site.brand)}</div>
        </div>
        <div style={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
          <div style={{ display: 'flex' }}>
            <div
              style={{
                background: colour.accentTint,
                color: colour.accentHover,
                fontSize: 22,
                fontWeight: 700,
                letterSpacing: 2,
                textTransform: 'uppercase',
                padding: '8px 16px',
                borderRadius: 8,
              }}
            >
              {ogSafeText(label)}
            </div>
          </div>
          <div
            style={{
              marginTop: 28,
              fontFamily: 'Fraunces',
              fontSize: ogTitleSize(headline),
              fontWeight: 600,
              lineHeight: 1.1,
              letterSpacing: -1,
              maxWidth: 980,
            }}
          >
            {headline}
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            borderTop: `2px solid ${colour.line}`,
            paddingTop: 24,
            fontSize: 24,
            color: colour.muted,
          }}
        >
          <div style={{ display: 'flex' }}>{ogSafeText(`${site.owner} · ${site.role}`)}</div>
          <div style={{ display: 'flex', color: colour.accentHover, fontWeight: 700 }}>{host}</div>
        </div>
      </div>
    </div>
  );
}
