import { readFileSync } from 'node:fs';
import { imageSize } from 'image-size';

/** Width and height of a PNG file; undefined when the file is not a PNG. */
export function pngSize(file: string): { width: number; height: number } | undefined {
  const { type, width, height } = imageSize(readFileSync(file));
  return type === 'png' ? { width, height } : undefined;
}
