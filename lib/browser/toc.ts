/**
 * Table of Contents on post pages:
 * - choosing an entry scrolls to its heading (smoothly, by the page's CSS) and moves keyboard focus there;
 * - the entry of the section being read gets aria-current="true" while scrolling;
 * - on wide screens the TOC is kept open where CSS `::details-content` is not supported.
 */
const WIDE = '(min-width: 64rem)';
/** How far down the viewport (per cent) a heading counts as read: its section is current once the heading passes it. */
const READING_LINE = 40;

interface Entry {
  link: HTMLAnchorElement;
  heading: HTMLElement;
}

export function initToc(doc: Document = document): void {
  const toc = doc.querySelector<HTMLDetailsElement>('details[data-toc]');
  if (!toc) return;
  const win = doc.defaultView ?? window;
  const entries: Entry[] = [];
  for (const link of toc.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
    const heading = doc.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (heading) entries.push({ link, heading });
  }
  if (entries.length === 0) return;

  const wide = win.matchMedia(WIDE);
  const keepOpen = () => {
    if (wide.matches) toc.open = true;
  };
  keepOpen();
  wide.addEventListener('change', keepOpen);

  let active: Entry | undefined;
  let chosen: Entry | undefined;

  const setActive = (next: Entry | undefined) => {
    if (next === active) return;
    active?.link.removeAttribute('aria-current');
    active = next;
    if (!next) return;
    next.link.setAttribute('aria-current', 'true');
    // Keep the entry visible inside a scrolling sidebar TOC (never scroll the page for it).
    if (wide.matches && toc.scrollHeight > toc.clientHeight) {
      const top = next.link.getBoundingClientRect().top - toc.getBoundingClientRect().top + toc.scrollTop;
      if (top < toc.scrollTop || top + next.link.offsetHeight > toc.scrollTop + toc.clientHeight) {
        toc.scrollTop = top - toc.clientHeight / 3;
      }
    }
  };

  /** The last heading above the reading line (40% down the viewport); at the very bottom, the chosen one if visible. */
  const sectionBeingRead = (): Entry | undefined => {
    const line = (win.innerHeight * READING_LINE) / 100;
    let found: Entry | undefined;
    for (const entry of entries) {
      if (entry.heading.getBoundingClientRect().top > line) break;
      found = entry;
    }
    const atBottom = win.innerHeight + win.scrollY >= doc.documentElement.scrollHeight - 2;
    if (atBottom && chosen) {
      const { top, bottom } = chosen.heading.getBoundingClientRect();
      if (top >= 0 && bottom <= win.innerHeight) return chosen;
    }
    return found;
  };
  const update = () => setActive(sectionBeingRead());

  // Headings crossing the reading line are the only moments the answer can change.
  const observer = new IntersectionObserver(update, { rootMargin: `0px 0px -${100 - READING_LINE}% 0px` });
  for (const { heading } of entries) observer.observe(heading);
  win.addEventListener('scrollend', update);

  toc.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a');
    const entry = entries.find((candidate) => candidate.link === link);
    if (!entry || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    chosen = entry;
    entry.heading.setAttribute('tabindex', '-1');
    entry.heading.scrollIntoView({ block: 'start' });
    entry.heading.focus({ preventScroll: true });
    if (win.location.hash !== entry.link.hash) win.history.pushState(null, '', entry.link.hash);
    setActive(entry);
  });
}
