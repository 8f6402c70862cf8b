import { test, expect } from './fixtures';
import { contentFolder, readContentFile, textAt } from './content-files';

// Expectations come from the files as an editor wrote them, not from the planner's presenter.
const UK = 'content/countries/uk.md';
const PLANNER = 'content/pages/cost-planner.md';
const CHANGES = 'content/pages/fee-changes.md';
const LABELS = 'content/labels.md';
const uk = readContentFile(UK).data;
const word = (key: string) => textAt(LABELS, `planner.${key}`);
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {});
const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.map(record) : []);
const costs = record(uk.costs);
const figures = record(uk.figures);
const pounds = (n: unknown) => `£${Number(n).toLocaleString('en-GB')}`;
/** The figure a cost item names for a city band, as the file writes it. */
const bandAmount = (band: string) => pounds(record(figures[String(list(record(costs.living).bands).find((b) => b.band === band)?.figure)]).amount);
const bands = list(costs.cityBands);
const [firstBand, secondBand] = bands;
const funds = record(costs.funds);
const route = textAt(PLANNER, 'route');

test('the UK plan: each city band priced from its figure, the funds to show, a shareable address and a WhatsApp message', async ({ page }) => {
  if (!firstBand || !secondBand) throw new Error(`${UK}: costs.cityBands needs two bands`);
  await page.goto(`${route}?destination=uk&level=undergraduate&city=${String(secondBand.key)}`);
  const planner = page.locator('#planner');
  const living = planner.getByRole('row', { name: new RegExp(word('items.living')) });

  await test.step(`${String(secondBand.label)}: its monthly living figure, and the money to show for ${String(funds.heldDays)} days`, async () => {
    await expect(planner.getByLabel(word('city'))).toHaveValue(String(secondBand.key));
    await expect(living).toContainText(`${bandAmount(String(secondBand.key))} per month`);
    await expect(planner.locator('.plan-funds')).toContainText(`${String(funds.livingMonths)} months`);
    await expect(planner.locator('.plan-funds')).toContainText(`${String(funds.heldDays)} days`);
    await expect(planner.locator('.plan-table tfoot')).toContainText('PKR');
  });

  await test.step(`${String(firstBand.label)}: the choice changes the plan and the address`, async () => {
    await planner.getByLabel(word('city')).selectOption(String(firstBand.key));
    await expect(living).toContainText(`${bandAmount(String(firstBand.key))} per month`);
    await expect(page).toHaveURL(new RegExp(`city=${String(firstBand.key)}`));
  });

  await test.step('the address restores the plan after a reload', async () => {
    await planner.getByLabel(word('years')).fill('2');
    await page.reload();
    await expect(planner.getByLabel(word('city'))).toHaveValue(String(firstBand.key));
    await expect(planner.getByLabel(word('years'))).toHaveValue('2');
  });

  await test.step('WhatsApp and the enquiry form carry the plan', async () => {
    const whatsapp = await planner.getByRole('link', { name: new RegExp(word('whatsapp')) }).getAttribute('href');
    const message = new URL(whatsapp ?? '').searchParams.get('text') ?? '';
    expect(message).toContain(String(uk.name));
    expect(message).toContain(String(firstBand.label));
    await planner.getByRole('link', { name: word('send') }).click();
    await expect(page.getByRole('textbox', { name: /./ }).last()).toHaveValue(new RegExp(String(firstBand.label)));
  });
});

test.describe('with scripts held back', () => {
  test.use({ javaScriptEnabled: false });

  test('every destination has its default plan as a table, and fee changes show on the guide and the changes page', async ({ page }) => {
    const visaFee = record(costs.visaFee);
    const [oldest] = list(visaFee.history);
    if (!oldest) throw new Error(`${UK}: costs.visaFee has no history to show`);
    const change = `${pounds(oldest.amount)} → `;
    await page.goto(route);
    const ukPlan = page.locator('#plan-uk');
    await expect(ukPlan.getByRole('table')).toContainText(`${pounds(figures.tuition && record(figures.tuition).amount)} per year`);
    await expect(page.locator('.planner-destination')).toHaveCount(contentFolder('content/countries').length);
    await page.goto(String(uk.route));
    await expect(page.getByRole('heading', { name: word('changesHeading') })).toBeVisible();
    await expect(page.locator('#fee-changes')).toContainText(change);
    await page.goto(textAt(CHANGES, 'route'));
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: change })).toHaveCount(1);
  });
});

test('a printed plan fits one A4 sheet, with ordinary margins, and prints only the chosen destination', async ({ page }) => {
  // The longest plan: the destination with the most cost lines, for the longest course in its file.
  await page.goto(`${route}?destination=uk&level=undergraduate&city=${String(secondBand?.key)}&years=${String(record(costs.courseYears).undergraduate)}`);
  await expect(page.locator('#planner .plan-table')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.planner-destination').first()).toBeHidden();
  await expect(page.locator('#planner .plan-table')).toBeVisible();
  const pdf = await page.pdf({ format: 'A4', margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' } });
  // Chromium writes each page as an uncompressed "/Type /Page" object.
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? [];
  expect(pages).toHaveLength(1);
});
