import type { Graph, Thing } from 'schema-dts';
import { own } from '@/lib/render/own-markup';
import { jsonLdText, selfContained } from '@/lib/render/seo/structured-data';

/**
 * Structured data for crawlers: a JSON-LD block (data, not script; allowed by the CSP and never executed). A graph
 * also describes every shared node it refers to, so each page stands alone.
 */
export function JsonLd({ data }: { data: Graph | Thing }) {
  const complete = typeof data === 'object' && '@graph' in data ? selfContained(data) : data;
  return <script type="application/ld+json" {...own} dangerouslySetInnerHTML={{ __html: jsonLdText(complete) }} />;
}
