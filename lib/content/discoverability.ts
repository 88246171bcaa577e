/**
 * What the site tells search engines, feed readers and AI assistants beyond the pages themselves
 * (content/discoverability.json): the share card, the feed's name, the llms.txt introduction and which crawlers
 * robots.txt welcomes.
 */
import data from '../../content/discoverability.json';
import { load } from './load';

export const discoverability = load('discoverability', data);
