/**
 * The 404 page. A CDN serves 404.html for every missing address, so for one under /blog/ the page
 * shows the 'Post Not Found' screen it carries (hidden) instead of the general one, and in every case
 * it logs the path the visitor asked for. Only `hidden` attributes change, so exactly one screen (and
 * one h1) is ever shown, and a hydrating React never sees a different tree.
 */
export function showPostNotFound(doc: Document = document): void {
  const page = doc.querySelector<HTMLElement>('[data-not-found-page]');
  const variant = doc.querySelector<HTMLElement>('[data-post-not-found]');
  const blogPath = variant?.dataset.blogPath;
  if (!page || !variant || !blogPath) return;
  const path = doc.location.pathname;
  if (!path.startsWith(blogPath) || path.length === blogPath.length) return;
  page.hidden = true;
  variant.hidden = false;
}

export function logMissingPath(doc: Document = document): void {
  if (!doc.querySelector('[data-not-found]')) return;
  console.warn('404 Error: User attempted to access non-existent route:', doc.location.pathname);
}
