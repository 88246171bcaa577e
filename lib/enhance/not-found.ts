/** On the 404 page, log the path the visitor asked for (a CDN serves 404.html at that path). */
export function logMissingPath(doc: Document = document): void {
  if (!doc.querySelector('[data-not-found]')) return;
  console.warn('404 Error: User attempted to access non-existent route:', doc.location.pathname);
}
