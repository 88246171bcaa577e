import { expect, it } from 'vitest';
import { inPlace } from './place';

it('inPlace gives "the" to the country names that take it, never to a town or region written first', () => {
  expect(inPlace('United Kingdom')).toBe('the United Kingdom');
  expect(inPlace('UK')).toBe('the UK');
  expect(inPlace('Netherlands')).toBe('the Netherlands');
  expect(inPlace('Bristol, United Kingdom')).toBe('Bristol, United Kingdom');
  expect(inPlace('France')).toBe('France');
  expect(inPlace('Kingston upon Hull')).toBe('Kingston upon Hull');
});
