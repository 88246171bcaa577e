/**
 * The layout audit run in the page by e2e/layout.spec.ts: what a reader sees of the setting, measured in the browser,
 * with every expected value taken from the page itself (no copy is pinned). Returns one line per problem.
 * Serialised into the page by `page.evaluate`, so it is one self-contained function.
 */
export interface AuditOptions {
  /** The most characters a line of running text may hold. */
  measure: number;
  /** The least height and width of a control, checked where `touch` is true (phones and tablets). */
  tapTarget: number;
  touch: boolean;
}

export function auditLayout({ measure, tapTarget, touch }: AuditOptions): string[] {
  const problems: string[] = [];
  const snippet = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  const shown = (element: Element) => drawn(element) && !element.closest('[aria-hidden="true"]');
  /** Drawn on the screen, whether or not assistive tech reads it (a pull quote repeating the text is aria-hidden). */
  const drawn = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && !element.closest('.sr-only, [hidden]');
  };

  // 1. No sideways scroll.
  const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
  if (overflow > 0) problems.push(`scrolls sideways by ${overflow}px`);

  // 2. Running text within the measure: characters per full line = characters x (line width / width of the text set
  //    on one line), with the text's own font, for every paragraph or list item that wraps.
  const canvas = document.createElement('canvas').getContext('2d')!;
  for (const element of document.querySelectorAll('main p, main li, main dd')) {
    if (!shown(element) || element.closest('pre, table, figure figcaption, nav')) continue;
    const style = getComputedStyle(element);
    if (parseFloat(style.fontSize) > 21) continue; // headings, quotations and numerals are display text
    if (element.querySelector('p, li, ul, ol, div')) continue; // only the innermost blocks
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text.length < 40) continue;
    canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const oneLine = canvas.measureText(text).width;
    const lineWidth = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (oneLine <= lineWidth) continue;
    const perLine = Math.round((text.length * lineWidth) / oneLine);
    if (perLine > measure) problems.push(`${perLine} characters a line (more than ${measure}): "${snippet(element)}"`);
  }

  // 3. No one-word last line in headings, ledes (paragraphs larger than the body) and quotations.
  const bodySize = parseFloat(getComputedStyle(document.body).fontSize);
  const words = (element: Element) => {
    const ranges: Range[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement || !drawn(node.parentElement)) continue;
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        ranges.push(range);
      }
    }
    return ranges;
  };
  const displayText = [...document.querySelectorAll('main h1, main h2, main h3, main h4, main blockquote p, main p')].filter(
    (element) => element.tagName !== 'P' || element.closest('blockquote') || parseFloat(getComputedStyle(element).fontSize) > bodySize + 1,
  );
  // What the eye reads is judged, so a quotation hidden from assistive tech (it repeats the text) is judged too.
  for (const element of displayText) {
    if (!drawn(element)) continue;
    const ranges = words(element);
    if (ranges.length < 3) continue;
    const last = ranges.at(-1)!.getBoundingClientRect();
    const before = ranges.at(-2)!.getBoundingClientRect();
    const first = ranges[0].getBoundingClientRect();
    const lineHeight = last.height || 1;
    if (last.top - first.top < lineHeight / 2) continue; // one line
    if (last.top - before.top > lineHeight / 2) problems.push(`ends on a one-word line: "${snippet(element)}"`);
  }

  // 4. Tap targets on touch screens: every control at least tapTarget px high and wide, except links inside a sentence.
  if (touch) {
    for (const element of document.querySelectorAll('a[href], button, select, textarea, summary, input:not([type="hidden"])')) {
      if (!shown(element)) continue;
      const target = element.matches('input[type="checkbox"], input[type="radio"]') ? (element.closest('label') ?? element) : element;
      const block = element.parentElement?.closest('p, li, dd, td, figcaption');
      const inSentence = element.tagName === 'A' && block && (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length + 1 && !block.matches('nav li');
      if (inSentence) continue;
      const box = target.getBoundingClientRect();
      if (box.height < tapTarget - 0.5 || box.width < tapTarget - 0.5) {
        problems.push(`tap target ${Math.round(box.width)}x${Math.round(box.height)}px: ${element.tagName.toLowerCase()} "${snippet(element) || element.getAttribute('aria-label') || ''}"`);
      }
    }
  }

  // 5. No grid of one row that leaves a column empty.
  for (const grid of document.querySelectorAll('body *')) {
    const style = getComputedStyle(grid);
    if (style.display !== 'grid' || style.gridTemplateColumns.includes('subgrid') || !shown(grid)) continue;
    const tracks = style.gridTemplateColumns.split(' ').map(parseFloat);
    if (tracks.length < 2 || tracks.some(Number.isNaN)) continue;
    // A child with display: contents (a list whose items are the grid's cells) gives the grid its own children.
    const cells = (parent: Element): Element[] => [...parent.children].flatMap((child) => (getComputedStyle(child).display === 'contents' ? cells(child) : [child]));
    const items = cells(grid).filter((child) => child.getBoundingClientRect().width > 0);
    if (!items.length) continue;
    const boxes = items.map((item) => item.getBoundingClientRect());
    if (boxes.some((box) => Math.abs(box.top - boxes[0].top) > 2)) continue; // more than one row
    const gap = parseFloat(style.columnGap) || 0;
    let x = grid.getBoundingClientRect().left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
    for (const [index, width] of tracks.entries()) {
      const start = x;
      const covered = boxes.some((box) => box.left <= start + 1 && box.right >= start + Math.min(width, 8));
      if (!covered) {
        problems.push(`a grid of one row leaves column ${index + 1} of ${tracks.length} empty: "${snippet(grid)}"`);
        break;
      }
      x += width + gap;
    }
  }
  // 6. Every section has an accessible name (a landmark a screen reader can list).
  for (const section of document.querySelectorAll('section')) {
    if (!section.getAttribute('aria-label') && !section.getAttribute('aria-labelledby')) problems.push(`a <section> has no accessible name: "${snippet(section)}"`);
  }
  // 7. What is shown follows the source order (no `order`, no reversed flex): a phone paints a page while it is still
  //    arriving, and an element placed before one it follows in the source would push that one down as it arrives.
  for (const element of document.querySelectorAll('body *')) {
    const style = getComputedStyle(element);
    if (!shown(element)) continue;
    if (style.order !== '0') problems.push(`shown out of source order (order: ${style.order}): "${snippet(element)}"`);
    if (style.display.includes('flex') && style.flexDirection.endsWith('-reverse')) problems.push(`a reversed flex row shows its children out of source order: "${snippet(element)}"`);
  }
  return problems;
}
