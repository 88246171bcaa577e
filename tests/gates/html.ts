/**
 * Gate "html": every exported HTML page passes html-validate (config: .htmlvalidate.mjs).
 * One test per file; problems are printed in html-validate's own "stylish" format.
 */
import { FileSystemConfigLoader, formatterFactory, HtmlValidate } from 'html-validate';
import { readExport } from '../../scripts/postbuild/site-export';
import { writeGateResult } from './results';

async function main() {
  const site = readExport();
  const files = site.pages.map((page) => page.path).sort();
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const stylish = formatterFactory('stylish');
  let failed = 0;
  for (const file of files) {
    const report = await validator.validateFile(site.file(file));
    if (report.valid) {
      console.log(`ok    ${file}`);
    } else {
      failed += 1;
      console.log(`FAIL  ${file}`);
      console.log(stylish(report.results));
    }
  }
  writeGateResult('html', { passed: files.length - failed, failed });
  console.log(`html: ${files.length - failed} of ${files.length} files valid`);
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  writeGateResult('html', { passed: 0, failed: 1 });
  process.exit(1);
});
