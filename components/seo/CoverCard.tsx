import type { ReactElement, ReactNode } from 'react';
import { addressLine, coverChrome, coverGrounds, coverLine, coverParts, coverSize, pageCoverLayout, pageFill, pageHeader, phoneCoverLayout, phoneFill, sectionCoverLayout, sectionFill, sectionSide, sectionSideBody, type Cover, type CoverForm, type CoverGround } from '@/lib/render/covers';
import { ogSafeText } from '@/lib/render/seo/og';
import { colour, tint } from '@/lib/render/colours';

/**
 * The smallest type a cover may carry: a cover is shown as narrow as about 220 px (four across at 1,024 px), under a
 * quarter of its 960 px, and no text may draw under 12 px there. So the line of the work is the only text. Nothing
 * stands in for text either (no greeked bars, which read as a page still loading): the shape of the page it was
 * published in is drawn with rules, a window's edge, a fold, her mark (a ring in the accent), and the line fills it.
 */
const minimumType = 54;
/** The reading type of a page or post (an address, a standfirst, a post's lines): 46 of 960 draws 16 px on a phone's 335 px card and 12 px four across at 1,280 px. */
const bodyType = 46;

type CoverProps = Pick<Cover, 'excerpt' | 'variant' | 'url' | 'author' | 'client' | 'house'>;

/**
 * The colours of the client's own brand marks on its page, leaflet or post (the rule over a headline, a header, a
 * leaflet's panel, an avatar's ring): its house colour (lib/render/covers.ts `house`), its pale tint and the shade its
 * type takes on that tint; without one, the site's accent, as every cover was drawn before clients had colours.
 */
const brandOf = (house: string | undefined) => (house ? { mark: house, tint: tint(house, 0.12), deep: house } : { mark: colour.accent, tint: colour.accentTint, deep: colour.accentHover });

/** A short line is set larger, so it fills its shape rather than leaving it mostly empty. */
const shortLine = (line: string, size: number) => (line.length <= 40 ? Math.round(size * 1.3) : line.length <= 60 ? Math.round(size * 1.12) : size);

/** The one face of every excerpt on every cover: the display serif, as her writing is set across the site. */
const excerptFace = { fontFamily: 'Fraunces', fontWeight: 600 } as const;

/** A ground's colour (lib/render/covers.ts `coverGrounds`): the site's own, slate for a leaflet's third, a page's white. */
const groundColour = (ground: CoverGround) => (ground === 'slate' ? '#1e293b' : ground === 'white' ? '#ffffff' : colour[ground]);

function frame(background: string, children: ReactNode): ReactElement {
  return <div style={{ ...coverSize, display: 'flex', position: 'relative', overflow: 'hidden', background, fontFamily: 'Inter' }}>{children}</div>;
}

/** Her mark on a drawn cover: a ring in the accent. */
function ring(size: number, tone: string, fill = 'transparent') {
  return <div style={{ width: size, height: size, borderRadius: size / 2, border: `${Math.round(size / 9)}px solid ${tone}`, background: fill }} />;
}

const pageGrounds = coverGrounds.page.map(groundColour);

/** The bar over every web page: the address as the reader's browser shows it, in a rounded field, and nothing else. */
function addressBar(url: string | undefined, room = 30) {
  const address = url ? addressLine(url, room) : '';
  return (
    <div style={{ display: 'flex', alignItems: 'center', height: 96, padding: '0 20px', background: '#f1f5f9', borderBottom: `2px solid ${colour.line}` }}>
      <div style={{ display: 'flex', alignItems: 'center', flex: 1, height: 68, padding: '0 26px', gap: 18, borderRadius: 34, background: '#ffffff', border: `2px solid ${colour.line}` }}>
        {/* The padlock, drawn: a shackle over a body. */}
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width: 22 }}>
          <div style={{ width: 16, height: 12, borderTopLeftRadius: 8, borderTopRightRadius: 8, border: `4px solid ${colour.muted}`, borderBottom: 'none' }} />
          <div style={{ width: 22, height: 16, borderRadius: 3, background: colour.muted }} />
        </div>
        <div style={{ display: 'flex', fontSize: bodyType, color: colour.ink, letterSpacing: -0.4, whiteSpace: 'nowrap' }}>{address}</div>
      </div>
    </div>
  );
}

/**
 * A website, service or landing page: the top of the page as its reader meets it, in a browser window whose bar
 * carries the page's real address; under it the piece's opening sentence as the page's headline and its next lines
 * as the standfirst, sized to fill the page to the cover's foot (lib/render/covers.ts `pageCoverLayout`), so no
 * blank white half reads as a page still loading. The window runs off the cover's foot: the first screen of a longer page.
 */
