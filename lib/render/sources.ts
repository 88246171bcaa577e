/**
 * Footnotes become the post's numbered "Sources" list (remark plugin, after remark-gfm). Its ids hold a double
 * hyphen, which heading ids never do, so nothing clashes; a citation without a source, or the reverse, stops the build.
 */
import type { FootnoteDefinition, Link, Nodes, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import { blog } from '@/lib/content/blog';
import { treeNodes } from './tree-nodes';

export const sourceId = (n: number) => `source--${n}`;
export const citationId = (n: number, time = 1) => `cite--${n}${time > 1 ? `-${time}` : ''}`;

type Parent = Extract<Nodes, { children: unknown[] }>;

const childrenOf = (node: Nodes): readonly Nodes[] => ('children' in node ? node.children : []);

/** Every node with children, parents before their children (each read after the one before it was changed). */
function* parents(tree: Nodes): Generator<Parent> {
  for (const [node] of treeNodes(tree, childrenOf)) if ('children' in node) yield node;
}

/** `file:line` of a node, counted in the whole file (the body starts at `firstLine`), as the check's other problems are. */
const where = (file: { data: Record<string, unknown> }, node: Nodes) =>
  `${String(file.data.source ?? 'markdown')}:${node.position ? node.position.start.line + Number(file.data.firstLine ?? 1) - 1 : '?'}`;

export function remarkSources() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const definitions = new Map<string, FootnoteDefinition>();
    for (const parent of parents(tree)) {
      const kept = (parent.children as RootContent[]).filter((child) => {
        if (child.type !== 'footnoteDefinition') return true;
        definitions.set(child.identifier, child);
        return false;
      });
      parent.children = kept as typeof parent.children;
    }

    const order: string[] = [];
    const times = new Map<string, number>();
    for (const parent of parents(tree)) {
      parent.children = (parent.children as RootContent[]).map((child) => {
        if (child.type === 'text' && /\[\^[^\]\s]+\]/.test(child.value)) {
          const label = /\[\^[^\]\s]+\]/.exec(child.value)![0];
          throw new Error(`${where(file, child)}: ${label} cites a source with no "${label}: ..." line; add the source or remove the citation`);
        }
        if (child.type !== 'footnoteReference') return child;
        if (!order.includes(child.identifier)) order.push(child.identifier);
        const n = order.indexOf(child.identifier) + 1;
        const time = (times.get(child.identifier) ?? 0) + 1;
        times.set(child.identifier, time);
        const link: Link = {
          type: 'link',
          url: `#${sourceId(n)}`,
          children: [{ type: 'text', value: String(n) }],
          data: { hProperties: { id: citationId(n, time), ariaLabel: blog.sources.reference(n), dataFootnoteRef: true } },
        };
        return { type: 'emphasis', children: [link], data: { hName: 'sup' } } satisfies PhrasingContent;
      }) as typeof parent.children;
    }

    for (const [identifier, definition] of definitions) {
      if (!order.includes(identifier)) {
        throw new Error(`${where(file, definition)}: source [^${definition.label ?? identifier}] is never cited in the text; cite it or remove it`);
      }
    }
    if (order.length === 0) return;

    const items = order.map((identifier, index) => {
      const n = index + 1;
      // One back-link per citation: "Back to text" in words for the first, then the later mentions as bare numbers set
      // like the citations themselves ("Back to text 2 3"), no separators; each has its own accessible name ("Back to
      // text, source 2", then ", mention 2"), which holds the words or the number it shows.
      const count = times.get(identifier) ?? 1;
      const backLink = (k: number): PhrasingContent => ({
        type: 'link',
        url: `#${citationId(n, k + 1)}`,
        children: [{ type: 'text', value: k === 0 ? blog.sources.backShort : String(k + 1) }],
        data: { hProperties: { ariaLabel: k === 0 ? blog.sources.back(n) : `${blog.sources.back(n)}, ${blog.sources.again(k + 1)}`, dataFootnoteBackref: true } },
      });
      const backLinks: PhrasingContent[] = Array.from({ length: count }, (_, k): PhrasingContent[] => (k === 0 ? [backLink(k)] : [{ type: 'text', value: ' ' }, backLink(k)])).flat();
      const children = [...definitions.get(identifier)!.children];
      const last = children.at(-1);
      // The back-links start a line of their own under the source, so every source ends the same way however much room
      // its last line leaves.
      if (last?.type === 'paragraph') children[children.length - 1] = { ...last, children: [...last.children, { type: 'break' }, ...backLinks] } satisfies Paragraph;
      else children.push({ type: 'paragraph', children: backLinks });
      return { type: 'listItem' as const, spread: false, children, data: { hProperties: { id: sourceId(n) } } };
    });

    tree.children.push({
      // A section (GitHub's footnotes markup, which the sanitizer allows), named like its heading: the heading and the numbered list.
      type: 'blockquote',
      data: { hName: 'section', hProperties: { dataFootnotes: true, className: ['footnotes'], ariaLabel: blog.sources.heading } },
      children: [
        { type: 'heading', depth: 2, children: [{ type: 'text', value: blog.sources.heading }] },
        { type: 'list', ordered: true, start: 1, spread: false, children: items },
      ],
    });
  };
}
