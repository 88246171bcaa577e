import { proseFor } from '@/lib/render/post-typography';

/**
 * Sanitized markdown HTML (lib/render/markdown.ts): a post's body, whose headings carry the TOC's anchor ids, or a case
 * study's challenge and approach (`className` sets those larger to fill their column, still at the measure).
 */
export function PostBody({ html, className = '' }: { html: string; className?: string }) {
  return <div data-post-body className={`${proseFor(html)} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