function PageCover({ excerpt, variant, url, house }: CoverProps) {
  const { head, body, headSize } = pageCoverLayout(excerpt, Boolean(house));
  const ground = pageGrounds[variant % pageGrounds.length];
  const left = [48, 88, 48][variant % 3];
  return frame(
    ground,
    <div style={{ position: 'absolute', left, top: 40, width: 864, height: 640, display: 'flex', flexDirection: 'column', background: '#ffffff', borderRadius: 16, border: `2px solid ${colour.line}`, overflow: 'hidden', boxShadow: '0 18px 40px rgba(15, 23, 42, 0.14)' }}>
      {addressBar(url)}
      {/* The client's header in its house colour, its logo a white block in it; the page's own rule follows suit. */}
      {house && (
        <div style={{ display: 'flex', alignItems: 'center', height: pageHeader.height, padding: '0 56px', background: house }}>
          <div style={{ width: 18, height: 18, borderRadius: 4, background: '#ffffff' }} />
        </div>
      )}
      <div style={{ display: 'flex', flexDirection: 'column', padding: `${house ? pageHeader.gap : 40}px 56px 0` }}>
        <div style={{ width: 88, height: 8, background: brandOf(house).mark }} />
        <div style={{ display: 'flex', marginTop: 26, ...excerptFace, fontSize: headSize, lineHeight: pageFill.headLeading, letterSpacing: -1.2, color: colour.ink }}>{head}</div>
        {body && <div style={{ display: 'flex', marginTop: pageFill.gap, fontSize: pageFill.body, lineHeight: pageFill.bodyLeading, color: colour.muted }}>{body}</div>}
      </div>
    </div>,
  );
}

/**
 * A service page close up, as its reader meets its hero: no browser, the page itself to the cover's edges, its band
 * in the client's colour (the site's accent without one) with the logo's white block and the opening sentence set
 * large in white, the rest of the line in reading type on the white under it. Three compositions: the band across
 * the top with its line from the left; the band as the page's left panel beside the standfirst; the band across
 * with the line set narrower and an ink rule over the standfirst.
 */
function SectionCover({ excerpt, variant, house }: CoverProps) {
  const band = house ?? colour.accent;
  const layout = sectionCoverLayout(excerpt);
  const composition = variant % 3;
  const logo = <div style={{ width: 26, height: 26, borderRadius: 5, background: '#ffffff' }} />;
  const headline = (size: number, width: number) => (
    <div style={{ display: 'flex', width, ...excerptFace, fontSize: size, lineHeight: sectionFill.leading, letterSpacing: -1.4, color: '#ffffff' }}>{layout.head}</div>
  );
  const standfirst = (width: number) =>
    layout.body ? <div style={{ display: 'flex', width, fontSize: sectionFill.body, lineHeight: sectionFill.bodyLeading, color: colour.ink }}>{layout.body}</div> : null;
  if (composition === 1 && layout.body) {
    // The band as the page's left panel, the headline a step smaller in it; the standfirst beside it behind a rule.
    const { head } = layout;
    const size = head.length <= 40 ? 68 : head.length <= 60 ? 60 : 54;
    return frame(
      '#ffffff',
      <div style={{ display: 'flex', width: '100%', height: '100%' }}>
        <div style={{ display: 'flex', flexDirection: 'column', width: 540, height: '100%', padding: '56px 52px', background: band, gap: 40 }}>
          {logo}
          {headline(size, 436)}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, padding: '120px 40px 0 40px', gap: 26 }}>
          <div style={{ width: 64, height: 7, background: band }} />
          <div style={{ display: 'flex', width: sectionSide.width, fontSize: sectionFill.body, lineHeight: sectionFill.bodyLeading, color: colour.ink }}>{sectionSideBody(excerpt)}</div>
        </div>
      </div>,
    );
  }
  return frame(
    '#ffffff',
    <div style={{ display: 'flex', flexDirection: 'column', width: '100%', height: '100%' }}>
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: layout.body ? 'flex-start' : 'space-between', height: layout.band, padding: `48px ${composition === 2 ? 96 : 64}px ${layout.body ? 0 : sectionFill.bandFoot}px`, background: band, gap: sectionFill.bandTop - 48 - 26 }}>
        {logo}
        {headline(layout.headSize, composition === 2 ? sectionFill.width - 64 : sectionFill.width)}
      </div>
      {layout.body && (
        <div style={{ display: 'flex', flexDirection: 'column', padding: `34px ${composition === 2 ? 96 : 64}px 0`, gap: 22 }}>
          {composition === 2 && <div style={{ width: 88, height: 4, background: colour.ink }} />}
          {standfirst(composition === 2 ? sectionFill.width - 64 : sectionFill.width)}
        </div>
      )}
    </div>,
  );
}

const phoneGrounds = coverGrounds.phone.map(groundColour);

