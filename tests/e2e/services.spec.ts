import { test, expect } from './fixtures';

const mainText = async (page: import('@playwright/test').Page) => (await page.getByRole('main').textContent()) ?? '';

test('education counselling: hero, four-step process and expert advice', async ({ page }) => {
  await page.goto('/education-counselling');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Providing you the pathway to excellence');
  const steps = page.locator('#how-it-works ol.steps > li');
  await expect(steps).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'Expert advice you can rely on', level: 2 })).toBeVisible();
});

test('application process: forwarding and processing times and the three kinds of offer', async ({ page }) => {
  await page.goto('/application-process');
  const text = await mainText(page);
  for (const phrase of ['24-48 hours', '2-8 weeks']) expect(text).toContain(phrase);
  for (const offer of ['Provisional', 'Conditional', 'Unconditional']) {
    await expect(page.getByRole('heading', { name: new RegExp(`^${offer}`), level: 3 })).toBeVisible();
  }
});

test('visa and scholarship guidance pages explain their service and link onwards', async ({ page }) => {
  await page.goto('/visa-guidance');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /visit visa/i }).first()).toHaveAttribute('href', '/visitvisa');
  await page.goto('/scholarship-guidance');
  await expect(page.getByRole('main').getByRole('link', { name: /Canada/ }).first()).toHaveAttribute('href', '/canadaScholarship');
});

test('student accommodation: provider lists with working Explore buttons, then six considerations', async ({ page }) => {
  await page.goto('/student-accomodation');
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  const stacked = ['University accommodation', 'Private student housing', 'Key accomodation considerations'];
  expect(headings.filter((h) => stacked.includes(h))).toEqual(stacked);
  const explore = page.getByRole('link', { name: /^Explore/ });
  expect(await explore.count()).toBeGreaterThanOrEqual(4);
  for (const link of await explore.all()) {
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  const boxes = page.locator('#considerations .card h3');
  await expect(boxes).toHaveCount(6);
  await expect(boxes).toContainText(['Location', 'Budget', 'Cultural and Social Aspects', 'Type of Accomodation', 'Lease Term and Conditions']);
  await expect(page.locator('#considerations .card-grid')).toHaveClass(/columns-2/);
});

test('health insurance: the spec\'s facts and a real Compare and Choose Insurance destination', async ({ page }) => {
  await page.goto('/health-Insurance');
  const text = (await mainText(page)).toLowerCase();
  for (const phrase of ['Medicare', '1984', '8501', 'Allianz Care Australia', 'Bupa', 'CBHS International Health', 'Medibank', 'nib', 'Belgian', 'Norwegian', 'Swedish', 'under 18', 'single', 'dual family', 'multi-family']) {
    expect(text, phrase).toContain(phrase.toLowerCase());
  }
  const compare = page.getByRole('link', { name: /Compare and Choose Insurance/ });
  await expect(compare).toHaveAttribute('href', /^https:\/\/www\.privatehealth\.gov\.au\//);
});

test('both casings of the insurance route reach the same page', async ({ page }) => {
  for (const path of ['/health-insurance', '/health-Insurance']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overseas Student Health Cover for Australia');
  }
});
