/**
 * Colours for what is drawn at build time: the brand's own (`colour`), and colours as the content files write them
 * (#rrggbb) with their contrast (WCAG 2 relative luminance) and tints, for the house colours the covers draw clients'
 * pages in (content/portfolio.json `houseColours`). Pure: the schemas, the editor, the covers, share cards and favicon
 * share it.
 */

/** A colour written #rrggbb (either case). */
export const hexColourPattern = /^#[0-9a-fA-F]{6}$/;

const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** WCAG 2 relative luminance of a #rrggbb colour, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const share = value / 255;
    return share <= 0.04045 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The contrast white type and a white page need on a house colour (WCAG AA for body text). */
export const minimumContrast = 4.5;

/** `hex` mixed with white, `share` of it kept (0.1 is a pale tint), as #rrggbb. */
export function tint(hex: string, share: number): string {
  return `#${channels(hex)
    .map((value) => Math.round(255 - (255 - value) * share).toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * The brand colours, as in app/globals.css `@theme`: satori and SVG files take colours inline, not from the stylesheet.
 */
export const colour = {
  ink: '#0f172a',
  muted: '#475569',
  paper: '#faf8f5',
  line: '#e2e8f0',
  accent: '#a63d17',
  accentHover: '#832f10',
  accentTint: '#f7e9e3',
  accentOnInk: '#f4a582',
};
