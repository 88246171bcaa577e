import { Parser } from 'htmlparser2';

/** The text an HTML fragment shows, as a reader sees it: entities decoded, tags dropped, white space collapsed. */
export function textOfHtml(html: string): string {
  let text = '';
  new Parser({ ontext: (data) => (text += data) }).end(html);
  return text.replace(/\s+/g, ' ').trim();
}
