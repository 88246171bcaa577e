/**
 * FormSubmit (formsubmit.co), the default. Addressed by the enquiry email: the scripted send posts to
 * `{endpoint}/ajax/{email}` and gets HTTP 200 with `success` as the string "true" or "false" and a
 * `message`; the plain post goes to `{endpoint}/{email}` and the service returns the visitor to `_next`.
 * Until the owner clicks the activation email, every send answers "This form needs Activation";
 * `_honey` is the honeypot (a filled one is dropped while the answer still says success).
 */
import { jsonAnswerReader, type Fields, type FormService, type ServiceSettings } from './service';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const readFormSubmit = jsonAnswerReader({
  // Strings per its documentation; a boolean is read the same way.
  sent: (reply) => String(reply.success) === 'true',
  reason: (reply) => text(reply.message) || text(reply.error),
  refused: (reply) => String(reply.success) === 'false',
  activation: /activat/i,
});

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
