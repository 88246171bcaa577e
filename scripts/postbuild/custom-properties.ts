/**
 * The custom properties one page's CSS can read; Tailwind's other declarations and `@property` rules go.
 * postcss-prune-var neither removes `@property` rules nor takes names used outside the sheet.
 */
import postcss, { type Container } from 'postcss';

const varReference = /var\(\s*(--[\w-]+)/g;

const references = (value: string) => Array.from(value.matchAll(varReference), (match) => match[1]);

/** Removes rules and at-rule blocks that no longer hold anything (statement at-rules such as `@layer a, b;` stay). */
function removeEmpty(container: Container): void {
  container.each((node) => {
    if (node.type !== 'rule' && node.type !== 'atrule') return;
    if (!node.nodes) return;
    removeEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/** `css` without the custom properties nothing reads; `namedOutside` are the names the page uses elsewhere. */
export function pruneCustomProperties(css: string, namedOutside: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  const used = new Set(namedOutside);
  const readBy = new Map<string, string[]>();
  root.walkDecls((declaration) => {
    const names = references(declaration.value);
    if (!declaration.prop.startsWith('--')) for (const name of names) used.add(name);
    else readBy.set(declaration.prop, [...(readBy.get(declaration.prop) ?? []), ...names]);
  });
  const pending = [...used];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const read of readBy.get(name) ?? []) {
      if (!used.has(read)) {
        used.add(read);
        pending.push(read);
      }
    }
  }
  let removed = false;
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--') && !used.has(declaration.prop)) {
      declaration.remove();
      removed = true;
    }
  });
  root.walkAtRules('property', (rule) => {
    if (!used.has(rule.params.trim())) {
      rule.remove();
      removed = true;
    }
  });
  if (!removed) return css;
  removeEmpty(root);
  return root.toString();
}

/** The custom-property names written in `text` (an inline style, a script). */
export const customPropertyNames = (text: string): string[] => text.match(/--[\w-]+/g) ?? [];
