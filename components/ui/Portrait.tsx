import { site } from '@/lib/content/site';
import { portraitFormats, portraitHeight, portraitPath, portraitWidths } from '@/lib/render/portrait';
import { localHref } from '@/lib/render/url';

const frames = {
  /** Post bylines and the author box: a 48 px round crop. */
  byline: { box: 'size-12 rounded-full', sizes: '48px' },
  /**
   * The home hero's second column from 1,024 px, 16 rem wide so the featured result under it stays above the fold;
   * hidden below 1,024 px, where `sizes` asks for the smallest file.
   */
  hero: { box: 'w-full rounded-card', sizes: '(min-width: 1024px) 16rem, 1px' },
  /** About: the 4:5 portrait at the column's width. */
  large: { box: 'w-full rounded-card', sizes: '(min-width: 1152px) 26rem, (min-width: 1024px) 36vw, (min-width: 640px) 24rem, 100vw' },
};

/**
 * Without a portrait, the byline's mark is her initials set in the display serif in the accent, as a colophon sets
 * them, parted from her name by a hairline: a typographic mark, not a tile.
 */
function Initials() {
  return (
    <span aria-hidden="true" className="flex h-12 shrink-0 items-center self-start border-r border-line pr-3 font-display text-[1.75rem] font-semibold leading-none tracking-[-0.04em] text-accent-hover">
      {site.monogram}
    </span>
  );
}

/**
 * The owner's portrait as AVIF or WebP (content/site.json `portrait`, written by scripts/prebuild/portrait.ts), or the
 * initials when there is none: `hero` and `large` then render nothing (initials are no portrait), `byline` her initials.
 */
export function Portrait({ frame, className = '' }: { frame: keyof typeof frames; className?: string }) {
  const { box, sizes } = frames[frame];
  if (!site.portrait) return frame === 'byline' ? <Initials /> : null;
  const srcSet = (format: (typeof portraitFormats)[number]) => portraitWidths.map((width) => `${localHref(portraitPath(width, format))} ${width}w`).join(', ');
  const largest = portraitWidths[portraitWidths.length - 1];
  return (
    <picture className={`block shrink-0 ${className}`}>
      {portraitFormats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(format)} sizes={sizes} />
      ))}
      <img
        src={localHref(portraitPath(portraitWidths[0], 'webp'))}
        alt={site.portrait.alt}
        width={largest}
        height={portraitHeight(largest)}
        decoding="async"
        className={`block object-cover ${box} ${frame === 'byline' ? '' : 'aspect-[4/5]'}`}
      />
    </picture>
  );
}
