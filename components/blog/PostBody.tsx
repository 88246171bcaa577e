import { postProse } from '@/lib/render/post-typography';

/** Sanitized markdown HTML (lib/render/markdown.ts): a post's body, whose headings carry the TOC's anchor ids, or a case study's challenge and approach. */
export function PostBody({ html }: { html: string }) {
  return <div data-post-body className={postProse} dangerouslySetInnerHTML={{ __html: html }} />;
}
