/**
 * The cost planner's script: choices, totals, the shareable address, printing. What the planner and
 * the fee changes show with scripts held back: tests/output/planner-static.test.ts.
 */
import { test, expect } from './fixtures';
import { figureOf, officialValues, readContentFile, siteDay, textAt, wholeVisaCharge } from './content-files';

// Expectations come from the files as an editor wrote them, not from the planner's presenter.
const UK = 'content/countries/uk.md';
const PLANNER = 'content/pages/cost-planner.md';
const LABELS = 'content/labels.md';
const uk = readContentFile(UK).data;
const word = (key: string) => textAt(LABELS, `planner.${key}`);
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {});
const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.map(record) : []);
const costs = record(uk.costs);
const figures = record(uk.figures);
const pounds = (n: unknown) => `£${Number(n).toLocaleString('en-GB')}`;
/** A money figure's value in force on the site's day, as the file writes it. */
function money(name: unknown): { amount: number; period: string } {
  const figure = figureOf(figures[String(name)], `${UK}: figures.${String(name)}`);
  if (figure.kind !== 'money' || figure.currency !== 'GBP' || figure.min !== figure.max) throw new Error(`${UK}: figures.${String(name)}: this test reads one amount in GBP`);
  return { amount: figure.min, period: figure.period };
}
/** The values of a figure as written, and the one in force on the site's day with the one before it. */
function changeOf(name: unknown) {
  const values = officialValues(figures[String(name)], `${UK}: figures.${String(name)}`);
  const now = values.filter((v) => (v.from ?? '') <= siteDay());
  return { values, current: now.at(-1), previous: now.at(-2) };
}
/** The figure a cost item names for a city band, in force, as the file writes it. */
const bandAmount = (band: string) => pounds(money(list(record(costs.living).bands).find((b) => b.band === band)?.figure).amount);
const bands = list(costs.cityBands);
const [firstBand, secondBand] = bands;
const funds = record(costs.funds);
const route = textAt(PLANNER, 'route');
/** A date as the file writes it (YAML may read 2025-01-02 as a date), as the pages print it: "2 January 2025". */
const isoOf = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
const longDate = (value: unknown) => new Date(`${isoOf(value)}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const filled = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A figure of the file as one amount in pounds a year (a month counts twelve times, a one-off once); null when the item names none. */
function yearly(name: unknown): number | null {
  if (typeof name !== 'string') return null;
  const { amount, period } = money(name);
  return period === 'month' ? amount * 12 : amount;
}
const bandFigure = (band: string) => list(record(costs.living).bands).find((b) => b.band === band)?.figure;
/** A yearly charge paid up front for the whole visa, for a course of `years` (content-files.ts). */
function wholeVisa(item: Record<string, unknown>, years: number): number | null {
  const perYear = yearly(item.figure);
  return perYear === null ? null : (wholeVisaCharge(item, perYear, years) ?? perYear);
}
/** An undergraduate's first year in a city band, from the file's items: each item's figure (the band's, for living costs), added up. */
function firstYear(band: string): number {
  const items = [costs.tuition, costs.visaFee, ...list(costs.other)].map((item) => yearly(record(item).figure));
  const health = wholeVisa(record(costs.health), Number(record(costs.courseYears).undergraduate));
  return items.reduce<number>((sum, value) => sum + (value ?? 0), (yearly(bandFigure(band)) ?? 0) + (health ?? 0));
}
/** The money to show: the months of the band's monthly living figure the rules ask for, plus the first year's tuition where asked. */
function fundsToShow(band: string): number {
  const monthly = (yearly(bandFigure(band)) ?? 0) / 12;
  return Number(funds.livingMonths) * monthly + (funds.firstYearTuition === true ? (yearly(record(costs.tuition).figure) ?? 0) : 0);
}

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

test('each city band: its first-year total and the money to show, worked out from the UK file, with the amounts in force and the dates they took effect', async ({ page }) => {
  for (const band of bands) {
    const key = String(band.key);
    await test.step(`${String(band.label)}`, async () => {
      await page.goto(`${route}?destination=uk&level=undergraduate&city=${key}`);
      const planner = page.locator('#planner');
      await expect(planner.locator('.plan-table tfoot').getByRole('cell').nth(1)).toContainText(pounds(firstYear(key)));
      await expect(planner.locator('.plan-funds')).toContainText(pounds(fundsToShow(key)));
      await expect(planner.locator('.plan-funds')).toContainText(`${String(funds.heldDays)} days`);
    });
  }
  // Each item shows the day its amount took effect where the file gives one, and no such line where it gives none.
  const planner = page.locator('#planner');
  const effectPrefix = word('effect').split('{date}')[0] ?? '';
  const showsEffect = async (where: ReturnType<typeof page.locator>, effect: string | null | undefined) => {
    if (!effect) await expect(where).not.toContainText(effectPrefix);
    else await expect(where).toContainText(filled(word('effect'), { date: longDate(effect) }));
  };
  const livingRow = planner.getByRole('row', { name: new RegExp(word('items.living')) });
  const living = changeOf(bandFigure(String(firstBand?.key))).current;
  await showsEffect(livingRow, living?.from);
  if (living?.read) await expect(livingRow).toContainText(filled(word('readOn'), { date: longDate(living.read) }));
  await expect(livingRow).toContainText(word('notChecked'));
  await showsEffect(planner.locator('.plan-funds'), living?.from);
  await showsEffect(planner.getByRole('row', { name: new RegExp(word('items.visaFee')) }), changeOf(record(costs.visaFee).figure).current?.from);
});

// The guide's recorded changes band by band, as built: tests/output/planner-static.test.ts.
test('the UK guide links to its plan, which opens on the UK', async ({ page }) => {
  await page.goto(String(uk.route));
  await page.getByRole('link', { name: filled(word('guideLink'), { country: String(uk.name) }) }).click();
  await expect(page).toHaveURL(new RegExp(`${route}\\?destination=uk`));
  await expect(page.locator('#planner').getByLabel(word('destination'))).toHaveValue('uk');
});

test('the UK health surcharge is one payment before the first year, for the whole visa', async ({ page }) => {
  const years = Number(record(costs.courseYears).postgraduate);
  const upFront = wholeVisa(record(costs.health), years);
  await page.goto(`${route}?destination=uk&level=postgraduate&years=${years}`);
  const row = page.locator('#planner').getByRole('row', { name: new RegExp(word('items.health')) });
  // The yearly amount, then the same one payment in the first year and for the whole course.
  await expect(row.getByRole('cell').nth(1)).toContainText(pounds(upFront));
  await expect(row.getByRole('cell').nth(2)).toContainText(pounds(upFront));
});
