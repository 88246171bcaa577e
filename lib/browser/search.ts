/**
 * Search across the Help Centre, in /search.js: Pagefind is imported only when the reader types, on the page's own
 * thread (a worker's address would be made from a string, which Trusted Types refuses). The newest search wins.
 */

/** The part of Pagefind's browser API used here (pagefind.js, documented at pagefind.app). */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}
interface Pagefind {
  options(options: { noWorker?: boolean; excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: Array<{ data(): Promise<PagefindResultData> }> } | null>;
}

/** Results shown at most; the status line counts them all. */
const shownResults = 10;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name]);

/** Pagefind's excerpt (escaped text with `<mark>` around each match) as DOM nodes, without parsing it as HTML. */
export function excerptNodes(excerpt: string, doc: Document = document): Node[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const marked = /^<mark>([\s\S]*)<\/mark>$/.exec(part);
      if (!marked) return doc.createTextNode(decode(part));
      const mark = doc.createElement('mark');
      mark.textContent = decode(marked[1]);
      return mark;
    });
}

/** The status line's words for `count` results of `query`, from the form's templates. */
export function foundMessage(form: HTMLElement, count: number, query: string): string {
  const template = count === 0 ? form.dataset.none : count === 1 ? form.dataset.one : form.dataset.many;
  return (template ?? '').replace('{count}', String(count)).replace('{query}', query);
}

function resultItem(result: PagefindResultData): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'rounded-card border border-line bg-white p-5';
  const link = document.createElement('a');
  link.href = result.url;
  link.className = 'text-lg font-semibold text-ink underline-offset-2 hover:text-accent hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
  link.textContent = result.meta.title ?? result.url;
  const heading = document.createElement('h2');
  heading.className = 'font-sans text-lg leading-snug';
  heading.append(link);
  item.append(heading);
  if (result.meta.category) {
    const category = document.createElement('p');
    category.className = 'mt-1 text-xs font-semibold uppercase tracking-wide text-accent-hover';
    category.textContent = result.meta.category;
    item.append(category);
  }
  const excerpt = document.createElement('p');
  excerpt.className = 'mt-2 text-sm text-muted [&_mark]:rounded-sm [&_mark]:bg-accent-tint [&_mark]:px-0.5 [&_mark]:text-ink';
  excerpt.append(...excerptNodes(result.excerpt));
  item.append(excerpt);
  return item;
}

export function initSearch(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-search]');
  const input = form?.querySelector<HTMLInputElement>('input[type="search"]');
  const status = form?.querySelector<HTMLElement>('[role="status"]');
  const list = form?.querySelector<HTMLOListElement>('[data-search-results]');
  if (!form || !input || !status || !list) return;
  const address = form.dataset.pagefind ?? '';
  let engine: Promise<Pagefind> | undefined;
  const load = () =>
    (engine ??= (import(address) as Promise<Pagefind>).then(async (pagefind) => {
      await pagefind.options({ noWorker: true, excerptLength: 24 });
      await pagefind.init();
      return pagefind;
    }));
  let latest = 0;

  async function run() {
    const query = input!.value.trim();
    const ticket = (latest += 1);
    if (!query) {
      list!.replaceChildren();
      status!.textContent = '';
      return;
    }
    status!.textContent = form!.dataset.searching ?? '';
    try {
      const search = await (await load()).search(query);
      const results = search?.results ?? [];
      const shown = await Promise.all(results.slice(0, shownResults).map((result) => result.data()));
      if (ticket !== latest) return;
      list!.replaceChildren(...shown.map(resultItem));
      status!.textContent = foundMessage(form!, results.length, query);
    } catch {
      // The engine could not load (offline, blocked): say so, and forget it so the next search tries again.
      engine = undefined;
      if (ticket === latest) status!.textContent = form!.dataset.failed ?? '';
    }
  }

  input.addEventListener('input', () => void run());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run();
  });
}
