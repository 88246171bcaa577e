/** The strip of client names on the home page (content/clients.json). */
import data from '../../content/clients.json';
import { load } from './load';

export const clientStrip = load('clients', data);
