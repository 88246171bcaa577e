/**
 * The base path a build is made for, from BASE_PATH ('' at the domain root, '/site' for
 * BASE_PATH=/site/), read the way next.config.ts reads it. For build steps and test tools;
 * pages use lib/render/url.ts.
 */
export const envBasePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');
