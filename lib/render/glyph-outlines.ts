/**
 * A line of text as SVG paths: shaped by HarfBuzz in a face from node_modules and drawn from its glyph outlines, so
 * the image needs no web font (the signature, the favicon's initials). Coordinates are the face's units, y up.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fontverter from 'fontverter';

export interface GlyphOutlines {
  /** One `<path>` a glyph, each translated to its place on the line. */
  paths: string[];
  /** The ink's bounds: left and right, top (highest) and bottom (lowest), in font units with y up. */
  box: { left: number; right: number; top: number; bottom: number };
}

/**
 * `text` set in the face at `facePath` (a WOFF under node_modules). `source` names the file and field the text comes
 * from, for the error when the face lacks a letter or the text draws nothing.
 */
export async function glyphOutlines(text: string, facePath: string, source: string): Promise<GlyphOutlines> {
  // A dynamic import: harfbuzzjs loads its WebAssembly with a top-level await.
  const hb = await import('harfbuzzjs');
  const sfnt = await fontverter.convert(await readFile(join(process.cwd(), 'node_modules', facePath)), 'sfnt');
  const font = new hb.Font(new hb.Face(new hb.Blob(Uint8Array.from(sfnt).buffer)));
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  let pen = 0;
  const box = { left: Infinity, right: -Infinity, top: -Infinity, bottom: Infinity };
  const paths: string[] = [];
  buffer.getGlyphInfos().forEach((glyph, index) => {
    const gid = glyph.codepoint;
    if (gid === 0) throw new Error(`${source}: "${text}" has a letter the face cannot draw`);
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
  if (!paths.length) throw new Error(`${source}: "${text}" gives the face nothing to draw`);
  return { paths, box };
}

/** A number rounded to thousandths, for compact SVG. */
export const round = (value: number) => Math.round(value * 1000) / 1000;
