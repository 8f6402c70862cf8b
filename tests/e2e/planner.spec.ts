import { test, expect } from './fixtures';
import { contentFolder, readContentFile, textAt } from './content-files';

// Expectations come from the files as an editor wrote them, not from the planner's presenter.
const UK = 'content/countries/uk.md';
const PLANNER = 'content/pages/cost-planner.md';
const CHANGES = 'content/pages/fee-changes.md';
const LABELS = 'content/labels.md';
const COMPARE = 'content/pages/compare.md';
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
/** A date as the file writes it (YAML may read 2025-01-02 as a date), as the pages print it: "2 January 2025". */
const isoOf = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
const longDate = (value: unknown) => new Date(`${isoOf(value)}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const filled = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A figure of the file as one amount in pounds a year (a month counts twelve times, a one-off once); null when the item names none. */
function yearly(name: unknown): number | null {
  if (typeof name !== 'string') return null;
  const figure = record(figures[name]);
  if (figure.currency !== 'GBP' || typeof figure.amount !== 'number') throw new Error(`${UK}: figures.${name}: this test reads one amount in GBP`);
  return figure.period === 'month' ? figure.amount * 12 : figure.amount;
}
const bandFigure = (band: string) => list(record(costs.living).bands).find((b) => b.band === band)?.figure;
/** An undergraduate's first year in a city band, from the file's items: each item's figure (the band's, for living costs), added up. */
function firstYear(band: string): number {
  const items = [costs.tuition, costs.visaFee, costs.health, ...list(costs.other)].map((item) => yearly(record(item).figure));
  return items.reduce<number>((sum, value) => sum + (value ?? 0), yearly(bandFigure(band)) ?? 0);
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

test('each city band: its first-year total and the money to show, worked out from the UK file, with the dates the amounts took effect', async ({ page }) => {
  const living = record(costs.living);
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
  const showsEffect = async (where: ReturnType<typeof page.locator>, effect: unknown) => {
    if (effect === undefined) await expect(where).not.toContainText(effectPrefix);
    else await expect(where).toContainText(filled(word('effect'), { date: longDate(effect) }));
  };
  const livingRow = planner.getByRole('row', { name: new RegExp(word('items.living')) });
  await showsEffect(livingRow, living.effect);
  await expect(livingRow).toContainText(word('notChecked'));
  await showsEffect(planner.locator('.plan-funds'), funds.effect);
  const visaFee = record(costs.visaFee);
  await showsEffect(planner.getByRole('row', { name: new RegExp(word('items.visaFee')) }), visaFee.effect);
});

test("the UK guide links to its plan, and shows its living costs' recorded changes band by band: earlier amounts, or newer ones waiting for an adviser", async ({ page }) => {
  const living = record(costs.living);
  const [earlier] = list(living.history);
  const newer = record(living.newer);
  if (!earlier && !newer.bands) throw new Error(`${UK}: costs.living records neither an earlier nor a newer amount per band; this test reads one of them`);
  await page.goto(String(uk.route));
  for (const band of bands) {
    if (earlier) {
      const old = list(earlier.bands).find((b) => b.band === band.key)?.amount;
      await expect(page.locator('#fee-changes')).toContainText(`(${String(band.label)}): ${pounds(old)} per month → ${bandAmount(String(band.key))} per month`);
    }
    if (newer.bands) {
      const amount = list(newer.bands).find((b) => b.band === band.key)?.amount;
      // "£1,483 per month (London)": the amount, its period, then the band.
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(page.getByRole('main')).toContainText(new RegExp(`${escape(pounds(amount))}[^,(]*\\(${escape(String(band.label))}\\)`));
    }
  }
  if (earlier) {
    await page.goto(textAt(CHANGES, 'route'));
    const [firstBandOld] = list(earlier.bands);
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: `${pounds(firstBandOld?.amount)} per month → ` })).toHaveCount(1);
    await page.goto(String(uk.route));
  }
  await page.getByRole('link', { name: filled(word('guideLink'), { country: String(uk.name) }) }).click();
  await expect(page).toHaveURL(new RegExp(`${route}\\?destination=uk`));
  await expect(page.locator('#planner').getByLabel(word('destination'))).toHaveValue('uk');
});

test('a guide whose funds to show have a newer official amount names it, its source and its date, as waiting for an adviser', async ({ page }) => {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  /** The label's template as a pattern: its words literal, each {name} the pattern given. */
  const pattern = (template: string, values: Record<string, string>) => template.split(/(\{\w+\})/).map((part) => values[part.slice(1, -1)] ?? escape(part)).join('');
  const withNewer = contentFolder('content/countries').flatMap(({ data }) => {
    const newer = record(record(record(data.costs).funds).newer);
    return typeof newer.amount === 'number' ? [{ guide: String(data.route), newer }] : [];
  });
  if (withNewer.length === 0) test.skip(true, 'no country records a newer funds amount today');
  for (const { guide, newer } of withNewer) {
    // The amount is left open around its digits ("CAD 22,895 per year"): the currency and period are the figure's.
    const line = pattern(word('newer'), { source: escape(String(record(newer.source).label)), amount: `[^;]*${escape(Number(newer.amount).toLocaleString('en-GB'))}[^;]*`, date: escape(longDate(newer.effect)) });
    await page.goto(guide);
    await expect(page.getByRole('main')).toContainText(new RegExp(`${escape(word('fundsHeading'))}: ${line}`));
  }
});

test('/compare links to the fee changes, as its text says', async ({ page }) => {
  const changesRoute = textAt(CHANGES, 'route');
  const { body } = readContentFile(COMPARE);
  const linkText = body.match(new RegExp(`\\[([^\\]]+)\\]\\(${changesRoute}\\)`))?.[1];
  if (!linkText) throw new Error(`${COMPARE}: no link to ${changesRoute} in the text`);
  await page.goto(textAt(COMPARE, 'route'));
  await page.getByRole('main').getByRole('link', { name: linkText }).click();
  await expect(page).toHaveURL(new RegExp(`${changesRoute}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(textAt(CHANGES, 'heading'));
});
