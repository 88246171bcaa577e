/** The client quote on the home page (content/testimonial.json). */
import data from '../../content/testimonial.json';
import { load } from './load';

export const testimonial = load('testimonial', data);
export type Testimonial = typeof testimonial;
