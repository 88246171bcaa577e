/**
 * FormSubmit (formsubmit.co), the default. Addressed by the enquiry email: the scripted send posts to
 * `{endpoint}/ajax/{email}` and gets HTTP 200 with `success` as the string "true" or "false" and a
 * `message`; the plain post goes to `{endpoint}/{email}` and the service returns the visitor to `_next`.
 * Until the owner clicks the activation email, every send answers "This form needs Activation";
 * `_honey` is the honeypot (a filled one is dropped while the answer still says success).
 */
import { describeUnreadable, isOk, jsonObject, type Answer, type Fields, type FormService, type ServiceSettings } from './service';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function readFormSubmit(status: number, body: string): Answer {
  const reply = jsonObject(body);
  if (!reply) return isOk(status) ? { kind: 'unreadable', reason: describeUnreadable(status, body) } : { kind: 'refused', reason: `HTTP ${status}` };
  const message = text(reply.message) || text(reply.error);
  // Strings per its documentation; a boolean is read the same way.
  const success = String(reply.success);
  if (isOk(status) && success === 'true') return { kind: 'sent' };
  if (/activat/i.test(message)) return { kind: 'activation', reason: message };
  if (success === 'false' || !isOk(status)) return { kind: 'refused', reason: message ? `${message} (HTTP ${status})` : `HTTP ${status}` };
  return { kind: 'unreadable', reason: describeUnreadable(status, body) };
}

export const formSubmit: FormService = {
  id: 'formsubmit',
  name: 'FormSubmit',
  endpoint: 'https://formsubmit.co',
  keyName: 'the enquiry email address',
  keyProblem: (key) => (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(key) ? undefined : `"${key}" is not an email address`),
  supports: ['backupAddress', 'visitorCopy', 'mailLayout'],
  ajaxUrl: ({ endpoint, key }) => `${endpoint}/ajax/${key}`,
  plainUrl: ({ endpoint, key }) => `${endpoint}/${key}`,
  fields: ({ to, subject, backupAddress, visitorCopy, mailLayout }: ServiceSettings): Fields => {
    const options: Fields = [];
    if (backupAddress) options.push(['_cc', backupAddress]);
    if (visitorCopy) options.push(['_autoresponse', visitorCopy]);
    if (mailLayout) options.push(['_template', mailLayout]);
    return [['_to', to], ['_subject', subject], ...options];
  },
  // Its captcha page needs scripts, so the plain post asks for none.
  plainFields: (_settings, next) => [
    ['_next', next],
    ['_captcha', 'false'],
  ],
  returnField: '_next',
  honeypot: '_honey',
  headers: { Accept: 'application/json' },
  read: readFormSubmit,
};
