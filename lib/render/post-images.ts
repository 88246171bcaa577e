/**
 * Images in posts and case studies: what the renderer needs of each, read from the file, and the names of the sizes
 * scripts/prebuild/post-images.ts writes. A phone photo turned by its EXIF orientation gets the size it is shown at.
 */
import { readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { imageSize } from 'image-size';
import type { ImageFormat } from './images';

/** The largest image file a post may embed: more than any phone photo, less than anything an owner could mean. */
export const MAX_IMAGE_BYTES = 20_000_000;

/** The post column's width from 1,024 px, in CSS px: `--container-post` in app/globals.css (post-images.test.ts keeps them equal). */
export const postColumnPx = 592;

/** The widths written: 400 and 800 for a phone at one and two device pixels per CSS pixel, the column at one and two. */
export const postImageWidths = [400, postColumnPx, 800, postColumnPx * 2] as const;

/**
 * How wide the column shows an image: the post column from 1,024 px; from 768 px a post's one column (the screen less
 * its gutters, at most 44 rem: app/blog/[slug]/page.tsx); the measure (34rem) from 584 px; else the screen less its gutters.
 */
export const postImageSizes = `(min-width: 1024px) ${postColumnPx / 16}rem, (min-width: 768px) min(calc(100vw - 4rem), 44rem), (min-width: 584px) 34rem, calc(100vw - 2.5rem)`;

export const postImageFormats: readonly ImageFormat[] = ['avif', 'webp'];

/** Where the sizes are written (generated, not committed) and the address they are served from. */
export const postImageDir = 'public/media';
const postImagePrefix = '/media';

/** The files a post may embed, by extension, and the kind image-size must find inside. */
const kinds: Record<string, { type: string; raster: boolean }> = {
  jpg: { type: 'jpg', raster: true },
  jpeg: { type: 'jpg', raster: true },
  png: { type: 'png', raster: true },
  webp: { type: 'webp', raster: true },
  avif: { type: 'heif', raster: true },
  svg: { type: 'svg', raster: false },
};

const accepted = 'a JPEG, PNG, WebP, AVIF or SVG file';

export interface PostImage {
  /** The address as written in the post, e.g. /images/blog/photo.jpg. */
  src: string;
  /** The file on disk, relative to the project root. */
  file: string;
  /** As shown: EXIF orientation applied. */
  width: number;
  height: number;
  /** The widths written as AVIF and WebP; none for an SVG. */
  widths: number[];
}

/** A problem with one image, worded for the owner; the renderer adds the post's file and line. */
export class ImageProblem extends Error {}

/** Where the file behind a site address is: under public/ (diagrams too, written there by the build). */
export function imageFile(src: string): string {
  const path = normalize(decodeURIComponent(src.split(/[?#]/)[0]).replace(/^\/+/, ''));
  if (path.startsWith('..')) throw new ImageProblem(`the image "${src}" points outside the site's files: put it in public/images/ and write its path from /images/`);
  return path.startsWith('diagrams/') ? join('content', path) : join('public', path);
}

/** The widths written for an image `width` pixels wide: those of postImageWidths below it, and itself when it is narrower than the widest. */
export function variantWidths(width: number): number[] {
  const below = postImageWidths.filter((each) => each < width);
  return width < postImageWidths[postImageWidths.length - 1] ? [...below, width] : [...postImageWidths];
}

/**
 * The path of one size (decoded, as the file is named), e.g. /images/blog/photo.jpg at 800 px in AVIF ->
 * /media/images/blog/photo-jpg-800.avif; the extension stays in the name, so photo.jpg and photo.png never share one.
 */
export function variantPath(src: string, width: number, format: ImageFormat): string {
  const stem = decodeURIComponent(src.split(/[?#]/)[0]).replace(/\.(\w+)$/, (_, extension: string) => `-${extension.toLowerCase()}`);
  return `${postImagePrefix}${stem}-${width}.${format}`;
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** What was read of each file, by path, while it keeps its size and modification time (one read per file per process). */
const seen = new Map<string, { stamp: string; image: PostImage }>();

/** The image at site address `src`, read and checked; throws an ImageProblem saying what is wrong and what to do. */
export function readPostImage(src: string): PostImage {
  if (!src.startsWith('/') || src.startsWith('//')) {
    throw new ImageProblem(`the image "${src}" is not a file of the site: upload it in the editor (or put it in public/images/blog/) and write its path, e.g. /images/blog/photo.jpg`);
  }
  const file = imageFile(src);
  const extension = /\.(\w+)$/.exec(file)?.[1].toLowerCase() ?? '';
  const kind = kinds[extension];
  if (!kind) {
    const heic = extension === 'heic' || extension === 'heif';
    throw new ImageProblem(
      heic
        ? `the image "${src}" is HEIC, which browsers cannot show: upload it from the phone's photo picker (it sends a JPEG) or export it as JPEG`
        : `the image "${src}" must be ${accepted}: save it as one and correct the path`,
    );
  }
  let stat;
  try {
    stat = statSync(file);
  } catch {
    throw new ImageProblem(`the image "${src}" does not exist (no file ${file}): upload it again in the editor, or correct the path`);
  }
  if (!stat.isFile()) throw new ImageProblem(`the image "${src}" is a folder, not a file (${file}): correct the path`);
  if (stat.size > MAX_IMAGE_BYTES) {
    throw new ImageProblem(`the image "${src}" is ${megabytes(stat.size)}, more than the ${megabytes(MAX_IMAGE_BYTES)} an image may be (${file}): export it smaller, e.g. as a JPEG of at most 4,000 px`);
  }
  const stamp = `${stat.size}/${stat.mtimeMs}`;
  const known = seen.get(file);
  if (known?.stamp === stamp) return { ...known.image, src };
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(readFileSync(file));
  } catch {
    size = { width: 0, height: 0 };
  }
  if (size.type !== kind.type || !size.width || !size.height) {
    throw new ImageProblem(`the image "${src}" cannot be read as ${accepted} (${file} is damaged or of another kind): upload the original again`);
  }
  const turned = (size.orientation ?? 1) >= 5;
  const width = turned ? size.height : size.width;
  const height = turned ? size.width : size.height;
  const image: PostImage = { src, file, width, height, widths: kind.raster ? variantWidths(width) : [] };
  seen.set(file, { stamp, image });
  return image;
}
