/**
 * The owner's portrait (content/site.json `portrait`), cut to 4:5 and written as AVIF and WebP at three widths into
 * public/portrait/ before each build (scripts/prebuild/portrait.ts); components/ui/Portrait.tsx shows it.
 */
import type { ImageFormat } from './images';

export const portraitWidths = [96, 480, 800] as const;
export const portraitAspect = { width: 4, height: 5 } as const;
export const portraitFormats: readonly ImageFormat[] = ['avif', 'webp'];
export const portraitDir = 'public/portrait';

export const portraitHeight = (width: number) => Math.round((width * portraitAspect.height) / portraitAspect.width);
export const portraitFileName = (width: number, format: ImageFormat) => `portrait-${width}.${format}`;
export const portraitPath = (width: number, format: ImageFormat) => `/portrait/${portraitFileName(width, format)}`;
