/**
 * What the content files say, read the plain way: the raw YAML frontmatter of each file. End-to-end
 * expectations come from here rather than from the presenters that build the pages (compareRows,
 * statCards), so a presenter that picks the wrong figure, drops an estimate or sorts rows wrongly
 * fails the test instead of agreeing with itself. Only the formatters that turn one number into
 * text ("£25,000 per year", "≈ PKR 9.3 million") are shared with the site: they are the format
 * the pages promise, and are unit-tested on their own.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { currencyCodes, formatFigure, periods, qualifiers, type CurrencyCode, type Figure } from '@/lib/content/figures';
import { formatRupees, pkrEstimate, type Rates } from '@/lib/money-format';
import { addDays, formatDate } from '@/lib/fill-label';

type Raw = Record<string, unknown>;

const root = process.cwd();

const isRecord = (value: unknown): value is Raw => value !== null && typeof value === 'object' && !Array.isArray(value);
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined => values.find((v) => v === value);

function field(data: Raw, key: string, file: string): unknown {
  if (!(key in data)) throw new Error(`${file}: no ${key}`);
  return data[key];
}
function text(data: Raw, key: string, file: string): string {
  const value = field(data, key, file);
  if (typeof value !== 'string') throw new Error(`${file}: ${key} is not text`);
  return value;
}
function record(data: Raw, key: string, file: string): Raw {
  const value = field(data, key, file);
  if (!isRecord(value)) throw new Error(`${file}: ${key} is not a mapping`);
  return value;
}

/**
 * A content file's frontmatter and body, as YAML and Markdown, with no schema applied; from this
 * project, or from the copy at `dir`.
 */
export function readContentFile(file: string, dir = root): { data: Raw; body: string } {
  const { data, content } = matter(fs.readFileSync(path.join(dir, file), 'utf8'));
  return { data: { ...data }, body: content };
}

/** Every Markdown file of a content folder, in file-name order. */
export function contentFolder(folder: string): { file: string; data: Raw; body: string }[] {
  return fs
    .readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const file = `${folder}/${name}`;
      return { file, ...readContentFile(file) };
    });
}

/** A day as the file writes it: YAML read the plain way turns 2025-01-02 into a Date. */
function dayOf(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' ? value : null;
}

/** The day the site under test was built for: SITE_DATE as the build read it, or today. */
export function siteDay(): string {
  return process.env.SITE_DATE?.trim() || new Date().toISOString().slice(0, 10);
}

/**
 * A figure as the editor wrote it (`{ amount: 25000, currency: GBP, period: year }`, `{ count: 150,
 * plus: true }`), or its timeline: a list of such values, each later one with the day it takes
 * effect (`from`); the one in force on the site's day, with the official ones still to come.
 */
export function figureOf(raw: unknown, where: string, day = siteDay()): Figure {
  if (Array.isArray(raw)) {
    const official = raw.filter((value) => isRecord(value) && value.reported !== true);
    const fromOf = (value: unknown) => (isRecord(value) ? dayOf(value.from) ?? '' : '');
    const inForce = official.filter((value) => fromOf(value) <= day);
    const current = inForce.at(-1);
    if (!current) throw new Error(`${where}: no value in force on ${day}`);
    const upcoming = official.filter((value) => fromOf(value) > day).map((value, i) => ({ ...valueOf(value, `${where}[${i}]`), from: fromOf(value) }));
    // A report families hear of: newer than the value in force, and in force already or within 90 days.
    const report = raw
      .filter((value) => isRecord(value) && value.reported === true && fromOf(value) > fromOf(current) && fromOf(value) <= addDays(day, 90))
      .at(-1);
    const reportSource = isRecord(report) && isRecord(report.source) ? { label: String(report.source.label), href: String(report.source.href) } : undefined;
    const reportedChange = report ? { ...valueOf(report, `${where} (reported)`), from: fromOf(report), reported: true, ...(reportSource ? { source: reportSource } : {}) } : undefined;
    return { ...valueOf(current, where), upcoming, ...(reportedChange ? { reportedChange } : {}) };
  }
  return valueOf(raw, where);
}

