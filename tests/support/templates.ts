/**
 * One address per page template of the site, for the first-visit checks: the pages, a case study and a post when
 * content/ has one (the first the site's loaders list), and the not-found page at a missing address.
 */
import { getAllCaseStudies } from '../../lib/render/case-studies';
import { getAllPosts } from '../../lib/render/posts';
import { caseStudyPath, postPath } from '../../lib/render/seo/metadata';
import { missingPath } from '../gates/routes';

const firstPost = getAllPosts()[0];
const firstCaseStudy = getAllCaseStudies()[0];

/** Paths without the base path. */
export const templatePaths = [
  '/',
  '/about',
  '/services',
  '/portfolio',
  ...(firstCaseStudy ? [caseStudyPath(firstCaseStudy.slug)] : []),
  '/blog',
  ...(firstPost ? [postPath(firstPost.slug)] : []),
  '/contact',
  missingPath,
];
