/**
 * Runs before `next build` (and in `npm run check`): writes every image of the published posts and the case studies
 * at the widths lib/render/post-images.ts names, as AVIF and WebP, into public/media/ (generated, not committed),
 * which the export copies as it is. Each size is encoded once per file content and kept in .next/cache/images/
 * (beside Next's own build cache, never deployed) under a hash of the file's bytes and the encoder's settings, so a
 * rebuild encodes only new or changed images. A file the encoder cannot decode (damaged, cut short) is a problem
 * naming the post and the file.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { buildCacheDir } from '../../lib/render/build-cache';
import { encoderSettings, type ImageFormat } from '../../lib/render/images';
import { postImageDir, postImageFormats, variantPath, type PostImage } from '../../lib/render/post-images';

const imageCacheDir = join(buildCacheDir, 'images');

/** An image and the post or case study that shows it. */
export interface ImageUse {
  image: PostImage;
  /** The file that shows it, e.g. content/posts/a.md. */
  shownIn: string;
}

/** Each size of one image: encoded from one decode of the file, turned by its EXIF orientation, metadata left out. */
async function encodeSizes(input: Buffer, widths: readonly number[]): Promise<Map<string, Buffer>> {
  const largest = Math.max(...widths);
  const { data, info } = await sharp(input, { failOn: 'truncated' }).rotate().resize({ width: largest, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  const sizes = new Map<string, Buffer>();
  for (const width of widths) {
    for (const format of postImageFormats) {
      const image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).resize({ width });
      sizes.set(`${width}.${format}`, await (format === 'avif' ? image.avif(encoderSettings.avif) : image.webp(encoderSettings.webp)).toBuffer());
    }
  }
  return sizes;
}

const cacheFile = (key: string, width: number, format: ImageFormat) => join(imageCacheDir, `${key}-${width}.${format}`);

/**
 * Writes the sizes of every image in `uses` into public/media/ (what was there before goes), encoding only what
 * the cache lacks. Returns one problem per image that cannot be decoded, naming the file that shows it.
 */
export async function writePostImages(uses: readonly ImageUse[]): Promise<string[]> {
  const problems: string[] = [];
  const byFile = new Map<string, ImageUse[]>();
  for (const use of uses) byFile.set(use.image.file, [...(byFile.get(use.image.file) ?? []), use]);
  rmSync(postImageDir, { recursive: true, force: true });
  for (const [file, shown] of byFile) {
    const { image } = shown[0];
    if (image.widths.length === 0) continue;
    const input = readFileSync(file);
    const key = createHash('sha256').update(JSON.stringify([image.widths, encoderSettings])).update(input).digest('hex');
    const wanted = image.widths.flatMap((width) => postImageFormats.map((format) => ({ width, format, cached: cacheFile(key, width, format) })));
    if (!wanted.every(({ cached }) => existsSync(cached))) {
      let sizes: Map<string, Buffer>;
      try {
        sizes = await encodeSizes(input, image.widths);
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        for (const { shownIn, image: { src } } of shown) {
          problems.push(`${shownIn}: the image "${src}" cannot be decoded (${file}: ${reason}): the file is damaged or cut short; upload the original again`);
        }
        continue;
      }
      mkdirSync(imageCacheDir, { recursive: true });
      for (const { width, format, cached } of wanted) {
        // Written aside and renamed, so a build stopped half-way never leaves half a file under the name.
        writeFileSync(`${cached}.partial`, sizes.get(`${width}.${format}`)!);
        renameSync(`${cached}.partial`, cached);
      }
    }
    // Every use of the file shares its sizes; the names follow the address each post wrote.
    for (const src of new Set(shown.map((use) => use.image.src))) {
      for (const { width, format, cached } of wanted) {
        const target = join('public', variantPath(src, width, format));
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(cached, target);
      }
    }
  }
  return problems;
}
