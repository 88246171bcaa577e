/**
 * Checks the content modules (content/*.ts) the way the build would see them, in about a second: a type check
 * of content/ alone (their own shapes, in content/types.ts and beside each value), then text that is empty and
 * links that go nowhere. One line per problem: file:line: problem and fix.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The only things the content modules take from the platform: build-time settings (see docs/content.md, "Build-time settings")
 * and the URL parser that checks an address setting.
 */
const ENV_DECLARATION = [
  'declare const process: { env: Record<string, string | undefined> };',
  'declare class URL { constructor(url: string, base?: string); static canParse(url: string, base?: string): boolean; readonly protocol: string; }',
].join('\n');
const ENV_FILE = '__content-env.d.ts';

/** Fixes for the mistakes an editor of these files makes most, by TypeScript's error code. */
const FIXES: Record<number, string> = {
  1002: 'close the quote the text starts with',
  1005: 'add the missing comma, colon or bracket (or remove a stray one)',
  1109: 'give the field a value after the colon',
  1128: 'check the brackets and commas around this line',
  1160: 'close the template text with a backtick',
  2322: 'give this field the kind of value the shape above it expects (text in quotes, a number, a list in [ ])',
  2353: 'correct the field name\'s spelling or remove the field',
  2561: 'correct the field name\'s spelling or remove the field',
  2739: 'add the missing fields',
  2741: 'add the missing field',
};

const GENERIC_FIX = 'compare it with the entries around it and with content/types.ts';

const LINK_FIELDS = new Set(['href', 'url', 'profileUrl']);
const LINK = /^(?:\/|#|https:\/\/|http:\/\/|mailto:)/;

function location(sourceFile: ts.SourceFile, position: number, dir: string): string {
  const { line } = sourceFile.getLineAndCharacterOfPosition(position);
  return `${join(dir, sourceFile.fileName.slice(sourceFile.fileName.lastIndexOf('/') + 1))}:${line + 1}`;
}

/** Empty text and links that are not site paths, anchors or web/mail addresses, in one module's literals. */
function valueProblems(sourceFile: ts.SourceFile, dir: string): string[] {
  const problems: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))) {
      const name = node.name.getText(sourceFile);
      const value = node.initializer.text;
      const where = location(sourceFile, node.initializer.getStart(sourceFile), dir);
      if (!value.trim()) problems.push(`${where}: "${name}" is empty: write its text, or remove the entry it belongs to`);
      else if (LINK_FIELDS.has(name) && !LINK.test(value)) {
        problems.push(`${where}: "${name}" is "${value}": start a page link with "/" (e.g. "/contact"), an anchor with "#", an outside link with "https://"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return problems;
}

/** Every problem in the content modules of `dir` (default content/); empty when they would all build. */
export function checkContent(dir = 'content'): string[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .map((name) => join(dir, name));
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    types: [],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (name) => (name.endsWith(ENV_FILE) ? ENV_DECLARATION : readFile(name));
  host.fileExists = (name) => name.endsWith(ENV_FILE) || fileExists(name);
  const program = ts.createProgram([...files, join(dir, ENV_FILE)], options, host);

  const problems: string[] = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ').replace(/\.$/, '');
    const fix = FIXES[diagnostic.code] ?? GENERIC_FIX;
    if (!diagnostic.file || diagnostic.start === undefined) problems.push(`${dir}: ${message}; fix: ${fix}`);
    else problems.push(`${location(diagnostic.file, diagnostic.start, dir)}: ${message}; fix: ${fix}`);
  }
  for (const file of files) {
    const sourceFile = program.getSourceFile(file) ?? ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    problems.push(...valueProblems(sourceFile, dir));
  }
  return problems;
}
