/**
 * The favicon: the owner's initials (`monogram` in content/site.json) in the display serif, paper on the accent, as a
 * writer's seal. Drawn from the face's outlines at build time (lib/render/glyph-outlines.ts), so a browser tab shows
 * Fraunces without a web font; written by app/icon.svg/route.ts.
 */
import { glyphOutlines, round } from './glyph-outlines';
import { colour } from './colours';

/** Where the favicon is served (linked from every page's head: lib/render/seo/metadata.ts). */
export const iconPath = '/icon.svg';

/** The box (viewBox units) and how much of it the initials may fill. */
const size = 64;
const room = { width: 46, height: 30 };
const face = '@fontsource/fraunces/files/fraunces-latin-600-normal.woff';

/** The initials as one SVG, fitted and centred in a rounded square of the accent. */
export async function monogramSvg(initials: string): Promise<string> {
  const { paths, box } = await glyphOutlines(initials, face, 'content/site.json: monogram');
  const width = box.right - box.left;
  const height = box.top - box.bottom;
  const scale = Math.min(room.width / width, room.height / height);
  const dx = (size - width * scale) / 2 - box.left * scale;
  const dy = (size - height * scale) / 2 + box.top * scale;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="12" fill="${colour.accent}"/>` +
    `<g transform="translate(${round(dx)} ${round(dy)}) scale(${round(scale)} ${round(-scale)})" fill="${colour.paper}">${paths.join('')}</g></svg>`
  );
}
