/**
 * The part of a stylesheet one page can use, from the tokens of its HTML and of the scripts it runs. A rule goes only
 * when no element of the page or its scripts can match it: states (`:hover`, `[open]`, `:not()`) need nothing.
 * The sheet is indexed once; pages differing only in tokens the sheet never names share one result.
 * Hand-written: `beasties` was measured in its place and was far slower a page (docs/performance.md).
 */
import postcss, { type ChildNode, type Container } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { customPropertyNames, pruneCustomProperties } from './custom-properties';
import { allElements } from './html-elements';

/** A node of the indexed sheet: kept text, a rule and what it needs, or a block of nodes. */
type SheetNode =
  | { kind: 'text'; text: string }
  | { kind: 'rule'; text: string; needs: ReadonlyArray<readonly string[]> }
  | { kind: 'block'; open: string; close: string; children: SheetNode[] };

export interface SheetIndex {
  readonly nodes: readonly SheetNode[];
  /** Every token some selector of the sheet needs: a page's other tokens cannot change what is kept. */
  readonly named: ReadonlySet<string>;
  /** Selected CSS by the page's tokens that the sheet names, in the sheet's order. */
  readonly memo: Map<string, string>;
}

/** A token as selectors and pages name it: `.class`, `#id` or a lower-case element name. */
const classToken = (name: string) => `.${name}`;
const idToken = (name: string) => `#${name}`;

/** More alternatives than this from one selector's `:is()`/`:where()` lists: the lists then need nothing. */
const maxAlternatives = 64;

/** The token sets one selector can be matched by (any one suffices); `:is()`, `:where()`, `:has()` need one argument. */
function selectorNeeds(selector: selectorParser.Selector): string[][] {
  let alternatives: string[][] = [[]];
  const and = (options: string[][]) => {
    const product = alternatives.flatMap((tokens) => options.map((option) => [...tokens, ...option]));
    if (product.length <= maxAlternatives) alternatives = product;
  };
  for (const node of selector.nodes) {
    if (node.type === 'class') and([[classToken(node.value)]]);
    else if (node.type === 'id') and([[idToken(node.value)]]);
    else if (node.type === 'tag') and([[node.value.toLowerCase()]]);
    else if (node.type === 'pseudo' && /^:(is|where|has|matches)$/i.test(node.value)) and(node.nodes.flatMap(selectorNeeds));
  }
  return alternatives;
}

const parseSelectors = (selector: string): string[][] => {
  const needs: string[][] = [];
  selectorParser((root) => {
    root.each((alternative) => {
      needs.push(...selectorNeeds(alternative));
    });
  }).processSync(selector);
  return needs;
};

const hasRules = (node: ChildNode): boolean => 'nodes' in node && (node.nodes ?? []).some((child) => child.type === 'rule' || (child.type === 'atrule' && hasRules(child)));

function indexNodes(container: Container<ChildNode>, named: Set<string>): SheetNode[] {
  const nodes: SheetNode[] = [];
  container.each((node) => {
    if (node.type === 'comment') return;
    if (node.type === 'rule') {
      const needs = parseSelectors(node.selector);
      for (const token of needs.flat()) named.add(token);
      nodes.push({ kind: 'rule', text: node.toString(), needs });
    } else if (node.type === 'atrule' && node.name !== 'keyframes' && hasRules(node)) {
      const open = `@${node.name}${node.raws.afterName ?? ' '}${node.params}${node.raws.between ?? ''}{`;
      nodes.push({ kind: 'block', open, close: '}', children: indexNodes(node, named) });
    } else {
      // A statement at-rule (`@layer a, b;`) owes its semicolon to the parent's stringifier.
      nodes.push({ kind: 'text', text: node.type === 'atrule' && !node.nodes ? `${node.toString()};` : node.toString() });
    }
  });
  return nodes;
}

/** Parses `css` once for `pageCss`. */
export function indexSheet(css: string): SheetIndex {
  const named = new Set<string>();
  return { nodes: indexNodes(postcss.parse(css), named), named, memo: new Map() };
}

function select(nodes: readonly SheetNode[], has: ReadonlySet<string>): string {
  let css = '';
  for (const node of nodes) {
    if (node.kind === 'text') css += node.text;
    else if (node.kind === 'rule') {
      if (node.needs.some((tokens) => tokens.every((token) => has.has(token)))) css += node.text;
    } else {
      const inner = select(node.children, has);
      if (inner) css += `${node.open}${inner}${node.close}`;
    }
  }
  return css;
}

/** The sheet's CSS a page can use, in the sheet's order; `tokens` are its sets from `pageTokens` and `scriptTokens`. */
export function pageCss(sheet: SheetIndex, tokens: ReadonlyArray<ReadonlySet<string>>): string {
  const has = new Set<string>();
  for (const token of sheet.named) if (tokens.some((set) => set.has(token))) has.add(token);
  const customProperties = new Set<string>();
  for (const set of tokens) for (const token of set) if (token.includes('--')) for (const name of customPropertyNames(token)) customProperties.add(name);
  const key = [...has, ...[...customProperties].sort()].join(' ');
  let css = sheet.memo.get(key);
  if (css === undefined) {
    css = pruneCustomProperties(select(sheet.nodes, has), customProperties);
    sheet.memo.set(key, css);
  }
  return css;
}

/** The element names, classes, ids and custom properties of a page, from its shared parse. */
export function pageTokens(html: string): Set<string> {
  const tokens = new Set<string>();
  for (const { name, attribs, inner } of allElements(html)) {
    tokens.add(name);
    if (attribs.id) tokens.add(idToken(attribs.id));
    for (const className of (attribs.class ?? '').split(/\s+/)) if (className) tokens.add(classToken(className));
    for (const property of customPropertyNames(attribs.style ?? '')) tokens.add(property);
    if (name === 'style') for (const property of customPropertyNames(inner)) tokens.add(property);
  }
  return tokens;
}

/** Every string a script could use as a class, id or element name, split as Tailwind finds candidates. */
export function scriptTokens(js: string): Set<string> {
  const tokens = new Set<string>();
  for (const word of js.split(/[\s'"`{};,$]+/)) {
    if (!word) continue;
    tokens.add(classToken(word));
    tokens.add(idToken(word));
    tokens.add(word.toLowerCase());
  }
  return tokens;
}