/** A figure's official values as written, oldest first, each with its day (none on the first). */
export function officialValues(raw: unknown, where: string): { figure: Figure; from: string | null; source: Raw | null; read: string | null }[] {
  const values = (Array.isArray(raw) ? raw : [raw]).filter((value) => !(isRecord(value) && value.reported === true));
  return values.map((value, i) => {
    const written = isRecord(value) ? value : {};
    return {
      figure: valueOf(value, `${where}[${i}]`),
      from: dayOf(written.from),
      source: isRecord(written.source) ? written.source : null,
      read: dayOf(written.read),
    };
  });
}

function valueOf(raw: unknown, where: string): Figure {
  if (!isRecord(raw)) throw new Error(`${where}: not a figure`);
  if ('amount' in raw || 'min' in raw) {
    const min = Number(raw.amount ?? raw.min);
    const max = Number(raw.amount ?? raw.max);
    const currency = oneOf(currencyCodes, raw.currency);
    const period = oneOf(periods, raw.period);
    if (!currency || !period) throw new Error(`${where}: money without a known currency and period`);
    return { kind: 'money', min, max, currency, period, qualifier: oneOf(qualifiers, raw.qualifier) };
  }
  if ('count' in raw) return { kind: 'count', count: Number(raw.count), plus: raw.plus === true };
  if ('percent' in raw) {
    const evidence = isRecord(raw.evidence) ? raw.evidence : null;
    return {
      kind: 'percent',
      percent: Number(raw.percent),
      ...(evidence
        ? { evidence: { count: Number(evidence.count), ...(evidence.total === undefined ? {} : { total: Number(evidence.total) }), covers: String(evidence.covers), period: String(evidence.period) } }
        : {}),
    };
  }
  if (typeof raw.text === 'string') return { kind: 'text', text: raw.text };
  throw new Error(`${where}: a figure of no known shape`);
}

/** The exchange rates file: rupees per unit of each currency. */
export function rates(): Rates {
  const file = 'content/exchange-rates.md';
  const written = record(readContentFile(file).data, 'rates', file);
  return Object.fromEntries(currencyCodes.flatMap((code) => (typeof written[code] === 'number' ? [[code, written[code]]] : [])));
}

const toPkr = (amount: number, currency: CurrencyCode, known: Rates): number | null => (currency === 'PKR' ? amount : (known[currency] ?? null));

/**
 * The line beside a percentage (the consultancy's own claim), from content/labels.md: its counts
 * when the file gives evidence, or that it is the consultancy's own figure. Other figures have none.
 */
export function figureNote(figure: Figure): string | null {
  const labels = 'content/labels.md';
  const next = figure.upcoming?.[0];
  if (figure.kind !== 'percent') {
    return next?.from ? textAt(labels, 'country.figureComing').replace('{date}', formatDate(next.from)).replace('{value}', formatFigure(next)) : null;
  }
  const evidence = figure.evidence;
  if (!evidence) return textAt(labels, 'trust.claimOwn');
  const words = textAt(labels, evidence.total === undefined ? 'trust.claimCount' : 'trust.claimCounted');
  return words
    .replace('{count}', evidence.count.toLocaleString('en-GB'))
    .replace('{total}', (evidence.total ?? 0).toLocaleString('en-GB'))
    .replace('{covers}', evidence.covers)
    .replace('{period}', evidence.period);
}

/** What a page prints for a figure: its text, the rupee estimate after a foreign amount, and a percentage's note. */
export function figureParts(figure: Figure, known: Rates = rates()): { text: string; estimate: string | null; note: string | null } {
  return { text: formatFigure(figure), estimate: figure.kind === 'money' ? pkrEstimate(figure, known) : null, note: figureNote(figure) };
}

