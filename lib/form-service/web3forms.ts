/**
 * Web3Forms (web3forms.com). Addressed by an access key (emailed by Web3Forms for the enquiry address),
 * sent as the `access_key` field: both paths post to `{endpoint}/submit`; it answers JSON
 * `{success: true|false, message}` (booleans), with an HTTP error status on failure. `botcheck` is the
 * honeypot, `subject` the mail's subject, and `redirect` the address a plain post returns the visitor to.
 */
import { jsonAnswerReader, type FormService } from './service';

export const readWeb3Forms = jsonAnswerReader({
  sent: (reply) => reply.success === true,
  reason: (reply) => (typeof reply.message === 'string' ? reply.message : ''),
  refused: (reply) => reply.success === false,
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const web3forms: FormService = {
  id: 'web3forms',
  name: 'Web3Forms',
  endpoint: 'https://api.web3forms.com',
  keyName: 'the access key Web3Forms emailed you (e.g. 1f2e3d4c-…)',
  keyProblem: (key) => (uuid.test(key) ? undefined : `"${key}" is not a Web3Forms access key (like 1f2e3d4c-5b6a-7980-a1b2-c3d4e5f60718)`),
  supports: [],
  ajaxUrl: ({ endpoint }) => `${endpoint}/submit`,
  plainUrl: ({ endpoint }) => `${endpoint}/submit`,
  fields: ({ key, subject }) => [
    ['access_key', key],
    ['subject', subject],
  ],
  plainFields: (_settings, next) => [['redirect', next]],
  returnField: 'redirect',
  honeypot: 'botcheck',
  headers: { Accept: 'application/json' },
  read: readWeb3Forms,
};
