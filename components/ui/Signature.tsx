import { site } from '@/lib/content/site';
import { signatureBox, signaturePath, type SignatureInk } from '@/lib/render/signature';
import { localHref } from '@/lib/render/url';

/**
 * Her name in her hand: the signature drawn at build time (lib/render/signature.ts), only where it signs something:
 * the home hero's lead, the sign-off of her story on About, and the post author box. Sized by its box, so nothing moves as it loads. Decorative where her name is printed beside it;
 * `lazy` below the first screen, so a visitor who never reaches it does not download it.
 */
export function Signature({ ink = 'ink', decorative = false, lazy = false, className = '' }: { ink?: SignatureInk; decorative?: boolean; lazy?: boolean; className?: string }) {
  return (
    // An SVG drawn at build time, sized by its box: nothing for next/image to optimise in a static export.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={localHref(signaturePath(ink))}
      alt={decorative ? '' : site.owner}
      width={signatureBox.width}
      height={signatureBox.height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      className={`block h-auto select-none ${className}`}
    />
  );
}
