import { sep } from 'node:path';

/** A path of this platform with forward slashes, as exports, addresses and messages write it. */
export const toPosix = (path: string) => path.split(sep).join('/');
