import { site } from '@/content/site';
import { signatureBox, signaturePath, type SignatureInk } from '@/lib/render/signature';
import { localHref } from '@/lib/render/url';

/**
 * Her name in her hand: the signature drawn at build time (lib/render/signature.ts), the mark that recurs where a
 * portrait, a sign-off or an author's mark belongs (the home hero, About, the closing calls to action, post author
 * box, footer). Sized by its box, so nothing moves as it loads. Decorative where her name is printed beside it.
 */
export function Signature({ ink = 'ink', decorative = false, className = '' }: { ink?: SignatureInk; decorative?: boolean; className?: string }) {
  return (
    // An SVG drawn at build time, sized by its box: nothing for next/image to optimise in a static export.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={localHref(signaturePath(ink))}
      alt={decorative ? '' : site.owner}
      width={signatureBox.width}
      height={signatureBox.height}
      decoding="async"
      className={`block h-auto select-none ${className}`}
    />
  );
}
