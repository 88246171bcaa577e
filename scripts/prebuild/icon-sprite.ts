/**
 * Runs before `next build` (and `npm run dev`): draws every icon of components/ui/icons.ts once, as a `<symbol>` of
 * one SVG sprite, public/icons.svg (generated, not committed), which `<Icon name>` uses. The paths are lucide's own,
 * rendered from the same components, with lucide's outline (round caps and joins, no fill) in `currentColor`, the
 * colour of the `<Icon>` using it, which also gives the stroke width.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { icons } from '../../components/ui/icons';
import { iconSpritePath } from '../../lib/render/icon-sprite';

/** The sprite's SVG: one `<symbol id="{name}">` per icon, holding the icon's shapes in lucide's outline style. */
export function iconSpriteSvg(): string {
  const symbols = Object.entries(icons).map(([name, component]) => {
    const svg = renderToStaticMarkup(createElement(component));
    const shapes = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
    if (!shapes) throw new Error(`icon-sprite: the icon "${name}" rendered no shapes`);
    return `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

export function writeIconSprite(publicDir = 'public'): void {
  writeFileSync(join(publicDir, iconSpritePath), iconSpriteSvg());
}
