/**
 * Gate "html": every exported HTML file passes html-validate (config: .htmlvalidate.mjs).
 * One test per file; problems are printed in html-validate's own "stylish" format.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FileSystemConfigLoader, formatterFactory, HtmlValidate } from 'html-validate';
import { writeGateResult } from './results';

const outDir = 'out';

async function main() {
  if (!existsSync(join(outDir, 'index.html'))) throw new Error('html: no export in out/. Run `npm run build` first.');
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const stylish = formatterFactory('stylish');
  let failed = 0;
  for (const file of files) {
    const report = await validator.validateFile(join(outDir, file));
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
