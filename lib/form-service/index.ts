/**
 * The form services by id, and the request body every one of them gets: the enquiry's fields in the
 * form's order, then the service's own fields, then (plain post only) its return fields, and the honeypot last.
 */
import { formspree } from './formspree';
import { formSubmit } from './formsubmit';
import type { Fields, FormService, ServiceId, ServiceSettings } from './service';
import { web3forms } from './web3forms';

export * from './service';

export const formServices: Record<ServiceId, FormService> = { formsubmit: formSubmit, formspree, web3forms };

export const serviceOf = (settings: Pick<ServiceSettings, 'service'>): FormService => formServices[settings.service];

/** The body of a send: `enquiry` fields, the service's, the plain post's return fields when `next` is given, the honeypot. */
export function requestFields(settings: ServiceSettings, enquiry: Fields, honey: string, next?: string): Fields {
  const service = serviceOf(settings);
  return [...enquiry, ...service.fields(settings), ...(next === undefined ? [] : service.plainFields(settings, next)), [service.honeypot, honey]];
}
