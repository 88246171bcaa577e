/**
 * The editor's local mode in a headless browser. On the owner's computer Sveltia CMS edits the project folder through
 * the File System Access API: "Work with Local Repository" opens the browser's folder picker, which a headless browser
 * cannot answer. Here the picker answers with a folder of the browser's own private file system (OPFS, the same
 * FileSystemDirectoryHandle type) filled with the copy's content/ and public/images/; everything else is the CMS as
 * the owner runs it: it reads, checks, writes and uploads through that handle. `syncBack` then writes what the CMS
 * wrote into the copy on disk, as the real picker's folder would have been written, for the dev server and the build.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Page } from '@playwright/test';

/** The folders of the project the editor reads and writes. */
const shared = ['content', 'public/images'];

function filesUnder(root: string, dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory() ? filesUnder(root, path) : [path];
  });
}

/** Makes the folder picker of `page` answer with an OPFS folder holding `dir`'s content/ and public/images/ (and a .git, as a clone has). */
export async function pickFolderIn(page: Page, dir: string): Promise<void> {
  const files = shared.flatMap((folder) => filesUnder(dir, folder)).map((path) => ({ path, base64: readFileSync(join(dir, path)).toString('base64') }));
  await page.addInitScript((project: Array<{ path: string; base64: string }>) => {
    const fill = async () => {
      const root = await navigator.storage.getDirectory();
      // Picked again in the same browser (the editor loaded afresh), the folder is the one the editor has written to.
      const picked = await root.getDirectoryHandle('project').catch(() => undefined);
      if (picked) return picked;
      const top = await root.getDirectoryHandle('project', { create: true });
      const git = await top.getDirectoryHandle('.git', { create: true });
      await (await (await git.getFileHandle('HEAD', { create: true })).createWritable()).close();
      for (const { path, base64 } of project) {
        const parts = path.split('/');
        let here = top;
        for (const part of parts.slice(0, -1)) here = await here.getDirectoryHandle(part, { create: true });
        const writable = await (await here.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
        await writable.close();
      }
      return top;
    };
    Object.defineProperty(window, 'showDirectoryPicker', { value: () => fill(), configurable: true });
  }, files);
}

/** Writes every file the editor created or changed in the OPFS folder into `dir`; returns their paths. */
export async function syncBack(page: Page, dir: string): Promise<string[]> {
  const files = await page.evaluate(async (folders: string[]) => {
    const top = await (await navigator.storage.getDirectory()).getDirectoryHandle('project');
    const found: Array<{ path: string; base64: string }> = [];
    const walk = async (handle: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, entry] of handle.entries()) {
        const path = `${prefix}${name}`;
        if (entry.kind === 'directory') await walk(entry as FileSystemDirectoryHandle, `${path}/`);
        else if (!name.endsWith('.crswap')) {
          // A file being written can vanish between listing and reading (the browser writes through a swap file), or
          // change while it is read (NotReadableError): it is skipped this time and read on the next call.
          const file = await (entry as FileSystemFileHandle).getFile().catch(() => undefined);
          const buffer = await file?.arrayBuffer().catch(() => undefined);
          if (!buffer) continue;
          const bytes = new Uint8Array(buffer);
          let binary = '';
          for (const byte of bytes) binary += String.fromCharCode(byte);
          found.push({ path, base64: btoa(binary) });
        }
      }
    };
    for (const folder of folders) {
      let handle: FileSystemDirectoryHandle | undefined = top;
      for (const part of folder.split('/')) handle = await handle?.getDirectoryHandle(part).catch(() => undefined);
      if (handle) await walk(handle, `${folder}/`);
    }
    return found;
  }, shared);
  const written: string[] = [];
  for (const { path, base64 } of files) {
    const target = join(dir, path);
    const bytes = Buffer.from(base64, 'base64');
    let before: Buffer | undefined;
    try {
      before = readFileSync(target);
    } catch {
      before = undefined;
    }
    if (before?.equals(bytes)) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
    written.push(relative(dir, target));
  }
  return written;
}
