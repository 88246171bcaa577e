/** A loopback stand-in of the form services for tests: one chosen answer at a time (docs/enquiries.md), requests kept. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Fields, ServiceId } from '../../lib/form-service';

/** Every answer the services give, and `stray-redirect`: a return the page's policy refuses (a `_next` elsewhere). */
export const standInAnswers = [
  'success',
  'refused',
  'activation',
  'web-server',
  'forbidden',
  'too-many',
  'server-error',
  'html',
  'empty',
  'invalid',
  'hang',
  'late-success',
  'no-cors',
  'stray-redirect',
] as const;
export type StandInAnswer = (typeof standInAnswers)[number];

export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  fields: Fields;
  /** A plain (no-script) post, as opposed to the scripted one that asks for JSON. */
  plain: boolean;
  /** The honeypot was filled: the service drops the send while its answer says success. */
  dropped: boolean;
}

export interface StandIn {
  /** The stand-in's base address, e.g. http://127.0.0.1:4510 (what FORM_ENDPOINT would be). */
  url: string;
  /** The answer the next requests get. */
  answer: StandInAnswer;
  readonly requests: Received[];
  /** Lets answers held by `late-success` go. */
  release(): void;
  close(): Promise<void>;
}

interface Shape {
  /** Which path is the scripted address and which the plain one (undefined: not this service's). */
  route(path: string, accept: string): { plain: boolean } | undefined;
  honeypot: string;
  /** The field holding the address a plain post returns to (undefined: the service shows its own page). */
  returnField?: string;
  success: { status: number; body: object };
  refused: { status: number; body: object };
  activation?: { status: number; body: object };
}

const formSubmitMessage = (message: string) => ({ success: 'false', message });

const shapes: Record<ServiceId, Shape> = {
  formsubmit: {
    route: (path) => (/^\/ajax\/[^/]+$/.test(path) ? { plain: false } : /^\/[^/]+@[^/]+$/.test(path) ? { plain: true } : undefined),
    honeypot: '_honey',
    returnField: '_next',
    success: { status: 200, body: { success: 'true', message: 'The form was submitted successfully.' } },
    refused: { status: 200, body: formSubmitMessage('Make sure you provide a valid email address.') },
    activation: {
      status: 200,
      body: formSubmitMessage(
        "This form needs Activation. We've sent you an email containing an 'Activate Form' button. Please click the button in the email to start receiving submissions.",
      ),
    },
  },
  formspree: {
    route: (path, accept) => (/^\/f\/[A-Za-z0-9]+$/.test(path) ? { plain: !accept.includes('application/json') } : undefined),
    honeypot: '_gotcha',
    success: { status: 200, body: { next: '/thanks?language=en', ok: true } },
    refused: { status: 422, body: { error: 'Validation errors', errors: [{ code: 'TYPE_EMAIL', field: 'email', message: 'should be an email' }] } },
  },
  web3forms: {
    route: (path, accept) => (path === '/submit' ? { plain: !accept.includes('application/json') } : undefined),
    honeypot: 'botcheck',
    returnField: 'redirect',
    success: { status: 200, body: { success: true, message: 'Email sent successfully!' } },
    refused: { status: 400, body: { success: false, message: 'Invalid Access Key' } },
  },
};

/** FormSubmit refuses bursts of sends with the message it gives pages opened as files. */
const webServerMessage = formSubmitMessage(
  'Make sure you open this page through a web server, FormSubmit will not work in pages browsed as HTML files.',
);

const page = (title: string) => `<!doctype html><html lang="en"><title>${title}</title><h1>${title}</h1></html>`;

/** The fields of a form post's body (multipart or URL-encoded), read by the platform's parser; none for another type. */
export async function formFields(body: BodyInit, type = ''): Promise<Fields> {
  if (!/multipart\/form-data|application\/x-www-form-urlencoded/.test(type)) return [];
  const data = await new Response(body, { headers: { 'content-type': type } }).formData();
  return [...data.entries()].map(([name, value]): [string, string] => [name, String(value)]);
}

