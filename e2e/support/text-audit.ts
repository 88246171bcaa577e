/**
 * The text audit run in the page by e2e/layout.spec.ts beside the layout audit: text too small to read, running text
 * squeezed into a narrow column beside empty space, figures broken from their units, and text cut off by a box that
 * clips it. Measured in the browser;
 * returns one line per problem. Serialised into the page by `page.evaluate`, so it is one self-contained function.
 */
export interface TextAuditOptions {
  /** The smallest font size, in CSS px, any visible text may be drawn at. */
  minFontSize: number;
  /** A block of running text narrower than this, in px... */
  minColumn: number;
  /** ...may leave at most this much empty space, in px, on either side of it within its container. */
  maxEmptyBeside: number;
  /** Running text: a paragraph, list item or quotation of more than this many words. */
  runningTextWords: number;
}

export function auditText({ minFontSize, minColumn, maxEmptyBeside, runningTextWords }: TextAuditOptions): string[] {
  const problems: string[] = [];
  const snippet = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) return false;
    return getComputedStyle(element).visibility !== 'hidden' && !element.closest('[aria-hidden="true"], .sr-only, [hidden]');
  };
  const textNodes = (root: Element) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.trim() && node.parentElement && !node.parentElement.closest('script, style, template, noscript, title')) nodes.push(node as Text);
    }
    return nodes;
  };
  const visibleText = textNodes(document.body).filter((node) => shown(node.parentElement!));

  // 1. No text drawn under minFontSize: the computed size of the element holding any visible text.
  const small = new Set<Element>();
  for (const node of visibleText) {
    const element = node.parentElement!;
    if (small.has(element)) continue;
    const size = parseFloat(getComputedStyle(element).fontSize);
    if (size < minFontSize) {
      small.add(element);
      problems.push(`text drawn at ${size}px (under ${minFontSize}px): <${element.tagName.toLowerCase()}> "${snippet(element)}"`);
    }
  }

  // 2. No narrow column beside dead space. A block of running text (p, li or blockquote of more than
  //    runningTextWords words, the innermost such block, not navigation) narrower than minColumn, beside which, on its
  //    left or its right and across its own height, nothing is drawn for more than maxEmptyBeside px, up to the content
  //    edge of its container (its nearest ancestor more than maxEmptyBeside px wider than it). Drawn is text, an image
  //    or graphic, a control, or a box with a background or border; a side with anything drawn on it is a gutter
  //    between columns, not dead space.
  const blocks = [...document.querySelectorAll('p, li, blockquote')].filter(
    (element) =>
      shown(element) && !element.closest('nav') && !element.querySelector('p, li, blockquote') && (element.textContent ?? '').trim().split(/\s+/).length > runningTextWords,
  );
  const isContent = (element: Element) => {
    if (element.matches('img, svg, picture, video, canvas, iframe, input, select, textarea, button')) return true;
    const style = getComputedStyle(element);
    if (style.backgroundImage !== 'none' || !/rgba\(.*, 0\)|transparent/.test(style.backgroundColor)) return true;
    if (['Top', 'Right', 'Bottom', 'Left'].some((side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0)) return true;
    return [...element.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim());
  };
  for (const block of blocks) {
    const box = block.getBoundingClientRect();
    if (box.width >= minColumn) continue;
    let container = block.parentElement;
    while (container && container.getBoundingClientRect().width <= box.width + maxEmptyBeside) container = container.parentElement;
    if (!container) continue;
    const style = getComputedStyle(container);
    const outer = container.getBoundingClientRect();
    let emptyLeft = box.left - (outer.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft));
    let emptyRight = outer.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight) - box.right;
    for (const other of container.querySelectorAll('*')) {
      if (other.contains(block) || block.contains(other) || !shown(other) || !isContent(other)) continue;
      const near = other.getBoundingClientRect();
      if (near.bottom <= box.top + 1 || near.top >= box.bottom - 1) continue; // not beside the block
      if (near.right <= box.left + 1) emptyLeft = 0;
      else if (near.left >= box.right - 1) emptyRight = 0;
    }
    const empty = Math.round(Math.max(emptyLeft, emptyRight));
    if (empty > maxEmptyBeside) {
      problems.push(`a text column ${Math.round(box.width)}px wide (under ${minColumn}px) leaves ${empty}px empty beside it: <${block.tagName.toLowerCase()}> "${snippet(block)}"`);
    }
  }

  // 3. No figure broken from its unit: a number with what is attached to it ("2-48hr", "3.1x", "40%"), and a range
  //    or a "+" figure with the word after it ("10+ sectors", "3-5 posts"), each drawn on one line.
  const figure = /\d[\d,.]*(?:[-–]\d[\d,.]*)?[+%×]?\p{L}*(?:(?<=[+]|\d[-–]\d[\d,.]*)\s+\p{L}+)?/gu;
  for (const node of visibleText) {
    for (const match of node.data.matchAll(figure)) {
      if (!/\D/.test(match[0])) continue; // a bare number has nothing to break from
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      if (lines.size > 1) problems.push(`"${match[0]}" is broken over ${lines.size} lines: <${node.parentElement!.tagName.toLowerCase()}> "${snippet(node.parentElement!)}"`);
    }
  }

  // 4. No text cut off: every line of visible text is drawn inside each ancestor that clips what overflows it
  //    (overflow hidden or clip, a truncating ellipsis included). A box that scrolls (auto, scroll) shows the rest
  //    on scrolling, so it is not a cut; visually hidden text (sr-only) is not shown, so it is not checked.
  const clipped = new Set<Element>();
  for (const node of visibleText) {
    const element = node.parentElement!;
    if (clipped.has(element)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    for (let box = element as Element | null; box && box !== document.body && lines.length; box = box.parentElement) {
      const style = getComputedStyle(box);
      const clipsX = ['hidden', 'clip'].includes(style.overflowX);
      const clipsY = ['hidden', 'clip'].includes(style.overflowY);
      if (!clipsX && !clipsY) continue;
      const edge = box.getBoundingClientRect();
      const out = lines.some((line) => (clipsX && (line.left < edge.left - 1 || line.right > edge.right + 1)) || (clipsY && (line.top < edge.top - 1 || line.bottom > edge.bottom + 1)));
      if (out) {
        clipped.add(element);
        problems.push(`text cut off by <${box.tagName.toLowerCase()}> (overflow ${style.overflowX} ${style.overflowY}): <${element.tagName.toLowerCase()}> "${snippet(element)}"`);
        break;
      }
    }
  }
  return problems;
}
