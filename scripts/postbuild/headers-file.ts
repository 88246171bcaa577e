/**
 * The `_headers` file format of Netlify and Cloudflare Pages: a path pattern on its own line, then
 * its headers indented as `Name: value`. `*` matches any run of characters and `:name` one path
 * segment. Every rule matching a request path applies, in file order; a later value replaces an earlier
 * one (Netlify), and `! Name` removes a header an earlier rule set (Cloudflare Pages, which otherwise joins
 * the values of one header with commas). Hand-written: no maintained package reads and writes this format; the
 * preview server (scripts/server/serve.ts) reads the same file, so both sides are tested against each other.
 */
import escapeRegExp from 'escape-string-regexp';

export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
  /** Headers that earlier rules set and this path must not send (`! Name` lines). */
  detach?: string[];
}

/** Cloudflare Pages reads at most this many characters per header line. */
export const maxLineLength = 2000;

export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  const lines = rules.flatMap((rule) => [rule.path, ...(rule.detach ?? []).map((name) => `  ! ${name}`), ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)]);
  const tooLong = lines.find((line) => line.length > maxLineLength);
  if (tooLong) throw new Error(`_headers: line longer than ${maxLineLength} characters: ${tooLong.slice(0, 80)}…`);
  return `${lines.join('\n')}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trimEnd();
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const detached = /^\s+!\s*(\S+)$/.exec(line)?.[1];
    if (rule && detached) {
      rule.detach = [...(rule.detach ?? []), detached];
      continue;
    }
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers line ${index + 1}: expected "Name: value" (or "! Name") under a path`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

function patternToRegExp(path: string): RegExp {
  const source = path
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') && part.length > 1 ? '[^/]+' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}$`);
}

export function matchesPath(pattern: string, path: string): boolean {
  return patternToRegExp(pattern).test(path);
}

/** The headers for a request path: every matching rule in order, later values replacing earlier ones, `! Name` removing them. */
export function headersForPath(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter((candidate) => matchesPath(candidate.path, path))) {
    for (const name of rule.detach ?? []) delete headers[name];
    Object.assign(headers, rule.headers);
  }
  return headers;
}
