import { test, expect } from './fixtures';

test('contact page shows the banner and the advisers\' details with working links', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get the help you need.');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
  await expect(main.getByRole('link', { name: /\+92 000 0000000/ })).toHaveAttribute('href', 'tel:+920000000000');
  await expect(main.getByText('Islamabad, Islamabad Capital Territory')).toBeVisible();
  await expect(main.getByText('Pakistan', { exact: true })).toBeVisible();
  await expect(main.getByRole('img', { name: 'Horizon Study Abroad Consultants' })).toBeVisible();
});

test('a consultation link carries the country into the enquiry', async ({ page }) => {
  await page.goto('/contact?country=uk');
  await expect(page.getByRole('status')).toContainText('Study in the UK');
  const email = page.getByRole('link', { name: 'E-mail your query' });
  await expect(email).toHaveAttribute('href', /subject=Enquiry%3A%20Study%20in%20the%20UK/);
  const whatsapp = page.getByRole('link', { name: /Message us on WhatsApp/ });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/920000000000\?text=.*Study%20in%20the%20UK/);
});
