/**
 * The client quote on the home page. Sample wording: replace with a real client's words
 * (and their permission) before launch.
 */
export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  company: string;
}

export const testimonial: Testimonial = {
  quote:
    'Hannah took a vague brief and a folder of half-finished drafts and turned them into a content programme our sales team actually uses. Organic enquiries are up, and prospects now tell us ChatGPT recommended us by name.',
  name: 'Sarah Okafor',
  role: 'Marketing Director',
  company: 'Kestrel Analytics',
};
