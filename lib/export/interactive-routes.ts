/**
 * The routes that hold React state and so keep the Next.js/React runtime after export; it runs on
 * the visitor's first interaction (see defer-hydration.ts). Every other exported page is served as
 * plain HTML plus /enhance.js (see strip-runtime.ts).
 * Add a route here only when a page gains a client component.
 */
export const interactiveRoutes: readonly string[] = ['/contact'];
