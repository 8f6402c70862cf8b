/**
 * The visit- and work-visa pages as their files say, shared by their output checks
 * (tests/output/visa-pages.test.ts) and their browser test (visa.spec.ts). Expected rows, figures
 * and links come from the visa records and the visa pages' files, read as plain YAML
 * (./content-files), not through the loader or the presenters that build the pages: an editor's
 * change keeps these tests green, a page that stops showing its files fails them.
 */
import { contentFolder, figureOf, figureParts, textAt, withClaimValue } from './content-files';

export const labels = 'content/labels.md';
export const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const titlesOf = (items: unknown): string[] =>
  listOf(isRecord(items) ? items.items : []).flatMap((item) => (isRecord(item) && typeof item.title === 'string' ? [withClaimValue(item.title, textOf(item.claim) ?? undefined)] : []));

/** A destination's anchor and `?country=`: its name in lower case without accents, words joined by hyphens ("North Cyprus" → north-cyprus). */
const idOf = (name: string) =>
  name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
/** "22 November 2026": how the pages write a day. */
const dayText = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

type VisaRow = [name: string, id: string, type: string, processing: string, stay: string, cost: string];

/** A kind's records in the order their files give (`order`), each with what its row and section show. */
function recordsOf(kind: string, pending: string) {
  return contentFolder(`content/${kind}-visa`)
    .map(({ file, data }) => {
      const name = textOf(data.name);
      const source = isRecord(data.source) ? data.source : {};
      if (!name || typeof data.order !== 'number') throw new Error(`${file}: no name or order`);
      const cost = data.cost === null || data.cost === undefined ? null : figureParts(figureOf(data.cost, `${file}: cost`));
      const row: VisaRow = [
        name,
        idOf(name),
        textOf(data.visaType) ?? pending,
        textOf(data.processingTime) ?? pending,
        textOf(data.stayDuration) ?? pending,
        cost ? `${cost.text}${cost.estimate ?? ''}` : pending,
      ];
      // YAML read the plain way turns 2026-11-22 into a Date.
      const checkedDay = isRecord(data.checked) ? data.checked.date : undefined;
      const checked = checkedDay === undefined ? null : dayText(checkedDay instanceof Date ? checkedDay.toISOString() : String(checkedDay));
      return {
        order: data.order,
        name,
        id: idOf(name),
        row,
        checked,
        source: { label: String(source.label), href: String(source.href) },
        notes: listOf(data.notes).map(String),
      };
    })
    .sort((a, b) => a.order - b.order);
}

/** Each visa page of content/pages (`template: visa`) with its records, rows, cards and buttons. */
export const pages = contentFolder('content/pages').flatMap(({ file, data }) => {
  if (data.template !== 'visa') return [];
  const kind = String(data.visaKind);
  const title = textOf(data.title);
  const route = textOf(data.route);
  if (!title || !route) throw new Error(`${file}: no title or route`);
  const records = recordsOf(kind, textOf(data.figurePending) ?? textAt(labels, 'visa.figurePending'));
  const button = (action: string) => {
    const found = listOf(isRecord(data.cta) ? data.cta.buttons : []).find((b) => isRecord(b) && b.action === action);
    return isRecord(found) ? String(found.label) : '';
  };
  return [{
    path: route, kind, title, records, rows: records.map((r) => r.row),
    services: titlesOf(data.services),
    benefits: titlesOf(data.benefits),
    consult: button('consultation'), call: button('call'),
    // Every record's notes are on the page, in its overview tab.
    notes: records.flatMap((r) => r.notes),
  }];
});

/** The tabs of every record's section, in content/labels.md's words. */
export const tabs = { overview: textAt(labels, 'visa.tabs.overview'), requirements: textAt(labels, 'visa.tabs.requirements'), process: textAt(labels, 'visa.tabs.process') };
