/**
 * The 404 page. A CDN serves 404.html for every missing address, so for one under /blog/ the page
 * swaps in the 'Post Not Found' screen it carries in a <template> (still one h1), and in every case
 * logs the path the visitor asked for.
 */
export function showPostNotFound(doc: Document = document): void {
  const screen = doc.querySelector('[data-not-found]');
  const template = doc.querySelector<HTMLTemplateElement>('template[data-post-not-found]');
  const blogPath = template?.dataset.blogPath;
  if (!screen || !template || !blogPath) return;
  const path = doc.location.pathname;
  if (!path.startsWith(blogPath) || path.length === blogPath.length) return;
  screen.replaceChildren(template.content.cloneNode(true));
  if (template.dataset.title) doc.title = template.dataset.title;
}

export function logMissingPath(doc: Document = document): void {
  if (!doc.querySelector('[data-not-found]')) return;
  console.warn('404 Error: User attempted to access non-existent route:', doc.location.pathname);
}