/**
 * A landing page on the phone most of its readers met it on: the handset upright on the site's ground, running off the
 * cover's foot (the first screen of a page that scrolls on), the client's header in its colour with the logo's white
 * block, the page's rule, and the opening line set large to the screen's width. Three placements across the cover.
 */
function PhoneCover({ excerpt, variant, house }: CoverProps) {
  const brand = brandOf(house);
  const { line, size } = phoneCoverLayout(excerpt);
  const composition = variant % 3;
  const bezel = composition === 2 ? '#334155' : colour.ink;
  const width = phoneFill.width + 2 * 34 + 2 * 16;
  return frame(
    phoneGrounds[composition],
    <div style={{ position: 'absolute', left: [222, 80, 364][composition], top: 44, width, height: 640, display: 'flex', padding: 16, borderRadius: 64, background: bezel, boxShadow: '0 24px 48px rgba(15, 23, 42, 0.22)' }}>
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, borderRadius: 50, background: '#ffffff', overflow: 'hidden' }}>
        {/* The earpiece over the screen, then the client's header band. */}
        <div style={{ display: 'flex', justifyContent: 'center', height: 44, alignItems: 'center' }}>
          <div style={{ width: 120, height: 26, borderRadius: 13, background: bezel }} />
        </div>
        <div style={{ display: 'flex', alignItems: 'center', height: 56, padding: '0 34px', background: house ?? colour.accent }}>
          <div style={{ width: 22, height: 22, borderRadius: 4, background: '#ffffff' }} />
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', padding: '30px 34px 0' }}>
          <div style={{ width: 72, height: 7, background: brand.mark }} />
          <div style={{ display: 'flex', marginTop: 22, width: phoneFill.width, ...excerptFace, fontSize: size, lineHeight: phoneFill.leading, letterSpacing: -0.8, color: colour.ink }}>{line}</div>
        </div>
      </div>
    </div>,
  );
}

/**
 * A blog post or article: the page as a reader meets it mid-column: the address in the bar, the double rule of the
 * blog's masthead, then the piece's opening paragraph in reading type, its first words set as a lead-in in the serif.
 */
function ArticleCover({ excerpt, variant, url, house }: CoverProps) {
  const brand = brandOf(house);
  const { head, body } = coverParts(excerpt, 'article', 60);
  const ground = articleGrounds[variant % articleGrounds.length];
  const headSize = head.length <= 60 ? 62 : head.length <= 95 ? 56 : 52;
  return frame(
    ground,
    <div style={{ position: 'absolute', left: [96, 48, 136][variant % 3], top: 40, width: 776, height: 640, display: 'flex', flexDirection: 'column', background: '#ffffff', borderRadius: 16, border: `2px solid ${colour.line}`, overflow: 'hidden', boxShadow: '0 18px 40px rgba(15, 23, 42, 0.14)' }}>
      {addressBar(url, 26)}
      <div style={{ display: 'flex', flexDirection: 'column', padding: '36px 64px 0' }}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
          <div style={{ height: 5, background: house ?? colour.ink }} />
          <div style={{ height: 2, background: house ?? colour.ink }} />
        </div>
        <div style={{ display: 'flex', marginTop: 34, gap: 26 }}>
          <div style={{ width: 7, background: brand.mark }} />
          <div style={{ display: 'flex', flex: 1, ...excerptFace, fontSize: headSize, lineHeight: 1.14, letterSpacing: -0.8, color: colour.ink }}>{head}</div>
        </div>
        {body && <div style={{ display: 'flex', marginTop: 26, fontSize: bodyType, lineHeight: 1.5, color: colour.ink }}>{body}</div>}
      </div>
    </div>,
  );
}

const articleGrounds = coverGrounds.article.map(groundColour);

const leafletGrounds = coverGrounds.leaflet.map(groundColour);

/** A leaflet: folded open on a dark ground, the line on its front panel, her mark on the accent inside panel. */
function LeafletCover({ excerpt, variant, house }: CoverProps) {
  const brand = brandOf(house);
  const line = coverLine(excerpt, 'leaflet');
  const tilt = [-3, 2, -1.5][variant % 3];
  return frame(
    leafletGrounds[variant % leafletGrounds.length],
    <div style={{ position: 'absolute', left: 132, top: 40, display: 'flex', transform: `rotate(${tilt}deg)`, boxShadow: '0 24px 48px rgba(0, 0, 0, 0.35)' }}>
      <div style={{ width: 250, height: 540, display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '48px 34px', background: variant % 3 === 1 ? colour.paper : brand.mark, borderRight: '2px solid rgba(15, 23, 42, 0.15)' }}>
        {ring(84, variant % 3 === 1 ? brand.mark : '#ffffff')}
        <div style={{ display: 'flex', flexDirection: 'column', gap: 22 }}>
          {[0, 1, 2].map((rule) => (
            <div key={rule} style={{ height: 3, background: variant % 3 === 1 ? colour.line : 'rgba(255, 255, 255, 0.35)' }} />
          ))}
        </div>
      </div>
      <div style={{ width: 440, height: 540, display: 'flex', flexDirection: 'column', background: '#ffffff' }}>
        <div style={{ height: 26, background: brand.mark }} />
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, padding: '44px 40px 40px' }}>
          <div style={{ display: 'flex', ...excerptFace, fontSize: shortLine(line, minimumType), lineHeight: 1.1, letterSpacing: -0.5, color: colour.ink }}>{line}</div>
          <div style={{ display: 'flex', marginTop: 'auto', alignItems: 'center', gap: 16 }}>
            <div style={{ flex: 1, height: 3, background: colour.ink }} />
            {ring(36, brand.mark, brand.tint)}
          </div>
        </div>
      </div>
    </div>,
  );
}