/** The line beside a figure a report gives a newer value of, with the report's link as its text reads. */
export function reportedLine(figure: Figure): string {
  const labels = 'content/labels.md';
  const report = figure.reportedChange;
  if (!report?.from) return '';
  const words = textAt(labels, 'country.figureReported').replace('{date}', formatDate(report.from)).replace('{value}', formatFigure(report));
  return report.source ? `${words} ${report.source.label} ${textAt(labels, 'common.newTab')}` : words;
}

/** The figure's text, estimate, note and reported line as one string, as an element's text content reads. */
export function shownFigure(figure: Figure, known: Rates = rates()): string {
  const { text, estimate, note } = figureParts(figure, known);
  return `${text}${estimate ?? ''}${note ?? ''}${reportedLine(figure)}`;
}

export type CountryFile = {
  file: string;
  id: string;
  name: string;
  route: string;
  menuOrder: number | undefined;
  figures: Record<string, Figure>;
  /** The stat cards as the file lists them: label, figure text, rupee estimate and a percentage's note. */
  stats: { label: string; text: string; estimate: string | null; note: string | null }[];
  /** The costs: block as written, or null. */
  costs: Raw | null;
  /** The englishMinimums: block as written, or null. */
  englishMinimums: Raw | null;
};

/** Every country guide's file. */
export function countryFiles(): CountryFile[] {
  const known = rates();
  return contentFolder('content/countries').map(({ file, data }) => {
    const figures = Object.fromEntries(Object.entries(record(data, 'figures', file)).map(([name, raw]) => [name, figureOf(raw, `${file}: figures.${name}`)]));
    const statList = field(data, 'stats', file);
    const stats = (Array.isArray(statList) ? statList : []).map((stat: unknown, i) => {
      if (!isRecord(stat)) throw new Error(`${file}: stats[${i}] is not a mapping`);
      const figure = figures[text(stat, 'figure', file)];
      if (!figure) throw new Error(`${file}: stats[${i}] names no figure of the file`);
      return { label: text(stat, 'label', file), ...figureParts(figure, known) };
    });
    const menu = data.menu;
    return {
      file,
      id: path.basename(file, '.md'),
      name: text(data, 'name', file),
      route: text(data, 'route', file),
      menuOrder: isRecord(menu) && typeof menu.order === 'number' ? menu.order : undefined,
      figures,
      stats,
      costs: isRecord(data.costs) ? data.costs : null,
      englishMinimums: isRecord(data.englishMinimums) ? data.englishMinimums : null,
    };
  });
}

/**
 * A yearly charge paid up front for the whole visa (the UK health surcharge), as GOV.UK counts it,
 * from a cost item's `wholeVisa` as written: the visa runs `monthsBefore` the course and, after
 * it, the months the longest matching course length gives; each whole year costs the yearly
 * amount, a part year above 6 months the same, 6 months or less half. Null without the rule.
 */
export function wholeVisaCharge(item: unknown, perYear: number, courseYears: number): number | null {
  const rule = isRecord(item) && isRecord(item.wholeVisa) ? item.wholeVisa : null;
  if (!rule) return null;
  const course = courseYears * 12;
  const after = (Array.isArray(rule.monthsAfter) ? rule.monthsAfter.filter(isRecord) : [])
    .sort((a, b) => Number(b.courseMonths) - Number(a.courseMonths))
    .find((r) => course >= Number(r.courseMonths));
  const months = Number(rule.monthsBefore) + course + Number(after?.months ?? 0);
  const rest = months % 12;
  return Math.floor(months / 12) * perYear + (rest === 0 ? 0 : rest > 6 ? perYear : perYear / 2);
}

/**
 * A country's first-year cost in rupees as /compare states it, read from the file's costs: block
 * (lowest figures, undergraduate, the first city band): a yearly amount once, a monthly one twelve
 * times, a one-off once. Complete only with both tuition and living costs (compare.md says so).
 */
