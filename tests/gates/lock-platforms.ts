/**
 * Whether package-lock.json can install on every platform: each native package (one whose optional
 * dependencies are builds for one operating system or processor) must have all of those builds in the lock,
 * or `npm ci` rejects the lock as out of sync on the platforms left out.
 * Hand-written: npm checks a lock only for the platform it runs on, so this reads the lock for all of them.
 */

export interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
}
export interface Lockfile {
  packages: Record<string, LockEntry>;
}
export interface MissingBinary {
  /** The native package, e.g. `next@16.4.6`. */
  owner: string;
  /** The platform build absent from the lock, e.g. `@next/swc-darwin-arm64@16.4.6`. */
  binary: string;
}

/** Names that say a package is one platform's build (`@next/swc-darwin-arm64`, `lightningcss-win32-x64-msvc`). */
const PLATFORM_NAME = /(?:^|[-/])(?:darwin|win32|linux|linuxmusl|freebsd|openbsd|netbsd|sunos|aix|android|openharmony|wasm32|wasi)(?:[-.]|$)/;

/** The entry Node would load for `name` from the package at `from`, walking up the node_modules folders. */
export function resolveInLock(lock: Lockfile, from: string, name: string): LockEntry | undefined {
  let dir = from;
  for (;;) {
    const entry = lock.packages[dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`];
    if (entry) return entry;
    if (!dir) return undefined;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent === -1 ? '' : dir.slice(0, parent);
  }
}

const isPlatformBuild = (name: string, entry: LockEntry | undefined) =>
  PLATFORM_NAME.test(name) || Boolean(entry?.os?.length || entry?.cpu?.length);

const packageName = (key: string) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** Every platform build a native package lists in the lock but the lock does not contain (at the wanted version). */
export function missingPlatformBinaries(lock: Lockfile): MissingBinary[] {
  const missing: MissingBinary[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (!entry.optionalDependencies) continue;
    const owner = `${key ? packageName(key) : '(root)'}@${entry.version ?? ''}`;
    for (const [name, range] of Object.entries(entry.optionalDependencies)) {
      const found = resolveInLock(lock, key, name);
      if (!isPlatformBuild(name, found)) continue;
      const exact = /^\d+\.\d+\.\d+(?:-[\w.]+)?$/.test(range);
      if (!found || (exact && found.version !== range)) missing.push({ owner, binary: `${name}@${range}` });
    }
  }
  return missing;
}

/** How many lock entries are builds for each operating system, e.g. `{ darwin: 16, win32: 16, linux: 40 }`. */
export function platformCounts(lock: Lockfile): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const entry of Object.values(lock.packages)) {
    for (const os of entry.os ?? []) counts[os] = (counts[os] ?? 0) + 1;
  }
  return counts;
}
