/** schema.org JSON-LD typed with schema-dts; nodes refer to each other by `@id`, so every page links one entity. */
import { jsonScriptText } from '../json-script';
import type {
  ArticleLeaf,
  BlogPostingLeaf,
  BreadcrumbListLeaf,
  CollectionPageLeaf,
  Graph,
  PersonLeaf,
  ProfessionalServiceLeaf,
  ServiceLeaf,
  Thing,
  WebSiteLeaf,
} from 'schema-dts';
import { blog } from '@/lib/content/blog';
import { discoverability } from '@/lib/content/discoverability';
import { site } from '@/lib/content/site';
import type { Topic } from '@/lib/render/categories';
import { absoluteUrl } from '@/lib/render/url';
import { caseStudyPath, postDescription, postPath, type SeoCaseStudy, type SeoPost } from './metadata';
import { caseStudyOgImagePath, postOgImagePath, siteOgImagePath } from './og';

const home = () => absoluteUrl('/');
export const ids = {
  person: () => `${home()}#person`,
  business: () => `${home()}#business`,
  website: () => `${home()}#website`,
};

/** One JSON-LD document holding several nodes. */
export function graph(...nodes: Thing[]): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

const country = site.locale.split('-')[1] ?? 'GB';

export function personNode(): PersonLeaf {
  return {
    '@type': 'Person',
    '@id': ids.person(),
    name: site.owner,
    jobTitle: site.role,
    description: site.blurb,
    url: absoluteUrl('/about'),
    email: site.email,
    sameAs: [site.profileUrl],
    worksFor: { '@id': ids.business() },
    knowsAbout: ['Content strategy', 'Copywriting', 'LinkedIn ghostwriting', 'AI search optimisation', 'Search engine optimisation'],
    knowsLanguage: site.locale,
    homeLocation: { '@type': 'Country', name: site.location },
  };
}

export function businessNode(): ProfessionalServiceLeaf {
  return {
    '@type': 'ProfessionalService',
    '@id': ids.business(),
    name: site.brand,
    description: site.blurb,
    url: home(),
    email: site.email,
    image: absoluteUrl(siteOgImagePath),
    founder: { '@id': ids.person() },
    employee: { '@id': ids.person() },
    address: { '@type': 'PostalAddress', addressCountry: country },
    areaServed: { '@type': 'Country', name: site.location },
    knowsLanguage: site.locale,
    slogan: discoverability.shareCard.headline,
    sameAs: [site.profileUrl],
  };
}

export function websiteNode(): WebSiteLeaf {
  return {
    '@type': 'WebSite',
    '@id': ids.website(),
    name: site.brand,
    description: site.blurb,
    url: home(),
    inLanguage: site.locale,
    publisher: { '@id': ids.business() },
    author: { '@id': ids.person() },
  };
}

/** One service offering, sold by the business. `path` is where it is described, e.g. /services#linkedin-ghostwriting. */
export function serviceNode({ name, description, category, path }: { name: string; description: string; category: string; path: string }): ServiceLeaf {
  return {
    '@type': 'Service',
    name,
    description,
    serviceType: category,
    url: absoluteUrl(path),
    provider: { '@id': ids.business() },
    areaServed: { '@type': 'Country', name: site.location },
  };
}

/** Every `author` on the site: a reference to the one Person (described in full on home and /about). */
export const authorRef = (): PersonLeaf => ({ '@type': 'Person', '@id': ids.person(), name: site.owner, url: absoluteUrl('/about') });

/** What every article of the site (post or case study) says of itself: its address, dates, image, author and publisher. */
function articleFields({ path, published, modified, image }: { path: string; published: string; modified: string; image: string }) {
  const url = absoluteUrl(path);
  return {
    '@id': `${url}#article`,
    datePublished: published,
    dateModified: modified,
    inLanguage: site.locale,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: absoluteUrl(image),
    author: authorRef(),
    publisher: { '@type': 'ProfessionalService', '@id': ids.business(), name: site.brand, url: home() },
  } as const;
}

export function blogPostingNode(post: SeoPost): BlogPostingLeaf {
  return {
    '@type': 'BlogPosting',
    ...articleFields({ path: postPath(post.slug), published: post.date, modified: post.modified, image: postOgImagePath(post.slug) }),
    headline: post.title,
    description: postDescription(post),
    ...(post.summary ? { abstract: post.summary } : {}),
    articleSection: post.category,
    wordCount: post.wordCount,
    timeRequired: `PT${post.readMinutes}M`,
    isPartOf: { '@type': 'Blog', name: discoverability.feed.title, url: absoluteUrl('/blog') },
  };
}

