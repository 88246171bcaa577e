/**
 * A multipart/form-data body as a browser writes it, so tests can assert the exact body: field names, values and
 * order, and that nothing else (files, stray parts) was sent. tests/support/form-stand-in.ts reads bodies.
 */
import type { Fields } from '../../lib/form-service';

export type { Fields };

/** The boundary named in a Content-Type header, or throws if it is not multipart/form-data. */
export function boundaryOf(contentType: string | undefined): string {
  const match = /^multipart\/form-data;\s*boundary=(.+)$/.exec(contentType ?? '');
  if (!match) throw new Error(`not a multipart/form-data request: ${contentType}`);
  return match[1];
}

/** The body a browser builds for these fields (HTML's multipart/form-data encoding, text fields only). */
export function multipartBody(boundary: string, fields: Fields): string {
  const parts = fields.map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value.replace(/\r?\n/g, '\r\n')}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}
