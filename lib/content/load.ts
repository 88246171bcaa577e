/** One content file as the site uses it: checked through its schema, the settings' placeholders filled. */
import type { z } from 'zod';
import { fillSite, siteValues } from './fill';
import { readData } from './read';
import type { dataFiles, DataFileKey } from './schemas';
import { site } from './site';

export const load = <K extends DataFileKey>(key: K, data: unknown): z.output<(typeof dataFiles)[K]['schema']> => fillSite(readData(key, data), siteValues(site));