/** A case study: an article by the owner, joined to the same Person and ProfessionalService nodes. */
export function caseStudyNode(study: SeoCaseStudy & { services: Array<{ title: string; path: string }> }): ArticleLeaf {
  return {
    '@type': 'Article',
    ...articleFields({ path: caseStudyPath(study.slug), published: study.date, modified: study.date, image: caseStudyOgImagePath(study.slug) }),
    headline: study.title,
    description: study.summary,
    articleSection: 'Case studies',
    genre: 'Case study',
    about: [
      { '@type': 'Organization', name: study.client },
      ...study.services.map((service) => ({ '@type': 'Service' as const, name: service.title, url: absoluteUrl(service.path), provider: { '@id': ids.business() } })),
    ],
    isPartOf: { '@id': ids.website() },
  };
}

/** A list page of the site (/blog, /portfolio): a collection page whose parts are its articles, by the one author. */
export function listPageNode({ path, name, description, parts }: { path: string; name: string; description: string; parts: CollectionPageLeaf['hasPart'] }): CollectionPageLeaf {
  const url = absoluteUrl(path);
  return { '@type': 'CollectionPage', '@id': url, url, name, description, inLanguage: site.locale, isPartOf: { '@id': ids.website() }, author: authorRef(), hasPart: parts };
}

/** A post as a part of a list: its address, headline and dates. */
export const postPart = (post: SeoPost): BlogPostingLeaf => ({
  '@type': 'BlogPosting',
  '@id': `${absoluteUrl(postPath(post.slug))}#article`,
  headline: post.title,
  url: absoluteUrl(postPath(post.slug)),
  datePublished: post.date,
  dateModified: post.modified,
  author: authorRef(),
});

/** A case study as a part of a list. */
export const caseStudyPart = (study: SeoCaseStudy & { title: string }): ArticleLeaf => ({
  '@type': 'Article',
  '@id': `${absoluteUrl(caseStudyPath(study.slug))}#article`,
  headline: study.title,
  url: absoluteUrl(caseStudyPath(study.slug)),
  datePublished: study.date,
  author: authorRef(),
});

/** A topic hub: a collection page of the blog whose parts are its posts, each by the one author. */
export function collectionPageNode(topic: Pick<Topic<SeoPost>, 'name' | 'path' | 'posts'>): CollectionPageLeaf {
  const url = absoluteUrl(topic.path);
  return {
    '@type': 'CollectionPage',
    '@id': url,
    url,
    name: blog.topic.title(topic.name),
    description: blog.topic.description(topic.name, topic.posts.length),
    about: { '@type': 'Thing', name: topic.name },
    inLanguage: site.locale,
    isPartOf: { '@id': ids.website() },
    author: authorRef(),
    hasPart: topic.posts.map(postPart),
  };
}

/** Breadcrumbs from the home page down to the current page: [{ name, path }], root first. */
export function breadcrumbNode(trail: Array<{ name: string; path: string }>): BreadcrumbListLeaf {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** The nodes `ids` name, each described in full. */
const sharedNodes = (): Record<string, () => Thing> => ({ [ids.person()]: personNode, [ids.business()]: businessNode, [ids.website()]: websiteNode });

/** Every `@id` the data points at with a bare reference (`{ "@id": ... }`), and every `@id` a node of it describes. */
function idsIn(value: unknown, found = { referenced: new Set<string>(), defined: new Set<string>() }) {
  if (Array.isArray(value)) for (const item of value) idsIn(item, found);
  else if (value && typeof value === 'object') {
    const id = (value as Record<string, unknown>)['@id'];
    if (typeof id === 'string') (Object.keys(value).length === 1 ? found.referenced : found.defined).add(id);
    for (const item of Object.values(value)) idsIn(item, found);
  }
  return found;
}

/** The graph with every shared node it refers to described on the page: search engines read one page at a time. */
export function selfContained(data: Graph): Graph {
  const nodes = [...(data['@graph'] as Thing[])];
  const shared = sharedNodes();
  for (;;) {
    const { referenced, defined } = idsIn(nodes);
    const missing = [...referenced].filter((id) => !defined.has(id) && id in shared);
    if (!missing.length) return { ...data, '@graph': nodes };
    nodes.push(...missing.map((id) => shared[id]()));
  }
}

/** The JSON text for a <script type="application/ld+json">, safe inside HTML (no `</script>` break-out). */
export const jsonLdText = (data: Graph | Thing): string => jsonScriptText(data);
