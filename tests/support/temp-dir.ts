import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';

/** A temporary folder for the tests around the call, removed after them, and a writer of files into it. */
export function tempDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  /** Writes `text` to `path` inside the folder, making the folders on the way. */
  const write = (path: string, text: string | Buffer = '') => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  return { dir, write };
}
