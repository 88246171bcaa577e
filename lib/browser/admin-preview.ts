/**
 * The editor's preview (/admin only; bundled into public/admin/preview.js by lib/prebuild/admin.ts): a post or
 * case study drawn with the site's own typography, from the same classes the site's pages use
 * (lib/render/post-typography.ts) and the site's stylesheet (public/admin/preview.css, registered as preview style).
 * Decap CMS puts `CMS` and `h` (React's createElement) on the window.
 */
import { postProse, postTitle } from '../render/post-typography';

type Child = unknown;
type H = (type: string, props: Record<string, unknown> | null, ...children: Child[]) => unknown;
interface Entry {
  getIn(path: string[]): unknown;
}
interface PreviewProps {
  entry: Entry;
  widgetFor(name: string): Child;
}
interface DecapCms {
  registerPreviewStyle(href: string): void;
  registerPreviewTemplate(collection: string, component: (props: PreviewProps) => unknown): void;
}

declare global {
  interface Window {
    CMS: DecapCms;
    h: H;
  }
}

const text = (entry: Entry, field: string) => {
  const value = entry.getIn(['data', field]);
  return typeof value === 'string' ? value : '';
};

function postPreview({ entry, widgetFor }: PreviewProps) {
  const h = window.h;
  const summary = text(entry, 'summary');
  return h(
    'article',
    { className: 'mx-auto max-w-3xl px-5 py-10 font-sans text-ink' },
    h('p', { className: 'text-sm font-semibold text-accent' }, text(entry, 'category')),
    h('h1', { className: postTitle }, text(entry, 'title')),
    h('p', { className: 'mt-5 text-lg text-muted md:text-xl' }, text(entry, 'excerpt')),
    summary ? h('aside', { className: 'mt-8 rounded-card border border-line bg-accent-tint p-5' }, h('p', { className: 'font-bold' }, 'In short'), h('p', null, summary)) : null,
    h('div', { className: `mt-10 ${postProse}` }, widgetFor('body')),
  );
}

function caseStudyPreview({ entry, widgetFor }: PreviewProps) {
  const h = window.h;
  return h(
    'article',
    { className: 'mx-auto max-w-3xl px-5 py-10 font-sans text-ink' },
    h('p', { className: 'text-sm font-semibold text-accent' }, text(entry, 'client')),
    h('h1', { className: postTitle }, text(entry, 'title')),
    h('p', { className: 'mt-5 text-lg text-muted md:text-xl' }, text(entry, 'summary')),
    h('div', { className: `mt-10 ${postProse}` }, widgetFor('challenge'), widgetFor('body')),
  );
}

const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : location.href;
window.CMS.registerPreviewStyle(new URL('preview.css', script).href);
window.CMS.registerPreviewTemplate('posts', postPreview);
window.CMS.registerPreviewTemplate('case-studies', caseStudyPreview);
