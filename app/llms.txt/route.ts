import { pageList } from '@/lib/content/pages';
import { getAllCaseStudies } from '@/lib/render/case-studies';
import { buildLlmsTxt } from '@/lib/render/seo/llms';
import { getAllPosts } from '@/lib/render/posts';

/** /llms.txt: the site summarised for AI assistants (llmstxt.org), written to out/llms.txt at build time. */
export const dynamic = 'force-static';

export function GET() {
  return new Response(buildLlmsTxt(pageList, getAllPosts(), getAllCaseStudies()), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
