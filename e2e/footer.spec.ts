import { expect, test } from '@playwright/test';
import { footerCompany, footerServices } from '../content/navigation';
import { site } from '../content/site';
import { expectOutbound, expectScrolledTo, sitePath } from './support/page-structure';

const pages = ['/', '/about', '/services', '/portfolio'];

test.describe('shared footer', () => {
  for (const path of pages) {
    test(`on ${path}: blurb, contact links, Services and Company links, copyright 2025`, async ({ page }) => {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText(site.blurb)).toBeVisible();

      const mail = footer.getByRole('link', { name: site.email });
      await expect(mail).toHaveAttribute('href', `mailto:${site.email}`);
      await expectOutbound(footer.getByRole('link', { name: `${site.owner} on ${site.profileLabel}` }), site.profileUrl);

      const services = footer.getByRole('navigation', { name: 'Services links' });
      await expect(services.getByRole('link')).toHaveText(['Content Marketing', 'LinkedIn Ghostwriting']);
      await expect(services.getByRole('link', { name: 'Content Marketing' })).toHaveAttribute('href', sitePath('/services#content-marketing'));
      await expect(services.getByRole('link', { name: 'LinkedIn Ghostwriting' })).toHaveAttribute(
        'href',
        sitePath('/services#linkedin-ghostwriting'),
      );
      expect(footerServices.map((link) => link.href)).toEqual(['/services#content-marketing', '/services#linkedin-ghostwriting']);

      const company = footer.getByRole('navigation', { name: 'Company links' });
      await expect(company.getByRole('link')).toHaveText(['About', 'Portfolio', 'Blog', 'Contact']);
      for (const link of footerCompany) {
        await expect(company.getByRole('link', { name: link.label })).toHaveAttribute('href', sitePath(link.href));
      }

      await expect(footer).toContainText(`© 2025 ${site.brand}`);
    });
  }

  test('the Services links land on their sections', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'LinkedIn Ghostwriting' }).click();
    await expect(page).toHaveURL(/\/services#linkedin-ghostwriting$/);
    await expectScrolledTo(page, page.locator('section#linkedin-ghostwriting'));

    await page.getByRole('contentinfo').getByRole('link', { name: 'Content Marketing' }).click();
    await expect(page).toHaveURL(/\/services#content-marketing$/);
    await expectScrolledTo(page, page.locator('section#content-marketing'));
  });
});
