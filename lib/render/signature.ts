/**
 * The owner's signature: her name (`owner` in content/site.json) written in a script face and drawn as SVG paths at
 * build time, so it needs no web font and reads as a hand, not a typeface. Shown as an image
 * (components/ui/Signature.tsx) where a portrait or a sign-off belongs; written by app/signature/[file]/route.ts.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fontverter from 'fontverter';

/** Every signature file has this box (viewBox units): the name is scaled to fit it, so the page can size it beforehand. */
export const signatureBox = { width: 1200, height: 300 } as const;

/** The inks it is written in: on white or paper, and on the ink and accent bands. */
export const signatureInks = ['ink', 'white'] as const;
export type SignatureInk = (typeof signatureInks)[number];
const colours: Record<SignatureInk, string> = { ink: '#0f172a', white: '#ffffff' };

export const signatureFile = (ink: SignatureInk) => `${ink}.svg`;
export const signaturePath = (ink: SignatureInk) => `/signature/${signatureFile(ink)}`;

const face = '@fontsource/mrs-saint-delafield/files/mrs-saint-delafield-latin-400-normal.woff';

/** The name as one SVG: glyph outlines from the script face, laid out by HarfBuzz, fitted and centred in the box. */
export async function signatureSvg(name: string, ink: SignatureInk): Promise<string> {
  // A dynamic import: harfbuzzjs loads its WebAssembly with a top-level await.
  const hb = await import('harfbuzzjs');
  const sfnt = await fontverter.convert(await readFile(join(process.cwd(), 'node_modules', face)), 'sfnt');
  const font = new hb.Font(new hb.Face(new hb.Blob(Uint8Array.from(sfnt).buffer)));
  const buffer = new hb.Buffer();
  buffer.addText(name);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  let pen = 0;
  const box = { left: Infinity, right: -Infinity, top: -Infinity, bottom: Infinity };
  const paths: string[] = [];
  buffer.getGlyphInfos().forEach((glyph, index) => {
    const gid = glyph.codepoint;
    if (gid === 0) throw new Error(`content/site.json: owner "${name}" has a letter the signature face cannot write`);
    const { xAdvance, xOffset, yOffset } = positions[index];
    const x = pen + xOffset;
    const extents = font.glyphExtents(gid);
    const outline = font.glyphToPath(gid);
    if (extents && outline) {
      box.left = Math.min(box.left, x + extents.xBearing);
      box.right = Math.max(box.right, x + extents.xBearing + extents.width);
      box.top = Math.max(box.top, yOffset + extents.yBearing);
      box.bottom = Math.min(box.bottom, yOffset + extents.yBearing + extents.height);
      paths.push(`<path transform="translate(${x} ${yOffset})" d="${outline}"/>`);
    }
    pen += xAdvance;
  });
  if (!paths.length) throw new Error(`content/site.json: owner "${name}" gives the signature nothing to write`);
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

const round = (value: number) => Math.round(value * 1000) / 1000;
