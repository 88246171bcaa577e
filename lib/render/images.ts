/**
 * Raster images made at build time (covers and the owner's portrait): cut to a size and written as AVIF or WebP with
 * sharp. Inputs are files the owner puts in public/, named in content/.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import sharp from 'sharp';

export type ImageFormat = 'avif' | 'webp';

/**
 * How each format is encoded, with the encoder's version: what an encoded image's cache key must hold besides its
 * source. Covers are mostly type on flat colour: full-resolution colour (4:4:4) and a quality that keeps the edges of letters
 * clean (at AVIF 40 and WebP 65 the type was ringed with blotches).
 */
export const encoderSettings = {
  avif: { quality: 52, effort: 4, chromaSubsampling: '4:4:4' },
  webp: { quality: 88, smartSubsample: true, effort: 5 },
  sharp: sharp.versions,
} as const;

/** The image cut to `width` x `height` (cropped from the centre) in `format`. */
export function encodeImage(input: Uint8Array, width: number, height: number, format: ImageFormat): Promise<Buffer> {
  const image = sharp(input).resize(width, height, { fit: 'cover' });
  return (format === 'avif' ? image.avif(encoderSettings.avif) : image.webp(encoderSettings.webp)).toBuffer();
}

/** The bytes of a file the owner named in `field` of `source`, a path under public/; a clear error when it is not one. */
export function readPublicImage(path: string, source: string, field: string): Buffer {
  const relative = normalize(path.replace(/^\/+/, ''));
  const file = join(process.cwd(), 'public', relative);
  if (relative.startsWith('..') || !/\.(jpe?g|png|webp|avif)$/i.test(relative) || !existsSync(file)) {
    throw new Error(`${source}: ${field} "${path}" must be a JPEG, PNG, WebP or AVIF file in public/`);
  }
  return readFileSync(file);
}
