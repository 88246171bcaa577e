/**
 * The editor at /admin (bundled with Sveltia CMS into public/admin/editor.js by scripts/prebuild/admin.ts; /admin only):
 * - before every save, the site's own rules (lib/render/entry-rules.ts, the build's schemas): a save that would fail
 *   the build is refused, and the problems are listed in the build's words; a British date becomes an ISO date;
 * - the preview: a post or case study drawn with the site's stylesheet (public/admin/preview.css) and the classes
 *   of its pages (lib/render/post-typography.ts): Fraunces headings, the category label, the "In short" box, a case
 *   study's figures and quotation.
 */
import CMS, { type CustomPreviewTemplateProps } from '@sveltia/cms';
import type { createElement } from 'react';
import { blog } from '../content/blog';
import { caseStudyPage } from '../content/case-studies';
import type { KnownCategory } from '../render/categories';
import { isoFromUkDate } from '../render/dates';
import { entryProblems, type EditorCollection } from '../render/entry-rules';
import { badgePill, inShortBox, postProse, postSources, postTitle } from '../render/post-typography';

/** The preview's body: every post style, the citations' too (what the owner types may add sources at any time). */
const previewProse = `${postProse} ${postSources}`;

/** The entry as the CMS hands it to previews and hooks: an Immutable.js Map. */
type Entry = CustomPreviewTemplateProps['entry'];

declare global {
  interface Window {
    /** React's createElement, as the CMS provides it to preview templates. */
    h: typeof createElement;
  }
}

const adminBase = new URL('.', import.meta.url);

/** The posts' categories in use when the editor was written (public/admin/categories.json). */
const categories: Promise<KnownCategory[]> = fetch(new URL('categories.json', adminBase))
  .then((response) => (response.ok ? (response.json() as Promise<KnownCategory[]>) : []))
  .catch(() => []);

/** The list of problems that stopped a save, in a live region above the editor until the next save. */
function showProblems(problems: readonly string[]) {
  let panel = document.getElementById('site-rules');
  if (!panel) {
    panel = document.createElement('section');
    panel.id = 'site-rules';
    panel.setAttribute('role', 'alert');
    panel.setAttribute('aria-labelledby', 'site-rules-title');
    panel.style.cssText =
      'position:fixed;z-index:2147483647;left:50%;bottom:16px;transform:translateX(-50%);width:min(46rem,calc(100% - 32px));max-height:40vh;overflow:auto;padding:16px 20px;border-radius:8px;background:#fff1f2;color:#7f1d1d;border:2px solid #b91c1c;font:15px/1.5 system-ui,sans-serif;box-shadow:0 8px 24px rgb(0 0 0/.2)';
    document.body.append(panel);
  }
  const title = document.createElement('h2');
  title.id = 'site-rules-title';
  title.textContent = 'Not saved: the site would not build. Fix these first:';
  title.style.cssText = 'margin:0 0 8px;font-size:16px;font-weight:700';
  const list = document.createElement('ul');
  list.style.cssText = 'margin:0;padding-left:20px';
  for (const problem of problems) {
    const item = document.createElement('li');
    item.textContent = problem;
    list.append(item);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.style.cssText = 'margin-top:10px;min-height:44px;padding:0 16px;border-radius:6px;border:1px solid #7f1d1d;background:#fff;color:#7f1d1d;font:inherit;font-weight:600;cursor:pointer';
  close.addEventListener('click', () => panel.remove());
  panel.replaceChildren(title, list, close);
}

CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }) => {
    const { collection, path, data } = entry.toJS();
    const problems = entryProblems({ collection: collection as EditorCollection, file: path, data }, await categories);
    if (problems.length) {
      showProblems(problems);
      throw new Error(problems.join('\n'));
    }
    document.getElementById('site-rules')?.remove();
    let saved = entry;
    for (const field of ['date', 'updated']) {
      const value = data[field];
      const iso = typeof value === 'string' ? isoFromUkDate(value) : undefined;
      if (iso) saved = saved.setIn(['data', field], iso);
    }
    return saved;
  },
});

const text = (entry: Entry, ...path: Array<string | number>) => {
  const value = entry.getIn(['data', ...path]);
  return typeof value === 'string' ? value : '';
};

function postPreview({ entry, widgetFor }: CustomPreviewTemplateProps) {
  const h = window.h;
  const summary = text(entry, 'summary');
  const category = text(entry, 'category');
  return h(
    'article',
    { className: 'mx-auto max-w-3xl px-5 py-10 font-sans text-ink' },
    category ? h('span', { className: badgePill }, category) : null,
    h('h1', { className: postTitle }, text(entry, 'title')),
    h('p', { className: 'mt-5 text-lg text-muted md:text-xl' }, text(entry, 'excerpt')),
    h(
      'div',
      { className: 'mt-10' },
      summary ? h('section', { className: inShortBox[0] }, h('p', { className: inShortBox[1] }, blog.inShort), h('p', { className: inShortBox[2] }, summary)) : null,
      h('div', { className: previewProse }, widgetFor('body')),
    ),
  );
}

function caseStudyPreview({ entry, widgetFor }: CustomPreviewTemplateProps) {
  const h = window.h;
  const { results } = entry.toJS().data;
  const quote = text(entry, 'quote', 'text');
  return h(
    'article',
    { className: 'mx-auto max-w-3xl px-5 py-10 font-sans text-ink' },
    h('p', { className: 'text-sm font-semibold uppercase tracking-wider text-accent' }, text(entry, 'client')),
    h('h1', { className: postTitle }, text(entry, 'title')),
    h('p', { className: 'mt-5 text-lg text-muted md:text-xl' }, text(entry, 'summary')),
    h('h2', { className: 'mt-12 font-display text-2xl' }, caseStudyPage.challenge),
    h('div', { className: `mt-4 ${previewProse}` }, widgetFor('challenge')),
    h('h2', { className: 'mt-12 font-display text-2xl' }, caseStudyPage.approach),
    h('div', { className: `mt-4 ${previewProse}` }, widgetFor('body')),
    h('h2', { className: 'mt-12 font-display text-2xl' }, caseStudyPage.results),
    h(
      'ul',
      { className: 'mt-6 grid gap-6 sm:grid-cols-2', 'data-figures': '' },
      ...Array.from({ length: Array.isArray(results) ? results.length : 0 }, (_, index) =>
        h('li', { key: index, className: 'border-t-2 border-accent pt-4' }, h('strong', { className: 'block font-display text-5xl font-semibold text-ink' }, text(entry, 'results', index, 'value')), h('span', { className: 'mt-2 block text-muted' }, text(entry, 'results', index, 'label'))),
      ),
    ),
    quote
      ? h(
          'figure',
          { className: 'mt-12 border-l-2 border-accent pl-6' },
          h('blockquote', { className: 'font-display text-2xl leading-snug text-ink' }, h('p', null, `“${quote}”`)),
          h('figcaption', { className: 'mt-4 text-muted' }, h('strong', { className: 'font-semibold text-ink' }, text(entry, 'quote', 'name')), `, ${text(entry, 'quote', 'role')}`),
        )
      : null,
  );
}

CMS.registerPreviewStyle(new URL('preview.css', adminBase).href);
CMS.registerPreviewTemplate('posts', postPreview);
CMS.registerPreviewTemplate('case-studies', caseStudyPreview);
void CMS.init();
