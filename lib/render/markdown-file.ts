/**
 * Reading the markdown collections (posts, case studies). Front matter is YAML only: gray-matter picks an engine by
 * the name after the opening `---` and its JavaScript engine runs the block, so any other language is refused first.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import matter from 'gray-matter';
import { toPosix } from './posix-path';
import { MAX_POST_BYTES } from './post-limits';
import { isValidSlug, slugError } from './post-schema';

/** The `.md` files under `dir` (sub-folders included, dot files skipped), sorted; none when it is missing. */
export function markdownFiles(dir: string): string[] {
  try {
    return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
      .filter((name) => name.endsWith('.md') && !basename(name).startsWith('.'))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The language named after the opening `---` (`---js`, `---coffee`), or '' for YAML. */
export function frontMatterLanguage(text: string): string {
  const firstLine = /^---([^\r\n]*)/.exec(text.replace(/^\uFEFF/, ''));
  const language = firstLine?.[1].trim() ?? '';
  return /^(yaml|yml)?$/i.test(language) ? '' : language;
}

const refuseEngine = (language: string) => () => {
  throw new Error(`"${language}" front matter is not allowed; use YAML`);
};

/** gray-matter options: evaluating engines refuse. Passing options also skips gray-matter's unbounded by-content cache. */
const yamlOnly = { engines: { javascript: refuseEngine('javascript'), coffee: refuseEngine('coffee'), json: refuseEngine('json') } };

/** The line in `text` where `suffix` (gray-matter's body) starts. */
function lineWhereEnds(text: string, suffix: string): number {
  if (!text.endsWith(suffix)) return 1;
  return text.slice(0, text.length - suffix.length).split('\n').length;
}

/** The line a YAML error points at (js-yaml's mark counts from the opening "---"), or the first line. */
function yamlErrorLine(error: unknown): number {
  if (error instanceof Error && 'mark' in error && typeof error.mark === 'object' && error.mark && 'line' in error.mark) {
    return Number(error.mark.line) + 1;
  }
  return 1;
}

export interface MarkdownFile {
  /** The file relative to the project root, e.g. 'content/posts/hello-world.md'. */
  file: string;
  /** The file name without `.md`. */
  slug: string;
  /** The parsed front matter, still to be validated. */
  data: Record<string, unknown>;
  /** The front matter as written (to find a field's line). */
  matter: string;
  body: string;
  /** The body's first line in the file. */
  firstLine: number;
}

/** One markdown file of `dir`, or the problem (`file:line: problem and fix`) that stops it being read. */
export function readMarkdownFile(dir: string, name: string): MarkdownFile | { problem: string } {
  const path = join(dir, name);
  const file = toPosix(relative(process.cwd(), path)) || name;
  const bytes = statSync(path).size;
  if (bytes > MAX_POST_BYTES) {
    return { problem: `${file}:1: the file is ${bytes.toLocaleString('en')} bytes; it may be at most ${MAX_POST_BYTES.toLocaleString('en')} (split it in two)` };
  }
  const text = readFileSync(path, 'utf8');
  const language = frontMatterLanguage(text);
  if (language) {
    return { problem: `${file}:1: the front matter is marked "---${language}"; only YAML front matter is allowed (start the file with a line of just "---"), and it is never run` };
  }
  try {
    const parsed = matter(text, yamlOnly);
    return { file, slug: basename(name, '.md'), data: parsed.data, matter: parsed.matter, body: parsed.content, firstLine: lineWhereEnds(text, parsed.content) };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { problem: `${file}:${yamlErrorLine(error)}: the front matter is not valid YAML (${reason}); put text holding a colon in quotes and close every quote and bracket` };
  }
}

/** What a collection makes of one readable file: its item, or the problems that keep it out. */
export type CollectionEntry<T> = { ok: true; value: T } | { ok: false; errors: string[] } | { ok: 'skip' };

/** Every markdown file of a collection in `dir`, each name a unique slug; `toItem` checks the rest. Never throws. */
export function readCollection<T>(dir: string, toItem: (read: MarkdownFile) => CollectionEntry<T>): { items: T[]; errors: string[] } {
  const items: T[] = [];
  const errors: string[] = [];
  const seen = new Map<string, string>();
  for (const name of markdownFiles(dir)) {
    const file = toPosix(relative(process.cwd(), join(dir, name))) || name;
    const slug = basename(name, '.md');
    if (!isValidSlug(slug)) {
      errors.push(slugError(file, slug));
      continue;
    }
    const earlier = seen.get(slug);
    if (earlier) {
      errors.push(`${file}:1: duplicate slug "${slug}": ${earlier} already uses it; rename one of the files`);
      continue;
    }
    seen.set(slug, file);
    const read = readMarkdownFile(dir, name);
    if ('problem' in read) {
      errors.push(read.problem);
      continue;
    }
    const entry = toItem(read);
    if (entry.ok === true) items.push(entry.value);
    else if (entry.ok === false) errors.push(...entry.errors);
  }
  return { items, errors };
}
