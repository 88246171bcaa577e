import { coverPath, coverSize, coverWidths, imageFormats } from '@/lib/render/covers';
import { localHref } from '@/lib/render/url';

interface CoverPictureProps {
  /** The cover's key (lib/render/covers.ts). */
  coverKey: string;
  /** How wide the cover is shown, as an HTML `sizes` value. */
  sizes: string;
  /** Above the fold: load at once rather than lazily. */
  eager?: boolean;
  className?: string;
}

/**
 * A work cover as AVIF or WebP, at the width the screen needs, with its size in the markup so nothing moves as it
 * loads. The cover repeats what the card says in words (title, client, kind), so it is decorative: empty alt.
 */
export function CoverPicture({ coverKey, sizes, eager = false, className = '' }: CoverPictureProps) {
  const srcSet = (format: (typeof imageFormats)[number]) =>
    coverWidths.map((width) => `${localHref(coverPath(coverKey, width, format))} ${width}w`).join(', ');
  return (
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
        className={`block aspect-[16/10] w-full object-cover ${className}`}
      />
    </picture>
  );
}
