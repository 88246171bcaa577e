/**
 * The 404 page: logs the path the visitor asked for (a CDN serves 404.html for every missing address).
 * Under /blog/ the page shows its 'Post Not Found' screen, chosen before first paint by the head script
 * in app/layout.tsx and app/globals.css, so nothing shifts.
 */
export function logMissingPath(doc: Document = document): void {
  if (!doc.querySelector('[data-not-found]')) return;
  console.warn('404 Error: User attempted to access non-existent route:', doc.location.pathname);
}
