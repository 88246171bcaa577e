/**
 * The "Book a 30-Minute Call" link appears on /contact (beside the form) and in the About page's call to action
 * only when lib/content/site.ts has a booking address (BOOKING_URL at build time); tests/builds/site.build.ts
 * builds with one set. This spec checks whichever state the export under test was built in.
 */
import { expect, test } from '@playwright/test';
import { bookCall } from '../lib/content/contact';
import { site } from '../lib/content/site';
import { expectOutbound, sitePath } from './support/page-structure';

for (const path of ['/contact', '/about']) {
  test(`${path}: the booking link ${site.bookingUrl ? 'opens the booking page in a new tab' : 'is absent, as no booking address is set'}`, async ({ page }) => {
    await page.goto(sitePath(path));
    const link = page.getByRole('main').getByRole('link', { name: new RegExp(bookCall.label) });
    if (!site.bookingUrl) {
      await expect(link).toHaveCount(0);
      await expect(page.getByRole('main')).not.toContainText(bookCall.label);
      return;
    }
    await expectOutbound(link, site.bookingUrl);
  });
}
