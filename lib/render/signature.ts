/**
 * The owner's signature: her name (`owner` in content/site.json) written in a script face and drawn as SVG paths at
 * build time, so it needs no web font and reads as a hand, not a typeface. Shown as an image
 * (components/ui/Signature.tsx) where a portrait or a sign-off belongs; written by app/signature/[file]/route.ts.
 */
import { glyphOutlines, round } from './glyph-outlines';

/** Every signature file has this box (viewBox units): the name is scaled to fit it, so the page can size it beforehand. */
export const signatureBox = { width: 1200, height: 300 } as const;

/** The inks it is written in: on white or paper, and on the ink and accent bands. */
export const signatureInks = ['ink', 'white'] as const;
export type SignatureInk = (typeof signatureInks)[number];
const colours: Record<SignatureInk, string> = { ink: '#0f172a', white: '#ffffff' };

export const signatureFile = (ink: SignatureInk) => `${ink}.svg`;
export const signaturePath = (ink: SignatureInk) => `/signature/${signatureFile(ink)}`;

const face = '@fontsource/mrs-saint-delafield/files/mrs-saint-delafield-latin-400-normal.woff';

/** The name as one SVG: glyph outlines from the script face, fitted and centred in the box. */
export async function signatureSvg(name: string, ink: SignatureInk): Promise<string> {
  const { paths, box } = await glyphOutlines(name, face, 'content/site.json: owner');
  const stroke = 8;
  const width = box.right - box.left + stroke;
  const height = box.top - box.bottom + stroke;
  const scale = Math.min(signatureBox.width / width, signatureBox.height / height);
  const dx = (signatureBox.width - width * scale) / 2 - (box.left - stroke / 2) * scale;
  const dy = (signatureBox.height - height * scale) / 2 + (box.top + stroke / 2) * scale;
  const colour = colours[ink];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${signatureBox.width} ${signatureBox.height}">` +
    `<g transform="translate(${round(dx)} ${round(dy)}) scale(${round(scale)} ${round(-scale)})" fill="${colour}" stroke="${colour}" stroke-width="${stroke}" stroke-linejoin="round">` +
    `${paths.join('')}</g></svg>`
  );
}
