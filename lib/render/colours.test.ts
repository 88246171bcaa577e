import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { colour, contrastRatio } from './colours';

/** `accentOnInk` → `--color-accent-on-ink`. */
const tokenOf = (name: string) => `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

test('the colours drawn at build time are the stylesheet tokens, value for value', () => {
  const css = readFileSync('app/globals.css', 'utf8');
  for (const [name, value] of Object.entries(colour)) {
    expect(css, tokenOf(name)).toContain(`${tokenOf(name)}: ${value};`);
  }
});

test('white type on the accent and its hover, and the accent on white and on paper, reach 4.5:1', () => {
  for (const [a, b] of [
    [colour.accent, '#ffffff'],
    [colour.accentHover, '#ffffff'],
    [colour.accent, colour.paper],
    [colour.accentHover, colour.accentTint],
    [colour.accentOnInk, colour.ink],
  ]) expect(contrastRatio(a, b), `${a} on ${b}`).toBeGreaterThanOrEqual(4.5);
});
