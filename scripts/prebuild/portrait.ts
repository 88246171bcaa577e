/**
 * Runs before `next build`: writes the owner's portrait (content/site.json `portrait`) as AVIF and WebP at each width
 * into public/portrait/ (generated, not committed), or removes that folder when no portrait is set, so the pages show
 * the monogram. Reused while the source file and the sizes do not change (a hash is kept beside the copies).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { site } from '../../lib/content/site';
import { encodeImage, readPublicImage } from '../../lib/render/images';
import type { SiteSettings } from '../../lib/render/site-settings';
import { portraitDir, portraitFileName, portraitFormats, portraitHeight, portraitWidths } from '../../lib/render/portrait';

/** Writes the copies of `portrait` (the settings' own by default); true when it wrote any. */
export async function writePortrait(portrait: SiteSettings['portrait'] = site.portrait): Promise<boolean> {
  if (!portrait) {
    rmSync(portraitDir, { recursive: true, force: true });
    return false;
  }
  const source = readPublicImage(portrait.file, 'content/site.json', 'portrait.file');
  const key = createHash('sha256').update(source).update(JSON.stringify([portraitWidths, portraitFormats])).digest('hex');
  const keyFile = join(portraitDir, '.key');
  if (existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) return false;
  rmSync(portraitDir, { recursive: true, force: true });
  mkdirSync(portraitDir, { recursive: true });
  for (const width of portraitWidths) {
    for (const format of portraitFormats) {
      writeFileSync(join(portraitDir, portraitFileName(width, format)), await encodeImage(source, width, portraitHeight(width), format));
    }
  }
  writeFileSync(keyFile, key);
  return true;
}
