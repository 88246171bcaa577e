/**
 * Web3Forms (web3forms.com). Addressed by an access key (emailed by Web3Forms for the enquiry address),
 * sent as the `access_key` field: both paths post to `{endpoint}/submit`; it answers JSON
 * `{success: true|false, message}` (booleans), with an HTTP error status on failure. `botcheck` is the
 * honeypot, `subject` the mail's subject, and `redirect` the address a plain post returns the visitor to.
 */
import { describeUnreadable, isOk, jsonObject, type Answer, type FormService } from './service';

export function readWeb3Forms(status: number, body: string): Answer {
  const reply = jsonObject(body);
  if (!reply) return isOk(status) ? { kind: 'unreadable', reason: describeUnreadable(status, body) } : { kind: 'refused', reason: `HTTP ${status}` };
  const message = typeof reply.message === 'string' ? reply.message : '';
  if (isOk(status) && reply.success === true) return { kind: 'sent' };
  if (reply.success === false || !isOk(status)) return { kind: 'refused', reason: message ? `${message} (HTTP ${status})` : `HTTP ${status}` };
  return { kind: 'unreadable', reason: describeUnreadable(status, body) };
}

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
