/**
 * Formspree (formspree.io). Addressed by a form id from its dashboard: both paths post to
 * `{endpoint}/f/{form id}`; with `Accept: application/json` it answers `{ok: true}` on success and
 * `{errors: [{message, code}]}` (or `{error}`) otherwise, with an HTTP error status. `_gotcha` is the
 * honeypot. Returning to the site after a plain post (`_next`) is a paid feature, so a visitor without
 * scripts sees Formspree's own thank-you page, which links back.
 */
import { jsonAnswerReader, type FormService } from './service';

function messages(reply: Record<string, unknown>): string {
  const errors = Array.isArray(reply.errors) ? reply.errors : [];
  const list = errors.map((error) => (error && typeof error === 'object' && 'message' in error ? String(error.message) : '')).filter(Boolean);
  if (typeof reply.error === 'string') list.push(reply.error);
  return list.join('; ');
}

export const readFormspree = jsonAnswerReader({
  sent: (reply) => reply.ok === true,
  reason: messages,
  refused: (_reply, reason) => reason !== '',
  // A form whose address has not been confirmed yet: the owner must click Formspree's email first.
  activation: /(confirm|verif|activat)/i,
});

export const formspree: FormService = {
  id: 'formspree',
  name: 'Formspree',
  endpoint: 'https://formspree.io',
  keyName: 'the form id from the Formspree dashboard (e.g. xayzwbcd)',
  keyProblem: (key) => (/^[A-Za-z0-9]{6,12}$/.test(key) ? undefined : `"${key}" is not a Formspree form id (letters and digits, like xayzwbcd)`),
  supports: [],
  ajaxUrl: ({ endpoint, key }) => `${endpoint}/f/${key}`,
  plainUrl: ({ endpoint, key }) => `${endpoint}/f/${key}`,
  fields: ({ subject }) => [['_subject', subject]],
  plainFields: () => [],
  honeypot: '_gotcha',
  headers: { Accept: 'application/json' },
  read: readFormspree,
};
