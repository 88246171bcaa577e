import { expect, test } from '@playwright/test';
import { footerCompany, footerServices } from '../lib/content/navigation';
import { site } from '../lib/content/site';
import { expectOutbound, expectScrolledTo, sitePath } from './support/page-structure';

const pages = ['/', '/about', '/services', '/portfolio'];

test.describe('shared footer', () => {
  for (const path of pages) {
    test(`on ${path}: blurb, contact links, Services and Company links, copyright`, async ({ page }) => {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText(site.blurb)).toBeVisible();

      const mail = footer.getByRole('link', { name: site.email });
      await expect(mail).toHaveAttribute('href', `mailto:${site.email}`);
      await expectOutbound(footer.getByRole('link', { name: `${site.owner} on ${site.profileLabel}` }), site.profileUrl);

      const services = footer.getByRole('navigation', { name: 'Services links' });
      await expect(services.getByRole('link')).toHaveText(footerServices.map((link) => link.label));
      for (const link of footerServices) {
        await expect(services.getByRole('link', { name: link.label })).toHaveAttribute('href', sitePath(link.href));
      }

      const company = footer.getByRole('navigation', { name: 'Company links' });
      await expect(company.getByRole('link')).toHaveText(footerCompany.map((link) => link.label));
      for (const link of footerCompany) {
        await expect(company.getByRole('link', { name: link.label })).toHaveAttribute('href', sitePath(link.href));
      }

      await expect(footer).toContainText(`© ${site.copyrightYear} ${site.brand}`);
    });
  }

  test('the Services links land on their sections', async ({ page }) => {
    await page.goto('/about');
    for (const link of [...footerServices].reverse()) {
      const id = link.href.split('#')[1];
      await page.getByRole('contentinfo').getByRole('link', { name: link.label }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expectScrolledTo(page, page.locator(`section#${id}`));
    }
  });
});