export function firstYearBudget(country: CountryFile, known: Rates = rates()): { pkr: number; text: string; complete: boolean } | null {
  const costs = country.costs;
  if (!costs) return null;
  const itemFigure = (item: unknown): Figure | undefined => {
    if (!isRecord(item)) return undefined;
    const bands = Array.isArray(item.bands) ? item.bands : [];
    const [firstBand] = bands;
    const name = typeof item.figure === 'string' ? item.figure : isRecord(firstBand) && typeof firstBand.figure === 'string' ? firstBand.figure : undefined;
    return name === undefined ? undefined : country.figures[name];
  };
  const firstYearPkr = (figure: Figure | undefined) => {
    if (figure?.kind !== 'money') return null;
    const rate = toPkr(1, figure.currency, known);
    return rate === null ? null : figure.min * rate * (figure.period === 'month' ? 12 : 1);
  };
  const tuition = firstYearPkr(itemFigure(costs.tuition));
  if (tuition === null) return null;
  const others = [costs.living, costs.visaFee, ...(Array.isArray(costs.other) ? costs.other : [])].map((item) => firstYearPkr(itemFigure(item)) ?? 0);
  // The health cost: yearly, or paid for the whole visa of an undergraduate course in the first year.
  const health = itemFigure(costs.health);
  const years = isRecord(costs.courseYears) ? Number(costs.courseYears.undergraduate) : 1;
  const healthYear = firstYearPkr(health);
  const upFront = health?.kind === 'money' && healthYear !== null ? wholeVisaCharge(costs.health, healthYear, years) : null;
  others.push(upFront ?? healthYear ?? 0);
  const pkr = others.reduce((sum, value) => sum + value, tuition);
  return { pkr, text: `≈ ${formatRupees(pkr)}`, complete: firstYearPkr(itemFigure(costs.living)) !== null };
}

/** One text field of a file's frontmatter, by its path (`compare.incomplete`). */
export function textAt(file: string, dotted: string): string {
  let value: unknown = readContentFile(file).data;
  for (const key of dotted.split('.')) value = isRecord(value) ? value[key] : undefined;
  if (typeof value !== 'string') throw new Error(`${file}: ${dotted} is not text`);
  return value;
}

/** A mapping of a file's frontmatter, by its path (`columns`), in the order the file writes it. */
export function mappingAt(file: string, dotted: string): [string, unknown][] {
  let value: unknown = readContentFile(file).data;
  for (const key of dotted.split('.')) value = isRecord(value) ? value[key] : undefined;
  if (!isRecord(value)) throw new Error(`${file}: ${dotted} is not a mapping`);
  return Object.entries(value);
}

/** The header's entries in content/site.md's order: each link's or dropdown button's label. */
export function navLabels(): string[] {
  const file = 'content/site.md';
  const nav = field(readContentFile(file).data, 'nav', file);
  return (Array.isArray(nav) ? nav : []).map((entry: unknown) => {
    if (!isRecord(entry)) throw new Error(`${file}: an entry of nav is not a mapping`);
    return text(entry, 'label', file);
  });
}

/** A header menu of content/site.md (`menu: countries`): its button's label and the extra links it lists. */
export function siteMenu(menu: string): { label: string; links: { label: string; href: string }[] } {
  const file = 'content/site.md';
  const nav = field(readContentFile(file).data, 'nav', file);
  const item = (Array.isArray(nav) ? nav : []).find((entry: unknown) => isRecord(entry) && entry.menu === menu);
  if (!isRecord(item)) throw new Error(`${file}: nav has no menu: ${menu}`);
  const links = (Array.isArray(item.links) ? item.links : []).map((link: unknown) => {
    if (!isRecord(link)) throw new Error(`${file}: a link of menu ${menu} is not a mapping`);
    return { label: text(link, 'label', file), href: text(link, 'href', file) };
  });
  return { label: text(item, 'label', file), links };
}

