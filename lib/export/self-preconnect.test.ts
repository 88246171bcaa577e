import { describe, expect, it } from 'vitest';
import { removeSelfPreconnects } from './self-preconnect';

describe('removeSelfPreconnects', () => {
  it('drops the preconnect next/font writes to the site itself, leaving every other byte', () => {
    const head = '<head><meta charset="utf-8"/><link rel="preconnect" href="/" crossorigin=""/><title>T</title></head>';
    expect(removeSelfPreconnects(head)).toBe('<head><meta charset="utf-8"/><title>T</title></head>');
  });

  it('keeps preconnects to other origins and other links', () => {
    const head = '<link rel="preconnect" href="https://cdn.example"/><link rel="preconnect" href="//cdn.example"/><link rel="icon" href="/icon.svg"/>';
    expect(removeSelfPreconnects(head)).toBe(head);
  });

  it('reads rel as a token list', () => {
    expect(removeSelfPreconnects('<link rel="Preconnect dns-prefetch" href="/site/"/>x')).toBe('x');
  });
});
