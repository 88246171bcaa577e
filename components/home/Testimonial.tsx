import { testimonial } from '@/content/testimonial';
import { Quotation } from '@/components/ui/Quotation';

/** One large client quotation, attribution in muted text. */
export function Testimonial() {
  return <Quotation text={testimonial.quote} name={testimonial.name} role={`${testimonial.role}, ${testimonial.company}`} />;
}