/**
 * A claim's value as content/site.md gives it: written, counted from `founded` in the site's
 * day's year (`yearsSinceFounded: true`), or `founded` itself (`yearFounded: true`).
 */
export function claimValue(claim: string): string {
  const { data } = readContentFile('content/site.md');
  const entry = isRecord(data.claims) ? data.claims[claim] : undefined;
  if (isRecord(entry) && entry.yearsSinceFounded === true) return String(Number(siteDay().slice(0, 4)) - Number(data.founded));
  if (isRecord(entry) && entry.yearFounded === true) return String(data.founded);
  if (!isRecord(entry) || entry.value === undefined) throw new Error(`content/site.md: claims.${claim} has no value`);
  return String(entry.value);
}

/** A badge's or card's text as the page shows it: `{claim}` replaced by the claim's value in content/site.md. */
export function withClaimValue(text: string, claim: string | undefined): string {
  return claim ? text.replaceAll('{claim}', claimValue(claim)) : text;
}

/**
 * Every link of a header menu in the order the page lists it: the files of `content/<menu>/` that
 * have a `menu:` (its label, by its order), then the menu's own links from content/site.md.
 */
export function menuLinks(menu: 'countries' | 'services'): { label: string; href: string }[] {
  const entries = contentFolder(`content/${menu}`).flatMap(({ file, data }) => {
    const entry = data.menu;
    if (!isRecord(entry)) return [];
    if (typeof entry.order !== 'number') throw new Error(`${file}: menu.order is not a number`);
    return [{ label: text(entry, 'label', file), href: text(data, 'route', file), order: entry.order }];
  });
  entries.sort((a, b) => a.order - b.order);
  return [...entries.map(({ label, href }) => ({ label, href })), ...siteMenu(menu).links];
}

/**
 * Where a "Book a free consultation" button must lead, from content/site.md as written: with a
 * `booking:` service, its address told what the visitor was reading (the service's and the
 * country's names, in content/labels.md's booking.note; Cal.com's `notes`, Calendly's `a1`;
 * Google's booking pages take none); without one, the enquiry form's appointment fields (`#book`)
 * with the country (its file name) and the service preselected.
 */
export function consultationTarget(about: { country?: { id: string; name: string }; service?: { id: string; name: string } }): string {
  const booking = readContentFile('content/site.md').data.booking;
  if (booking === undefined) {
    const query = [about.country ? `country=${encodeURIComponent(about.country.id)}` : '', about.service ? `service=${encodeURIComponent(about.service.id)}` : ''].filter(Boolean).join('&');
    return `/contact${query ? `?${query}` : ''}#book`;
  }
  if (!isRecord(booking) || typeof booking.url !== 'string') throw new Error('content/site.md: booking is not a mapping with provider and url');
  if (booking.provider === 'google-calendar') return booking.url;
  const topic = [about.service?.name, about.country?.name].filter(Boolean).join(', ');
  const target = new URL(booking.url);
  if (topic) target.searchParams.set(booking.provider === 'cal.com' ? 'notes' : 'a1', textAt('content/labels.md', 'booking.note').replace('{topic}', topic));
  return target.toString();
}

/** The days of the week as content/site.md names them, Monday first. */
const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
type Day = (typeof WEEK)[number];

/** The office as content/site.md writes it: its days (in the week's order), hours, time zone and slot length. */
export function office(): { days: Day[]; opens: string; closes: string; timeZone: string; slotMinutes: number } {
  const file = 'content/site.md';
  const written = record(readContentFile(file).data, 'office', file);
  const days = field(written, 'days', file);
  return {
    days: WEEK.filter((day) => Array.isArray(days) && days.includes(day)),
    opens: text(written, 'opens', file),
    closes: text(written, 'closes', file),
    timeZone: text(written, 'timeZone', file),
    slotMinutes: Number(field(written, 'slotMinutes', file)),
  };
}

