import { describe, expect, it } from 'vitest';
import { routeOfFile } from './exported-pages';

describe('routeOfFile', () => {
  it('maps exported files to the routes they answer', () => {
    expect(routeOfFile('index.html')).toBe('/');
    expect(routeOfFile('about.html')).toBe('/about');
    expect(routeOfFile('blog/hello-world.html')).toBe('/blog/hello-world');
    expect(routeOfFile('blog/index.html')).toBe('/blog');
    expect(routeOfFile('404.html')).toBe('/404');
  });
});
