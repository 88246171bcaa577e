import { caseStudyTwin, getCaseStudy, getExportedCaseStudySlugs } from '@/lib/render/case-studies';
import { buildMarkdownTwin } from '@/lib/render/seo/markdown-twin';

/**
 * Each case study's markdown twin, written to out/markdown/portfolio/{slug}.md at build time; the post-build step
 * lib/export/markdown-twins.ts moves it beside its page, to out/portfolio/{slug}.md (served at /portfolio/{slug}.md).
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getExportedCaseStudySlugs().map((slug) => ({ file: `${slug}.md` }));
}

export async function GET(_request: Request, { params }: RouteContext<'/markdown/portfolio/[file]'>) {
  const study = getCaseStudy((await params).file.replace(/\.md$/, ''));
  return new Response(study ? buildMarkdownTwin(caseStudyTwin(study)) : '', { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
}
