/**
 * The view of a page of the `visa` template (content/pages): everything
 * components/templates/VisaPage.tsx draws, worked out from the page's file, the visa records of
 * its kind and the site's content, so the template only lays it out.
 */
import type { SiteContent } from '../../content/load';
import type { Entry } from '../../content/entry';
import type { TemplatedPage, VisaRecord } from '../../content/schemas';
import { pathIn } from '../../content/edition-links';
import { showMoney } from '../../content/figures';
import { visaSectionId, visaServiceId } from '../../present/enquiry-options';
import { contactHref } from '../../present/site-links';
import { claimCards } from '../../present/trust';
import { figureDisplay, rupeeNote } from '../../present/money';
import { siteImages } from '../../present/image-manifest';
import { fill, formatDate } from '../../fill-label';
import { ctaBandView } from '../cta';

/** The figures of a record, in the order the table's columns and each record's facts show them. */
const figureFields = ['visaType', 'processingTime', 'stayDuration', 'cost'] as const;

export function visaView(entry: Entry<TemplatedPage<'visa'>>, content: SiteContent) {
  const page = entry.data;
  const { labels } = content;
  const words = labels.visa;
  const records: VisaRecord[] = page.visaKind === 'visit' ? content.visitVisas.map((e) => e.data) : content.workVisas.map((e) => e.data);
  const service = visaServiceId(page.visaKind);
  const kind = words.kinds[page.visaKind];
  const pending = page.figurePending ?? words.figurePending;
  const display = figureDisplay(content);
  const contactPath = pathIn(content, '/contact');
  const claims = (items: typeof page.services.items) => claimCards(items, content.site.data, labels.trust);

  /** A record's figure as shown: the fee with its rupee estimate, text as written, or "confirmed by an adviser". */
  const figure = (record: VisaRecord, field: (typeof figureFields)[number]): { text: string; estimate: string | null } => {
    if (field !== 'cost') return { text: record[field] ?? pending, estimate: null };
    if (!record.cost) return { text: pending, estimate: null };
    const shown = showMoney(record.cost, display);
    return { text: shown.text, estimate: shown.estimate || null };
  };

  return {
    hero: { eyebrow: page.title, heading: page.hero.heading, lead: page.hero.text, image: page.hero.image && { ...page.hero.image, images: siteImages(content) } },
    intro: { markdown: entry.body, label: labels.common.introduction },
    services: { heading: page.services.heading, cards: claims(page.services.items) },
    benefits: { heading: page.benefits.heading, cards: claims(page.benefits.items) },
    countries: { heading: page.countries.heading, intro: page.countries.intro },
    comparison: { heading: page.comparison.heading, intro: page.comparison.intro, tableLabel: fill(words.tableLabel, { table: page.comparison.heading }) },
    countryColumn: words.countryColumn,
    /** Each figure's heading: the table's columns and the facts' terms. */
    fields: figureFields.map((field) => ({ field, label: words.fields[field] })),
    rupeeNote: rupeeNote(content),
    newTabLabel: labels.common.newTab,
    tabs: (['overview', 'requirements', 'process'] as const).map((key) => ({ key, label: words.tabs[key] })),
    records: records.map((record) => {
      const id = visaSectionId(record);
      return {
        id,
        name: record.name,
        flag: record.flag,
        tabs: { idBase: `${id}-${page.visaKind}`, group: `visa-${page.visaKind}`, label: fill(words.tabsLabel, { country: record.name, kind }) },
        figures: figureFields.map((field) => ({ field, label: words.fields[field], ...figure(record, field) })),
        explanation: record.explanation,
        highlights: record.highlights,
        notes: record.notes,
        requirements: record.requirements,
        process: record.process,
        checked: record.checked
          ? fill(words.checked, { date: formatDate(record.checked.date, content.edition), by: record.checked.by ? fill(words.checkedBy, { name: record.checked.by }) : '' })
          : words.notChecked,
        source: record.source,
        ask: { href: contactHref({ service, country: id }, undefined, contactPath), label: fill(words.askAdviser, { country: record.name, kind }) },
      };
    }),
    cta: ctaBandView(page.cta, content, { service }),
  };
}

/** What a visa page shows, as one plain object (built by visaView). */
export type VisaView = ReturnType<typeof visaView>;
