/**
 * Gate "links": linkinator over the served export. Starts at every exported page, follows every
 * same-origin link, asset (scripts, styles, images, fonts in CSS) and #fragment, and skips other
 * origins (tests have no internet). Links to the site's own public address (canonical, og:url,
 * JSON-LD) are rewritten to the local server, so they are checked too.
 * Each unique internal address (page, asset or #fragment) checked counts as one test.
 */
import { LinkChecker, LinkState } from 'linkinator';
import { site } from '../../lib/content/site';
import { readExport } from '../../scripts/postbuild/site-export';
import { serveOnFreePort } from '../../scripts/server/serve';
import { writeGateResult } from './results';
import { discoverRoutes, routeUrl } from '../support/routes';
import escapeRegExp from 'escape-string-regexp';

async function main() {
  const exported = readExport();
  const { basePath } = exported;
  const server = await serveOnFreePort({ dir: exported.dir, basePath });
  const { origin } = server;

  // The not-found page is checked as the file it is (/404.html), since its address answers 404 on purpose.
  const pages = [...new Set(discoverRoutes(exported).map((route) => routeUrl(origin, basePath, route.kind === 'notFound' ? '/404.html' : route.path)))];

  const checker = new LinkChecker();
  const result = await checker.check({
    path: pages,
    recurse: true,
    checkFragments: true,
    checkCss: true,
    concurrency: 8,
    timeout: 10_000,
    linksToSkip: async (link) => !link.startsWith(`${origin}/`) && link !== origin,
    urlRewriteExpressions: [{ pattern: new RegExp(`^${escapeRegExp(site.url)}(?=/|$)`), replacement: origin }],
  });
  server.close();

  // linkinator checks each address once, so every unique internal address (or #fragment) is one test.
  const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
  const checked = new Set(result.links.filter((link) => link.state === LinkState.OK).map((link) => link.url)).size;
  const skipped = result.links.filter((link) => link.state === LinkState.SKIPPED).length;
  const local = (url: string | undefined) => url?.replace(origin, '') || '/';
  const reported = new Set<string>();
  for (const link of broken) {
    if (reported.has(`${link.url} ${link.parent}`)) continue;
    reported.add(`${link.url} ${link.parent}`);
    const reason = link.failureDetails?.map((detail) => (detail instanceof Error ? detail.message : '')).find(Boolean);
    const where = link.parent ? ` linked from ${local(link.parent)}` : '';
    console.log(`BROKEN  ${local(link.url)}  (status ${link.status ?? '-'}${reason ? `, ${reason}` : ''})${where}`);
  }
  const brokenAddresses = new Set(broken.map((link) => link.url)).size;
  console.log(`links: crawled from ${pages.length} pages, ${checked} internal addresses OK, ${brokenAddresses} broken, ${skipped} external skipped`);
  writeGateResult('links', { passed: checked, failed: brokenAddresses, skipped });
  process.exit(brokenAddresses ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  writeGateResult('links', { passed: 0, failed: 1 });
  process.exit(1);
});
