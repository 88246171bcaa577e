import { coverByKey, coverGrounds, coverPath, coverSize, coverWidths, imageFormats, type CoverForm, type CoverGround } from '@/lib/render/covers';
import { localHref } from '@/lib/render/url';

interface CoverPictureProps {
  /** The cover's key (lib/render/covers.ts). */
  coverKey: string;
  /** How wide the cover is shown, as an HTML `sizes` value. */
  sizes: string;
  /** Above the fold: load at once rather than lazily. */
  eager?: boolean;
  /**
   * Set the piece's excerpt (the words the drawing shows, at most five lines of it) in the frame while the file loads,
   * so a quick scroll meets her writing arriving, never a title card repeating the heading beside it.
   */
  lineWhileLoading?: boolean;
  className?: string;
}

/** A drawn cover's ground as a class (lib/render/covers.ts `coverGrounds`). */
const groundClass: Record<CoverGround, string> = {
  accentTint: 'bg-accent-tint',
  ink: 'bg-ink',
  paper: 'bg-paper',
  accent: 'bg-accent',
  accentHover: 'bg-accent-hover',
  slate: 'bg-slate-800',
  white: 'bg-white',
};
/**
 * Where the drawing sets its white page, leaflet or post on the ground (components/seo/CoverCard.tsx), as a share of
 * the cover, one per variant: a page's window 864 of 960 wide from 40 down, a service page's hero the whole cover, a
 * phone 516 wide from 44 down, an article's 776, a leaflet opened 690 by 540, a post 848 from 44 down.
 */
const sheetClass: Record<CoverForm, readonly [string, string, string]> = {
  page: ['[background-size:90%_94%] [background-position:50%_100%]', '[background-size:90%_94%] [background-position:92%_100%]', '[background-size:90%_94%] [background-position:50%_100%]'],
  section: ['[background-size:100%_100%]', '[background-size:100%_100%]', '[background-size:100%_100%]'],
  phone: ['[background-size:54%_93%] [background-position:50%_100%]', '[background-size:54%_93%] [background-position:18%_100%]', '[background-size:54%_93%] [background-position:82%_100%]'],
  article: ['[background-size:81%_94%] [background-position:52%_100%]', '[background-size:81%_94%] [background-position:26%_100%]', '[background-size:81%_94%] [background-position:74%_100%]'],
  leaflet: ['[background-size:72%_90%] [background-position:49%_67%]', '[background-size:72%_90%] [background-position:49%_67%]', '[background-size:72%_90%] [background-position:49%_67%]'],
  post: ['[background-size:88%_93%] [background-position:50%_100%]', '[background-size:88%_93%] [background-position:50%_100%]', '[background-size:88%_93%] [background-position:50%_100%]'],
};

/**
 * What the frame shows until the file arrives: a drawn cover's ground with its white sheet where the drawing puts it
 * (a CSS gradient: no bytes to fetch); the owner's own image, paper.
 */
function backdrop(coverKey: string): string {
  const cover = coverByKey(coverKey);
  if (!cover || cover.image) return 'bg-paper';
  const variant = cover.variant % 3;
  return `${groundClass[coverGrounds[cover.form][variant]]} bg-[linear-gradient(#fff,#fff)] bg-no-repeat ${sheetClass[cover.form][variant]}`;
}

/**
 * A work cover as AVIF or WebP, at the width the screen needs, with its size in the markup so nothing moves as it
 * loads, and its ground under it while it does (with `lineWhileLoading`, a white card with the piece's excerpt instead).
 * The card says in words what the cover shows (title, client, kind), so it is decorative: empty alt.
 */
export function CoverPicture({ coverKey, sizes, eager = false, lineWhileLoading = false, className = '' }: CoverPictureProps) {
  const cover = coverByKey(coverKey);
  const label = lineWhileLoading && cover ? cover.excerpt : undefined;
  const srcSet = (format: (typeof imageFormats)[number]) =>
    coverWidths.map((width) => `${localHref(coverPath(coverKey, width, format))} ${width}w`).join(', ');
  const picture = (
    <picture>
      {imageFormats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(format)} sizes={sizes} />
      ))}
      <img
        src={localHref(coverPath(coverKey, coverWidths[0], 'webp'))}
        alt=""
        width={coverSize.width}
        height={coverSize.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={`block aspect-[16/10] w-full object-cover ${label ? 'relative' : backdrop(coverKey)} ${className}`}
      />
    </picture>
  );
  if (!label) return picture;
  // The label under the picture (which paints over it once its file arrives): the piece's excerpt in the serif at the
  // top of a white card under a short accent rule, at most five lines, its size a share of the frame's width (a query
  // container) so a wide card is filled as a narrow one; the same on every card of a row (a drawn cover's ground
  // varies with its place, which read as arbitrary in a row still loading). The picture is decorative, so is its
  // excerpt: hidden.
  // The frame holds the cover's shape itself and clips the label, so a picture not yet drawn (or never: a failed file
  // draws nothing) leaves no words spilling over the card. `self-start`: in a card set as a grid row the frame keeps
  // the picture's height rather than the row's.
  return (
    <div className="@container relative aspect-[16/10] w-full self-start">
      <span
        aria-hidden="true"
        className={`absolute inset-0 flex flex-col justify-start overflow-hidden bg-white p-[6%] font-display text-ink text-[clamp(0.9375rem,6.2cqi,1.625rem)] font-semibold leading-snug tracking-tight text-balance before:mb-3 before:block before:h-1 before:w-8 before:bg-accent ${className}`}
      >
        <span className="line-clamp-5">{label}</span>
      </span>
      {picture}
    </div>
  );
}
