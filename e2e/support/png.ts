import { readFileSync } from 'node:fs';

/** Width and height from a PNG's header (signature, then the IHDR chunk). */
export function pngSize(file: string): { width: number; height: number } | undefined {
  const bytes = readFileSync(file);
  const signature = '89504e470d0a1a0a';
  if (bytes.subarray(0, 8).toString('hex') !== signature || bytes.subarray(12, 16).toString('ascii') !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
