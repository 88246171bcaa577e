/**
 * Reads a multipart/form-data request body exactly as the browser sent it, so tests can assert
 * field names, values and order, and that nothing else (files, stray parts) was sent.
 */
export type Fields = Array<[name: string, value: string]>;

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

/** The fields of a body, checking every part is a plain text field between well-formed boundaries. */
export function parseMultipart(body: string, boundary: string): Fields {
  const closing = `--${boundary}--\r\n`;
  if (!body.endsWith(closing)) throw new Error('multipart body does not end with the closing boundary');
  const chunks = body.slice(0, -closing.length).split(`--${boundary}\r\n`);
  if (chunks.shift() !== '') throw new Error('multipart body does not start with a boundary');
  return chunks.map((chunk) => {
    const match = /^Content-Disposition: form-data; name="([^"]*)"\r\n\r\n([\s\S]*)\r\n$/.exec(chunk);
    if (!match) throw new Error(`unexpected multipart part: ${JSON.stringify(chunk)}`);
    return [match[1], match[2]];
  });
}
