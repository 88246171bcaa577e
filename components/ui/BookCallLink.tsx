import { Icon } from '@/components/ui/Icon';
import { bookCall } from '@/lib/content/contact';
import { site } from '@/lib/content/site';
import { buttonStyles } from './ButtonLink';
import { ExternalLink } from './ExternalLink';

/**
 * "Book a 30-Minute Call": a plain link to the booking page in the settings (content/site.json, or BOOKING_URL) (new tab; no embed, no script).
 * Renders nothing when no booking address is set.
 */
export function BookCallLink({ className = '' }: { className?: string }) {
  if (!site.bookingUrl) return null;
  return (
    <ExternalLink href={site.bookingUrl} className={`${buttonStyles.secondary} ${className}`}>
      <Icon name="calendar-days" className="size-5" />
      {bookCall.label}
    </ExternalLink>
  );
}