async function readFields(request: IncomingMessage): Promise<Fields> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return formFields(Buffer.concat(chunks), request.headers['content-type']);
}

/** Starts a stand-in of `service` on loopback (`port` 0: any free port). */
export async function startStandIn(service: ServiceId, answer: StandInAnswer = 'success', port = 0): Promise<StandIn> {
  const shape = shapes[service];
  const requests: Received[] = [];
  const held = new Set<() => void>();
  const open = new Set<ServerResponse>();
  let released = false;

  const json = (response: ServerResponse, status: number, body: unknown, cors = true) => {
    response.writeHead(status, { 'content-type': 'application/json', ...(cors ? { 'access-control-allow-origin': '*' } : {}) });
    response.end(JSON.stringify(body));
  };

  const answerScripted = (response: ServerResponse) => {
    const cors = { 'access-control-allow-origin': '*' };
    switch (standIn.answer) {
      case 'success':
      case 'late-success':
      case 'stray-redirect':
        return json(response, shape.success.status, shape.success.body);
      case 'no-cors':
        return json(response, shape.success.status, shape.success.body, false);
      case 'refused':
        return json(response, shape.refused.status, shape.refused.body);
      case 'activation':
        return shape.activation ? json(response, shape.activation.status, shape.activation.body) : json(response, shape.success.status, shape.success.body);
      case 'web-server':
        return json(response, 200, webServerMessage);
      case 'forbidden':
      case 'too-many':
      case 'server-error': {
        const status = { forbidden: 403, 'too-many': 429, 'server-error': 500 }[standIn.answer];
        response.writeHead(status, { 'content-type': 'text/html', ...cors });
        return response.end(page(`Error ${status}`));
      }
      case 'html':
        response.writeHead(200, { 'content-type': 'text/html', ...cors });
        return response.end(page('Thanks!'));
      case 'empty':
        response.writeHead(200, cors);
        return response.end();
      case 'invalid':
        response.writeHead(200, { 'content-type': 'application/json', ...cors });
        return response.end('{"success": "tr');
      case 'hang':
        return;
    }
  };

  const answerPlain = (response: ServerResponse, fields: Fields) => {
    const back = shape.returnField ? fields.find(([name]) => name === shape.returnField)?.[1] : undefined;
    switch (standIn.answer) {
      case 'success':
      case 'late-success':
      case 'no-cors':
        response.writeHead(302, { location: back ?? '/thanks' });
        return response.end();
      case 'hang':
        return;
      case 'stray-redirect':
        response.writeHead(302, { location: 'https://elsewhere.invalid/contact/sent' });
        return response.end();
      case 'activation':
        if (shape.activation) {
          response.writeHead(200, { 'content-type': 'text/html' });
          return response.end(page('Action required: activate form'));
        }
        response.writeHead(302, { location: back ?? '/thanks' });
        return response.end();
      default:
        response.writeHead(standIn.answer === 'too-many' ? 429 : 400, { 'content-type': 'text/html' });
        return response.end(page('Error'));
    }
  };

  const server = createServer(async (request, response) => {
    open.add(response);
    response.on('close', () => open.delete(response));
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'GET' && url.pathname === '/thanks') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end(page('Thanks!'));
    }
    const route = request.method === 'POST' ? shape.route(url.pathname, request.headers.accept ?? '') : undefined;
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/html' });
      return response.end(page('Not found'));
    }
    let fields: Fields;
    try {
      fields = await readFields(request);
    } catch {
      // The sender gave up before its body arrived (an aborted send): nothing was received, nothing to answer.
      return response.destroy();
    }
    const dropped = fields.some(([name, value]) => name === shape.honeypot && value !== '');
    requests.push({ method: request.method ?? '', path: url.pathname, headers: request.headers, fields, plain: route.plain, dropped });
    const answer = () => (route.plain ? answerPlain(response, fields) : answerScripted(response));
    if (standIn.answer === 'late-success' && !released) held.add(answer);
    else answer();
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const standIn: StandIn = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answer,
    requests,
    release() {
      released = true;
      for (const answer of held) answer();
      held.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of open) response.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return standIn;
}
