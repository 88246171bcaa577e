/**
 * The brand colours for what is drawn at build time (share cards, covers, the favicon), as in app/globals.css `@theme`:
 * satori and SVG files take colours inline, not from the stylesheet.
 */
export const colour = {
  ink: '#0f172a',
  muted: '#475569',
  paper: '#faf8f5',
  line: '#e2e8f0',
  accent: '#0f766e',
  accentHover: '#115e59',
  accentTint: '#e7f3f1',
};
