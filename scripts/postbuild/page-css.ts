/**
 * The part of a stylesheet one page can use, chosen from the page's tokens: the element names, classes and ids in
 * its HTML and the string tokens of the scripts it runs (classes, elements and states those scripts can add).
 *
 * A rule is kept when one of its selectors needs only tokens the page has. What a selector needs is its compound
 * selectors' element names, classes and ids, and one argument of each `:is()`, `:where()` or `:has()`; other
 * pseudo-classes (`:not()` too), pseudo-elements and attribute selectors need nothing (`:hover`, `:focus-visible`,
 * `[open]`, `:popover-open`, `[aria-current]` are states the page can enter at any time), so a rule is only ever
 * dropped when no element of the page, or of its scripts, can match it. At-rules without rules inside (`@font-face`,
 * `@keyframes`, `@layer a, b;`) are always kept; blocks (`@media`, `@supports`, `@layer`) left empty go. Then the
 * custom properties that neither the kept rules nor the page read go too (scripts/postbuild/custom-properties.ts).
 *
 * The sheet is parsed once (`indexSheet`); each page then costs a set intersection and, for a token set not seen
 * before, one pass over the indexed rules. Pages that differ only in tokens the sheet never names share one result.
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

/**
 * The token sets one selector can be matched by (any one set suffices; see the header). `:is()`, `:where()` and
 * `:has()` need one of their arguments; `:not()` and every other pseudo-class need nothing.
 */
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

/**
 * The element names, classes and ids of a page's elements, and the custom properties its inline styles and `<style>`
 * elements name, from the page's shared parse (scripts/postbuild/html-elements.ts), which the steps before have made.
 */
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

/**
 * Every string a script could use as a class, an id or an element name: its text split at whitespace, quotes and
 * template-literal delimiters (the way Tailwind finds class candidates in source). Errs towards more tokens.
 */
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
