import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { missingPlatformBinaries, platformCounts, resolveInLock, type Lockfile } from './lock-platforms';

const projectLock: Lockfile = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8'));

it('package-lock.json holds every platform build of every native package, so npm ci installs anywhere', () => {
  const lines = missingPlatformBinaries(projectLock).map(({ owner, binary }) => `${owner} needs ${binary}`);
  expect(lines, 'pin a version whose binaries the registry serves for every platform, then npm install').toEqual([]);
});

it('package-lock.json lists macOS and Windows builds, not only the Linux ones', () => {
  const counts = platformCounts(projectLock);
  expect(counts.darwin ?? 0).toBeGreaterThan(0);
  expect(counts.win32 ?? 0).toBeGreaterThan(0);
});

describe('missingPlatformBinaries', () => {
  const swc = (os: string, cpu: string) => ({ version: '16.4.6', os: [os], cpu: [cpu] });
  const next = {
    version: '16.4.6',
    optionalDependencies: {
      sharp: '^0.35.5',
      '@next/swc-darwin-arm64': '16.4.6',
      '@next/swc-linux-x64-gnu': '16.4.6',
      '@next/swc-win32-x64-msvc': '16.4.6',
    },
  };

  it('names the native package and each platform build the lock lacks', () => {
    const lock: Lockfile = {
      packages: { '': {}, 'node_modules/next': next, 'node_modules/@next/swc-linux-x64-gnu': swc('linux', 'x64') },
    };
    expect(missingPlatformBinaries(lock)).toEqual([
      { owner: 'next@16.4.6', binary: '@next/swc-darwin-arm64@16.4.6' },
      { owner: 'next@16.4.6', binary: '@next/swc-win32-x64-msvc@16.4.6' },
    ]);
  });

  it('accepts a complete lock and ignores optional packages that are not platform builds', () => {
    const lock: Lockfile = {
      packages: {
        'node_modules/next': next,
        'node_modules/@next/swc-darwin-arm64': swc('darwin', 'arm64'),
        'node_modules/@next/swc-linux-x64-gnu': swc('linux', 'x64'),
        'node_modules/@next/swc-win32-x64-msvc': swc('win32', 'x64'),
      },
    };
    expect(missingPlatformBinaries(lock)).toEqual([]);
  });

  it('recognises a platform build by its os field when its name does not say so', () => {
    const lock: Lockfile = {
      packages: {
        'node_modules/watcher': { version: '1.0.0', optionalDependencies: { fsevents: '2.3.3' } },
        'node_modules/fsevents': { version: '2.3.2', os: ['darwin'] },
      },
    };
    expect(missingPlatformBinaries(lock)).toEqual([{ owner: 'watcher@1.0.0', binary: 'fsevents@2.3.3' }]);
  });

  it('finds builds nested under the package before the hoisted ones', () => {
    const lock: Lockfile = {
      packages: {
        'node_modules/a/node_modules/lightningcss': { version: '1.32.0', optionalDependencies: { 'lightningcss-darwin-x64': '1.32.0' } },
        'node_modules/a/node_modules/lightningcss-darwin-x64': { version: '1.32.0', os: ['darwin'] },
        'node_modules/lightningcss-darwin-x64': { version: '1.33.0', os: ['darwin'] },
      },
    };
    expect(resolveInLock(lock, 'node_modules/a/node_modules/lightningcss', 'lightningcss-darwin-x64')?.version).toBe('1.32.0');
    expect(missingPlatformBinaries(lock)).toEqual([]);
  });
});
