/**
 * Validates a sitemap against the sitemaps.org 0.9 schema (the copy the `sitemap` package ships) with the Google
 * image extension, using libxml2's xmllint compiled to WebAssembly (no network, no system package).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

const schemaDir = join(process.cwd(), 'tests/support/sitemap-schema');
/** The package does not export its schema folder, so it is read from node_modules. */
const sitemapXsd = join(process.cwd(), 'node_modules/sitemap/schema/sitemap.xsd');

/** xmllint's messages for `xml`; empty when it is valid. */
export async function sitemapSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [readFileSync(join(schemaDir, 'sitemap-with-images.xsd'), 'utf8')],
    preload: [
      { fileName: 'sitemap.xsd', contents: readFileSync(sitemapXsd, 'utf8') },
      { fileName: 'sitemap-image.xsd', contents: readFileSync(join(schemaDir, 'sitemap-image.xsd'), 'utf8') },
    ],
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}
