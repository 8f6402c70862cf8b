/**
 * The cost planner's script: choices, totals, the shareable address, printing. What the planner and
 * the fee changes show with scripts held back: tests/output/planner-static.test.ts.
 */
import { test, expect } from './fixtures';
import { bandAmount, bands, costs, funds, record, route, UK, uk, word } from './plan-files';

/*
 * Expectations come from the files as an editor wrote them (tests/e2e/plan-files.ts), not from the
 * planner's presenter. The sums, the surcharge and the dates are tested in Jest
 * (tests/unit/planner-page.test.tsx), the fee changes and links in tests/output/fee-changes.test.ts;
 * here: the address round trip, the island's interaction and the printed page.
 */
const [firstBand, secondBand] = bands;

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
