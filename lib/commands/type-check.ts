/**
 * The project's type-check, the one `tsc --noEmit` runs (tsconfig.json, incremental, Next's route types in
 * .next/types and next-env.d.ts included), through TypeScript's compiler API. `npm run build` runs it in a process
 * of its own beside its other work (lib/commands/build.ts). `next build` rewrites the route types while it runs, so
 * the check reads them as `next typegen` wrote them: it takes a copy first, and tells the build when it has.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => '\n',
};

/** The files Next generates for the type-check, by absolute path: next-env.d.ts and everything in .next/types. */
function nextTypes(): Map<string, string> {
  const files = new Map<string, string>();
  const add = (path: string) => files.set(resolve(path), readFileSync(path, 'utf8'));
  if (existsSync('next-env.d.ts')) add('next-env.d.ts');
  if (existsSync('.next/types')) for (const name of readdirSync('.next/types', { recursive: true, encoding: 'utf8' })) if (/\.tsx?$/.test(name)) add(join('.next/types', name));
  return files;
}

/**
 * Type-checks the project in the working directory. Once it holds its copy of Next's generated types and the list of
 * files it waits for `whenCopied` (the build may start `next build` then). Returns the errors as `tsc` prints them
 * (in colour on a terminal), or ''.
 */
export async function typeCheck(whenCopied: () => Promise<void>): Promise<string> {
  const generated = nextTypes();
  const configFile = ts.readConfigFile('tsconfig.json', ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, process.cwd(), undefined, 'tsconfig.json');
  await whenCopied();
  // The copy's files are listed, resolved and read from the copy, whatever `next build` is doing to the originals.
  const rootNames = [...new Set([...parsed.fileNames.map((name) => resolve(name)), ...generated.keys()])];
  const host = ts.createIncrementalCompilerHost(parsed.options);
  const { readFile, fileExists } = host;
  host.readFile = (fileName) => generated.get(resolve(fileName)) ?? readFile(fileName);
  host.fileExists = (fileName) => generated.has(resolve(fileName)) || fileExists(fileName);
  const program = ts.createIncrementalProgram({
    rootNames,
    options: parsed.options,
    host,
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: [...(configFile.error ? [configFile.error] : []), ...parsed.errors],
  });
  const diagnostics = [
    ...program.getConfigFileParsingDiagnostics(),
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program.getSyntacticDiagnostics(),
    ...program.getSemanticDiagnostics(),
  ];
  // With noEmit, this writes only the incremental build information, so the next check reads what changed.
  program.emit();
  if (!diagnostics.length) return '';
  return process.stderr.isTTY ? ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost) : ts.formatDiagnostics(diagnostics, formatHost);
}
