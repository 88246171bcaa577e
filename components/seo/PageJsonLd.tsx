import { blog } from '@/lib/content/blog';
import { pages } from '@/lib/content/pages';
import { serviceFamilies } from '@/lib/content/services';
import type { BlogPage } from '@/lib/render/blog-pages';
import type { CaseStudy } from '@/lib/render/case-studies';
import { categoryPath, type Topic } from '@/lib/render/categories';
import { absoluteUrl } from '@/lib/render/url';
import { caseStudyPath, postPath, type SeoPost } from '@/lib/render/seo/metadata';
import {
  blogPostingNode,
  breadcrumbNode,
  businessNode,
  caseStudyNode,
  caseStudyPart,
  collectionPageNode,
  graph,
  ids,
  listPageNode,
  personNode,
  postPart,
  serviceNode,
  websiteNode,
} from '@/lib/render/seo/structured-data';
import { JsonLd } from './JsonLd';

/** Home: the site, the business and its owner. */
export function HomeJsonLd() {
  return <JsonLd data={graph(websiteNode(), businessNode(), personNode())} />;
}

/** About: a profile page whose subject is the owner, with her business. */
export function AboutJsonLd() {
  const url = absoluteUrl(pages.about.path);
  return (
    <JsonLd
      data={graph(
        {
          '@type': 'ProfilePage',
          '@id': url,
          url,
          name: pages.about.title,
          description: pages.about.description,
          mainEntity: { '@id': ids.person() },
          isPartOf: { '@id': ids.website() },
        },
        personNode(),
        businessNode(),
        breadcrumbNode([
          { name: pages.home.label, path: pages.home.path },
          { name: pages.about.label, path: pages.about.path },
        ]),
      )}
    />
  );
}

/** Services: every offering on the page as a Service sold by the business, under its family's anchor. */
export function ServicesJsonLd() {
  const services = serviceFamilies.flatMap((family) =>
    family.offerings.map((offering) =>
      serviceNode({ name: offering.title, description: offering.description, category: family.eyebrow, path: `${pages.services.path}#${family.id}` }),
    ),
  );
  return (
    <JsonLd
      data={graph(
        ...services,
        businessNode(),
        breadcrumbNode([
          { name: pages.home.label, path: pages.home.path },
          { name: pages.services.label, path: pages.services.path },
        ]),
      )}
    />
  );
}

type Crumb = Parameters<typeof breadcrumbNode>[0][number];

/** A page's own node and its breadcrumb trail, which always starts at Home. */
function NodeWithTrail({ node, trail }: { node: Parameters<typeof graph>[0]; trail: Crumb[] }) {
  return <JsonLd data={graph(node, breadcrumbNode([{ name: pages.home.label, path: pages.home.path }, ...trail]))} />;
}

/** A post: the article itself and the trail Home > Help Centre > its topic > post. */
export function PostJsonLd({ post }: { post: SeoPost }) {
  const trail = [
    { name: pages.blog.label, path: pages.blog.path },
    { name: post.category, path: categoryPath(post.categorySlug) },
    { name: post.title, path: postPath(post.slug) },
  ];
  return <NodeWithTrail node={blogPostingNode(post)} trail={trail} />;
}

/** A case study: the article (by the owner, about the client and the services) and the trail Home > Portfolio > client. */
export function CaseStudyJsonLd({ study }: { study: CaseStudy }) {
  const trail = [
    { name: pages.portfolio.label, path: pages.portfolio.path },
    { name: study.client, path: caseStudyPath(study.slug) },
  ];
  return <NodeWithTrail node={caseStudyNode(study)} trail={trail} />;
}

/** A topic hub: the collection of its posts and the trail Home > Help Centre > topic. */
export function TopicJsonLd({ topic }: { topic: Pick<Topic<SeoPost>, 'name' | 'path' | 'posts'> }) {
  const trail = [
    { name: pages.blog.label, path: pages.blog.path },
    { name: topic.name, path: topic.path },
  ];
  return <NodeWithTrail node={collectionPageNode(topic)} trail={trail} />;
}

/** /blog and its later pages: a collection of the page's posts, and the trail Home > Help Centre (> Page n). */
export function BlogJsonLd({ page, total }: { page: BlogPage<SeoPost>; total: number }) {
  const later = page.number > 1;
  const node = listPageNode({
    path: page.path,
    name: later ? blog.pagination.title(page.number, total) : pages.blog.title,
    description: pages.blog.description,
    parts: page.posts.map(postPart),
  });
  const trail = [{ name: pages.blog.label, path: pages.blog.path }, ...(later ? [{ name: blog.pagination.page(page.number), path: page.path }] : [])];
  return <NodeWithTrail node={node} trail={trail} />;
}

/** /portfolio: a collection of the case studies, and the trail Home > Portfolio. */
export function PortfolioJsonLd({ studies }: { studies: CaseStudy[] }) {
  const node = listPageNode({ path: pages.portfolio.path, name: pages.portfolio.title, description: pages.portfolio.description, parts: studies.map(caseStudyPart) });
  return <NodeWithTrail node={node} trail={[{ name: pages.portfolio.label, path: pages.portfolio.path }]} />;
}

/** /contact: a contact page about the business, and the trail Home > Contact. */
export function ContactJsonLd() {
  const url = absoluteUrl(pages.contact.path);
  const node = { '@type': 'ContactPage', '@id': url, url, name: pages.contact.title, description: pages.contact.description, about: { '@id': ids.business() }, isPartOf: { '@id': ids.website() } } as const;
  return <NodeWithTrail node={node} trail={[{ name: pages.contact.label, path: pages.contact.path }]} />;
}