const postGrounds = coverGrounds.post.map(groundColour);

/** Initials for an author's avatar: the first letters of the first and last words of the name. */
const initials = (name: string) => {
  const words = name.split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? words[words.length - 1][0] : '')).toUpperCase();
};

/**
 * A LinkedIn post as its reader meets it in the feed: the author's avatar, name and role (the client it went out
 * under), the post's opening lines, cut where the feed cuts them, the feed's "see more", and its reactions under a
 * hairline, whole above the cover's foot; only the post's bottom edge runs past it, as a feed scrolls.
 */
function PostCover({ excerpt, variant, author, client, house }: CoverProps) {
  const brand = brandOf(house);
  const text = ogSafeText(excerpt).trim();
  const room = 84;
  const shown = text.length <= room ? text : text.slice(0, room).split(/\s+/).slice(0, -1).join(' ').replace(/[\s,;:\u2013\u2014-]+$/, '');
  const name = author?.name ?? client;
  return frame(
    postGrounds[variant % postGrounds.length],
    <div style={{ position: 'absolute', left: 56, top: 44, width: 848, height: 572, display: 'flex', flexDirection: 'column', padding: '40px 48px', background: '#ffffff', borderRadius: 16, border: `2px solid ${colour.line}`, boxShadow: '0 18px 40px rgba(15, 23, 42, 0.16)' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 26 }}>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: 112, height: 112, borderRadius: 56, background: brand.tint, border: `4px solid ${brand.mark}`, ...excerptFace, fontSize: 46, color: brand.deep }}>{initials(name)}</div>
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
          <div style={{ display: 'flex', fontSize: 50, fontWeight: 700, color: colour.ink, letterSpacing: -0.6 }}>{name}</div>
          {author && <div style={{ display: 'flex', fontSize: bodyType, color: colour.muted, letterSpacing: -0.3 }}>{clip(author.role, 27)}</div>}
        </div>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', marginTop: 34, fontSize: 50, lineHeight: 1.38, color: colour.ink, letterSpacing: -0.4 }}>
        {text.length <= room ? text : shown}
        {text.length > room && <span style={{ marginLeft: 4, color: colour.muted }}>{coverChrome.seeMore}</span>}
      </div>
      {/* The feed's foot under the post: a hairline over its reactions, drawn as the outline marks the feed shows. */}
      <div style={{ display: 'flex', alignItems: 'center', gap: 30, marginTop: 'auto', paddingTop: 20, borderTop: `2px solid ${colour.line}` }}>
        {[brand.mark, '#94a3b8', '#94a3b8'].map((tone, mark) => (
          <div key={mark} style={{ width: 34, height: 34, borderRadius: 17, border: `5px solid ${tone}` }} />
        ))}
      </div>
    </div>,
  );
}

/** A role cut to one line of the author block, at a word. */
const clip = (text: string, room: number) => (text.length <= room ? text : `${text.slice(0, room).split(/\s+/).slice(0, -1).join(' ').replace(/[\s,]+$/, '')}\u2026`);

const forms: Record<CoverForm, (props: CoverProps) => ReactElement> = {
  page: PageCover,
  section: SectionCover,
  phone: PhoneCover,
  leaflet: LeafletCover,
  post: PostCover,
  article: ArticleCover,
};

/**
 * A cover (960 x 600) drawn at build time by the share-image renderer, for work with no image of its own: the work
 * itself, a line of the piece set in the shape it was published in (lib/render/covers.ts `form`): a web page in a
 * browser, a service page's hero close up, a landing page on a phone, a folded leaflet, a social post, an article
 * column, in one of three compositions (`variant`) so a row of
 * the same shape does not repeat itself. Never the title: the card or page prints that beside the cover.
 */
export function CoverCard({ excerpt, form, variant, url, author, client, house }: CoverProps & { form: CoverForm }) {
  return forms[form]({ excerpt, variant, url, author, client, house });
}