/** The times the enquiry form offers: every slotMinutes from opening, each slot ending by closing time. */
export function officeSlots(): string[] {
  const { opens, closes, slotMinutes } = office();
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const slots: string[] = [];
  for (let start = minutes(opens); start + slotMinutes <= minutes(closes); start += slotMinutes) {
    slots.push(`${String(Math.floor(start / 60)).padStart(2, '0')}:${String(start % 60).padStart(2, '0')}`);
  }
  return slots;
}

/** A day's name in content/labels.md's words (booking.days). */
export function dayName(day: Day): string {
  return textAt('content/labels.md', `booking.days.${day}`);
}

/**
 * The office days in content/labels.md's words: "Monday to Saturday" (booking.dayRange) when three
 * or more days follow one another, otherwise each day named ("Monday, Wednesday, Friday").
 */
export function officeDaysWords(): string {
  const { days } = office();
  const first = days[0];
  const last = days.at(-1);
  if (first && last && days.length > 2 && WEEK.indexOf(last) - WEEK.indexOf(first) === days.length - 1) {
    return textAt('content/labels.md', 'booking.dayRange').replace('{first}', dayName(first)).replace('{last}', dayName(last));
  }
  return days.map(dayName).join(', ');
}

/** A time zone's long English name ("Pakistan Standard Time" for Asia/Karachi), as Intl gives it. */
export function zoneName(timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'long' }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** The office-hours line: content/labels.md's booking.hours filled from content/site.md's office. */
export function officeHoursLine(): string {
  const { opens, closes, timeZone } = office();
  return textAt('content/labels.md', 'booking.hours').replace('{days}', officeDaysWords()).replace('{opens}', opens).replace('{closes}', closes).replace('{zone}', zoneName(timeZone));
}

/** The weekday of a YYYY-MM-DD day, as content/site.md writes weekdays. */
export function weekdayOf(day: string): Day {
  return WEEK[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7] ?? 'mon';
}

/** The day after a YYYY-MM-DD day. */
export function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The first office day after `day`; by default after today where the office is (the earliest day a visitor may ask for). */
export function nextOfficeDay(day = new Intl.DateTimeFormat('en-CA', { timeZone: office().timeZone }).format(new Date())): string {
  const { days } = office();
  let next = dayAfter(day);
  while (!days.includes(weekdayOf(next))) next = dayAfter(next);
  return next;
}

/** Folders whose files are pages named by the file (docs/editors.md): content/events/x.md is /events/x. */
const PAGES_BY_FILE_NAME = ['events', 'news'];

/** The English pages named by their file: /events/<name> and /news/<name>. */
export function filePagePaths(): string[] {
  return PAGES_BY_FILE_NAME.flatMap((folder) => (fs.existsSync(path.join(root, 'content', folder)) ? contentFolder(`content/${folder}`).map(({ file }) => `/${folder}/${path.basename(file, '.md')}`) : []));
}

/**
 * Every page published in Urdu, as its address: /ur when content/ur/home.md is there, and /ur
 * before the route of each English file that content/ur/ translates (records without a route,
 * labels and site settings are not pages).
 */
export function urduPagePaths(): string[] {
  const paths = fs.existsSync(path.join(root, 'content/ur/home.md')) ? ['/ur'] : [];
  for (const folder of fs.readdirSync(path.join(root, 'content/ur'), { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    for (const { file } of contentFolder(`content/ur/${folder.name}`)) {
      const route = PAGES_BY_FILE_NAME.includes(folder.name) ? `/${folder.name}/${path.basename(file, '.md')}` : readContentFile(file.replace(/^content\/ur\//, 'content/')).data.route;
      if (typeof route === 'string') paths.push(`/ur${route}`);
    }
  }
  return paths;
}
