import { join } from 'node:path';

/** Next's build cache folder: what a build keeps for the next one (never deployed); deleting .next/ empties it. */
export const buildCacheDir = join(process.cwd(), '.next', 'cache');
