import type { Graph, Thing } from 'schema-dts';
import { jsonLdText } from '@/lib/render/seo/structured-data';

/** Structured data for crawlers: a JSON-LD block (data, not script; allowed by the CSP and never executed). */
export function JsonLd({ data }: { data: Graph | Thing }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
