/**
 * True under `npm run dev` (Next sets NODE_ENV): drafts show, content is read afresh on each request, and a post's
 * images are shown as uploaded rather than from the sizes the build writes.
 */
export const isDev = process.env.NODE_ENV === 'development';
