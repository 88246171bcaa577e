/**
 * Share images are rendered once per look, not once per build. Each PNG is kept in .next/cache/og/
 * (beside Next's own build cache, never deployed) under a hash of everything it shows: the card's
 * element tree (its text, sizes and colours), the fonts it is drawn with and the renderer's version
 * (next/og ships with Next). A rebuild renders only the cards whose post changed or that are new;
 * deleting .next/cache/og (or .next) renders them all again. OG_DEBUG=1 logs each render and its time.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { version as nextVersion } from 'next/package.json';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { buildCacheDir } from '../build-cache';
import { ogFonts } from './og-fonts';
import { ogSize } from './og';

export const ogCacheDir = join(buildCacheDir, 'og');

/** A stable text form of an element tree of host elements (what satori draws): type, props and children, in order. */
export function describeTree(node: ReactNode): unknown {
  if (Array.isArray(node)) return node.map(describeTree);
  if (!isValidElement<{ children?: ReactNode }>(node)) return node ?? null;
  if (typeof node.type !== 'string') throw new Error('og-cache: the card must be made of plain elements (call a component to get its tree)');
  const { children, ...props } = node.props;
  return [node.type, props, describeTree(children)];
}

/** The cache key of one image: its tree, its fonts (name, weight, bytes) and the renderer's version. */
export function ogCacheKey(tree: ReactNode, fonts: ReadonlyArray<{ name: string; weight: number; data: Uint8Array }>): string {
  const hash = createHash('sha256').update(JSON.stringify([nextVersion, describeTree(tree)]));
  for (const font of fonts) hash.update(`${font.name}/${font.weight}/`).update(font.data);
  return hash.digest('hex');
}

/** The cache key of bytes made from `sources` with `settings` (covers encoded from a drawn or an owner's image). */
export function bytesKey(sources: readonly Uint8Array[], settings: unknown): string {
  const hash = createHash('sha256').update(JSON.stringify(settings));
  for (const source of sources) hash.update(source);
  return hash.digest('hex');
}

/** The bytes kept under `key` in a file ending `.{extension}`, or the ones `render` makes (then kept for the next build). */
export async function cachedBytes(key: string, extension: string, render: () => Promise<ArrayBuffer | Uint8Array>): Promise<Uint8Array> {
  const file = join(ogCacheDir, `${key}.${extension}`);
  try {
    return await readFile(file);
  } catch {
    const started = performance.now();
    const bytes = new Uint8Array(await render());
    if (process.env.OG_DEBUG) console.log(`[og] rendered ${key.slice(0, 12)}.${extension} in ${Math.round(performance.now() - started)} ms`);
    await mkdir(ogCacheDir, { recursive: true });
    // Written aside and renamed, so a build worker never reads a half-written file; the name is unique to this
    // write, since one process may render the same card twice at once (two routes with identical cards).
    const partial = `${file}.${process.pid}.${randomUUID()}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return bytes;
  }
}

/** `tree` drawn as a PNG of `size` with the site's fonts, rendered once per look. */
export async function drawnPng(tree: ReactElement, size: { width: number; height: number }): Promise<Uint8Array> {
  const fonts = await ogFonts();
  return cachedBytes(ogCacheKey(tree, fonts), 'png', () => new ImageResponse(tree, { ...size, fonts }).arrayBuffer());
}

/** A share card (`ogSize`) as an image response, rendered once per look. */
export async function ogPngResponse(tree: ReactElement): Promise<Response> {
  return new Response(new Uint8Array(await drawnPng(tree, ogSize)), { headers: { 'Content-Type': 'image/png' } });
}
