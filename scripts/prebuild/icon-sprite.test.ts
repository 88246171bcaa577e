import { describe, expect, it } from 'vitest';
import { icons } from '@/components/ui/icons';
import { iconSpriteSvg } from './icon-sprite';

describe('iconSpriteSvg', () => {
  const sprite = iconSpriteSvg();
  it('draws every icon once, as a symbol in lucide outline style holding its shapes', () => {
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24" fill="none" stroke="currentColor"[^>]*>(.*?)<\/symbol>/g)];
    expect(symbols.map(([, id]) => id)).toEqual(Object.keys(icons));
    for (const [, id, shapes] of symbols) expect(shapes, id).toMatch(/^<(path|circle|rect|line|polyline)\b/);
  });
  it('leaves stroke width and colour to the page: no fixed width, no fixed colour', () => {
    expect(sprite).not.toMatch(/stroke-width|#[0-9a-f]{3,6}/i);
  });
});
