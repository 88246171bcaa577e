import type { PostSummary } from './metadata';

/** The blog's posts, newest first, in the shape the discoverability files need. */
export function seoPosts(): PostSummary[] {
  return [];
}
