import { describe, expect, it } from 'vitest';
import { indexSheet, pageCss, pageTokens, scriptTokens } from './page-css';

const sheet = [
  '@font-face{font-family:x;src:url(/x.woff2)}',
  '@layer theme,base,utilities;',
  '@property --tw-x{syntax:"*";inherits:false}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  ':root{--ink:#000}',
  '*,:before{box-sizing:border-box}',
  'h1{margin:0;color:var(--ink);translate:var(--tw-x)}',
  'table{border:0}',
  '.used{color:red}',
  '.unused{color:blue}',
  '.md\\:grid{display:grid}',
  '.\\[\\&_p\\]\\:mt-2 p{margin-top:.5rem}',
  '.link:hover{color:green}',
  'details[open] .chevron{rotate:180deg}',
  '.bar:not(:has(#menu:popover-open)) [data-icon=open]{display:none}',
  '.prose :where(blockquote):not(:where([class~=not-prose] *)){font-style:italic}',
  '#only-here{outline:0}',
  '@media (min-width:48rem){.used{color:pink}.unused{color:navy}}',
  '@media (min-width:64rem){.unused{display:none}}',
  '@layer utilities{@media (hover:hover){.link:hover{text-decoration:underline}}}',
].join('');

const tokens = (html: string, js = '') => [pageTokens(html), scriptTokens(js)];

describe('pageCss', () => {
  const index = indexSheet(sheet);
  const css = pageCss(index, tokens('<h1 class="used md:grid [&amp;_p]:mt-2">Hi</h1><a class="link bar prose"></a><details><summary class="chevron"></summary><p>x</p></details>'));

  it('keeps the rules whose classes, ids and elements the page has, in the sheet order', () => {
    expect(css).toContain('h1{margin:0;color:var(--ink);translate:var(--tw-x)}');
    expect(css).toContain('.used{color:red}');
    expect(css).toContain('.md\\:grid{display:grid}');
    expect(css).toContain('.\\[\\&_p\\]\\:mt-2 p{margin-top:.5rem}');
    expect(css.indexOf('h1{')).toBeLessThan(css.indexOf('.used{'));
  });

  it('drops rules the page cannot match, and at-rule blocks left empty', () => {
    expect(css).not.toContain('.unused');
    expect(css).not.toContain('table{');
    expect(css).not.toContain('#only-here');
    expect(css).toContain('@media (min-width:48rem){.used{color:pink}}');
    expect(css).not.toContain('64rem');
  });

  it('keeps the states a visitor or a script can put an element in: pseudo-classes and attributes need nothing', () => {
    expect(css).toContain('.link:hover{color:green}');
    expect(css).toContain('details[open] .chevron');
    expect(css).toContain('.bar:not(:has(#menu:popover-open)) [data-icon=open]');
    expect(css).toContain('@layer utilities{@media (hover:hover){.link:hover{text-decoration:underline}}}');
  });

  it('always keeps fonts, keyframes, layer order and universal rules, and the custom properties the kept rules read', () => {
    for (const text of ['@font-face', '@layer theme,base,utilities;', '@property --tw-x', '@keyframes spin', ':root{', '*,:before{']) expect(css).toContain(text);
  });

  it('keeps what a script the page runs can add', () => {
    const withScript = pageCss(index, tokens('<p></p>', 'el.className = `unused ${x}`; document.createElement("table")'));
    expect(withScript).toContain('.unused{color:blue}');
    expect(withScript).toContain('table{border:0}');
    expect(withScript).toContain('@media (min-width:64rem){.unused{display:none}}');
  });

  it('answers pages that differ only in tokens the sheet never names from one result', () => {
    const a = pageCss(index, tokens('<p id="a" class="used other"></p>'));
    const b = pageCss(index, tokens('<p id="b" class="used another"></p>'));
    expect(b).toBe(a);
    expect(index.memo.size).toBeGreaterThanOrEqual(1);
  });
});

it('pageTokens reads element names, decoded classes and ids', () => {
  expect([...pageTokens('<main id="main"><p class=" a  b&amp;c ">x</p><svg><use href="#i"/></svg></main>')].sort()).toEqual(['#main', '.a', '.b&c', 'main', 'p', 'svg', 'use']);
});

it('selectors with :is(), :where() and :has() need one of their arguments', () => {
  const index = indexSheet('.prose :where(blockquote):not(:where([class~=not-prose] *)){a:b}main :where(p,li,dd){c:d}.x:has(> img){e:f}');
  expect(pageCss(index, tokens('<div class="prose"><p></p></div>'))).toBe('');
  expect(pageCss(index, tokens('<main class="prose"><blockquote></blockquote></main>'))).toBe('.prose :where(blockquote):not(:where([class~=not-prose] *)){a:b}');
  expect(pageCss(index, tokens('<main><li class="x"><img></li></main>'))).toBe('main :where(p,li,dd){c:d}.x:has(> img){e:f}');
});

describe('pageCss and custom properties', () => {
  const index = indexSheet(
    [
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
      '@property --tw-blur{syntax:"*";inherits:false}',
      '@layer properties{@supports (not (color:rgb(from red r g b))){*,:before{--tw-shadow:0 0 #0000;--tw-blur:initial}}}',
      ':root{--font-sans:var(--font-inter),sans-serif;--font-inter:"inter";--color-unused:red;--delay:0s;--fade:0px}',
      '.shadow{box-shadow:var(--tw-shadow)}',
      '.blur{filter:blur(var(--tw-blur))}',
      'body{font-family:var(--font-sans)}',
    ].join(''),
  );

  it('keeps what the kept rules read, and what they read in turn, and drops the rest with its @property rule', () => {
    const css = pageCss(index, tokens('<body class="shadow"></body>'));
    expect(css).toContain('@property --tw-shadow');
    expect(css).toContain('--tw-shadow:0 0 #0000');
    expect(css).toContain('--font-sans:var(--font-inter),sans-serif');
    expect(css).toContain('--font-inter:"inter"');
    for (const gone of ['--tw-blur', '--color-unused', '--delay', '--fade']) expect(css).not.toContain(gone);
  });

  it('keeps what an inline style, a <style> element or a script names', () => {
    const css = pageCss(index, tokens('<body style="--delay:1s"><style>p{opacity:var(--fade)}</style></body>', 'el.style.setProperty("--color-unused", v)'));
    for (const kept of ['--delay:0s', '--fade:0px', '--color-unused:red']) expect(css).toContain(kept);
  });

  it('removes blocks left empty, and leaves the sheet untouched when everything is read', () => {
    const css = pageCss(index, tokens('<p></p>'));
    expect(css).not.toContain('@layer properties');
    expect(css).not.toContain('@property');
    const all = indexSheet(':root{--a:1px}.x{width:var(--a)}');
    expect(pageCss(all, tokens('<p class="x"></p>'))).toBe(':root{--a:1px}.x{width:var(--a)}');
  });
});
