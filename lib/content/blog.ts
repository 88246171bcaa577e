/**
 * Words around the blog (the Help Centre): list page, author box and sidebar (content/pages/blog.json). Posts are in
 * content/posts/. Words with values of their own are templates ("Page {n} of {total}"), filled here.
 */
import data from '../../content/pages/blog.json';
import { fill } from './fill';
import { load } from './load';
import { site } from './site';

const words = load('blog', data);
const one = (forms: { one: string; many: string }, count: number, values: Record<string, string | number> = {}) => fill(count === 1 ? forms.one : forms.many, { ...values, count });

export const blog = {
  ...words,
  /** The links between the list's pages, and how a later page names itself. */
  pagination: {
    ...words.pagination,
    page: (n: number) => fill(words.pagination.page, { n }),
    pageOf: (n: number, total: number) => fill(words.pagination.pageOf, { n, total }),
    title: (n: number, total: number) => fill(words.pagination.title, { n, total }),
    description: (first: number, last: number, total: number) => fill(words.pagination.description, { first, last, total }),
  },
  author: { name: site.owner, role: site.role, ...words.author },
  sources: {
    ...words.sources,
    reference: (n: number) => fill(words.sources.reference, { n }),
    back: (n: number) => fill(words.sources.back, { n }),
    again: (k: number) => fill(words.sources.again, { k }),
  },
  /** Topic hubs, /blog/category/{slug}: one per category. */
  topic: {
    ...words.topic,
    title: (category: string) => fill(words.topic.title, { category }),
    intro: (category: string, count: number) => one(words.topic.intro, count, { category }),
    description: (category: string, count: number) => one(words.topic.description, count, { category }),
    /** Beside each topic in the list page's index. */
    count: (count: number) => one(words.topic.count, count),
  },
};
