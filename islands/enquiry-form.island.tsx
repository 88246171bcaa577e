/** The enquiry form's island (app/contact/page.tsx renders it with components/islands/Island.tsx). */
import { EnquiryForm } from '@/components/contact/EnquiryForm';
import { hydrateIsland } from './hydrate-island';

export default hydrateIsland(EnquiryForm);
