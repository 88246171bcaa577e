import { createElement as h } from 'react';
import { expect, it } from 'vitest';
import { describeTree, ogCacheKey } from './og-cache';

const font = { name: 'Inter', weight: 700, data: new Uint8Array([1, 2, 3]) };
const card = (title: string, colour = '#0f766e') => h('div', { style: { display: 'flex', color: colour } }, h('div', null, title), ['a', 'b']);

it('describeTree keeps every element type, prop and text in order', () => {
  expect(describeTree(card('Hello'))).toEqual(['div', { style: { display: 'flex', color: '#0f766e' } }, [['div', {}, 'Hello'], ['a', 'b']]]);
});

it('describeTree refuses a component it cannot see into', () => {
  const Card = () => card('x');
  expect(() => describeTree(h(Card))).toThrow(/plain elements/);
});

it('ogCacheKey is the same for the same card and fonts, and changes with any text, style or font byte', () => {
  const key = ogCacheKey(card('Hello'), [font]);
  expect(ogCacheKey(card('Hello'), [font])).toBe(key);
  expect(ogCacheKey(card('Hello!'), [font])).not.toBe(key);
  expect(ogCacheKey(card('Hello', '#000'), [font])).not.toBe(key);
  expect(ogCacheKey(card('Hello'), [{ ...font, data: new Uint8Array([1, 2, 4]) }])).not.toBe(key);
});
