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
 * The owner's portrait as AVIF or WebP (content/site.json `portrait`, written by scripts/prebuild/portrait.ts), or
 * nothing when there is none: a byline then reads as a magazine's, her name alone (initials where a face would be read
 * as a stand-in for one), and her signature signs the author box.
 */
export function Portrait({ frame, className = '' }: { frame: keyof typeof frames; className?: string }) {
  const { box, sizes } = frames[frame];
  if (!site.portrait) return null;
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
